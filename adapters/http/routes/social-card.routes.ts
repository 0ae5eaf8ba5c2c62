import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CheckFollowMission } from '#core/use-cases/points/follow-mission.use-case.ts';
import type { SocialCardQuery } from '#core/use-cases/points/social-card.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface SocialCardRoutesOptions {
  socialCard: SocialCardQuery;
  checkFollowMission: CheckFollowMission;
}

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
          'Asks X whether you follow the product and pays the mission once; unverified without X API access',
        security,
        ...routeTable['POST /api/me/missions/follow-x/check'],
      },
    },
    async (request) => opts.checkFollowMission(request.caller.user!.userId),
  );
};
