import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#core/errors.ts';
import type { SocialCardQuery } from '#core/use-cases/points/social-card.use-case.ts';
import type { Static } from 'typebox';
import { routeTable } from '#contracts/route-table.ts';
import type { FollowCheckResponse } from '#contracts/schemas/social-card.schema.ts';

export interface SocialCardRoutesOptions {
  socialCard: SocialCardQuery;
  /** The follow check as a job (adapters/main/follow-check-jobs.ts): X is never asked in the request. */
  followChecks: {
    start(userId: string): Promise<FollowCheckAnswer>;
    read(userId: string, id: string): Promise<FollowCheckAnswer | null>;
  };
}

type FollowCheckAnswer = Static<typeof FollowCheckResponse>;

export const socialCardRoutes: FastifyPluginAsyncTypebox<SocialCardRoutesOptions> = async (app, opts) => {
  const tags = ['points'];
  const security = [{ session: [] }];

  app.get(
    '/api/me/social-card',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Your social card: referrals, points, X and wallet scores, badge, multiplier, missions, referral link',
        security,
        ...routeTable['GET /api/me/social-card'],
      },
    },
    async (request) => opts.socialCard(request.caller.user!.userId),
  );

  app.post(
    '/api/me/missions/follow-x/check',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Checks whether you follow the product on X and pays the mission once: 200 when no X call is needed (paid, unverified without X API access), else 202 `checking` while a job asks X',
        security,
        ...routeTable['POST /api/me/missions/follow-x/check'],
      },
    },
    async (request, reply) => {
      const answer = await opts.followChecks.start(request.caller.user!.userId);
      return reply.status(answer.status === 'checking' ? 202 : 200).send(answer);
    },
  );

  app.get(
    '/api/me/missions/follow-x/check/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of your follow checks: still checking, its outcome, or failed after every retry',
        security,
        ...routeTable['GET /api/me/missions/follow-x/check/:id'],
      },
    },
    async (request) => {
      const answer = await opts.followChecks.read(request.caller.user!.userId, request.params.id);
      if (!answer) throw notFound('Follow check');
      return answer;
    },
  );
};
