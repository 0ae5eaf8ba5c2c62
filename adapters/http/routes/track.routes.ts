import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { makeTrackEvent } from '#core/use-cases/track-event.use-case.ts';
import { TrackBody } from '../schemas/auth.schema.ts';
import { errorResponses, NoQuery } from '../schemas/common.schema.ts';
import { Type } from 'typebox';

export interface TrackRoutesOptions {
  track: ReturnType<typeof makeTrackEvent>;
}

export const trackRoutes: FastifyPluginAsyncTypebox<TrackRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/track',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Records an allow-listed analytics event; the user comes from the session, never the body',
        querystring: NoQuery,
        body: TrackBody,
        response: { 202: Type.Object({ ok: Type.Literal(true) }), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await opts.track(request.body.event, request.body.props ?? {}, request.caller.user?.userId ?? null);
      return reply.status(202).send({ ok: true as const });
    },
  );
};
