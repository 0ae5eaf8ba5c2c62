import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { makeTrackEvent } from '#core/use-cases/track-event.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

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
        ...routeTable['POST /api/track'],
      },
    },
    async (request, reply) => {
      await opts.track(request.body.event, request.body.props ?? {}, request.caller.user?.userId ?? null);
      return reply.status(202).send({ ok: true as const });
    },
  );
};
