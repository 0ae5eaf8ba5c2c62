import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeTable } from '#contracts/route-table.ts';
import { PLATFORMS } from '#core/domain/platforms.ts';
import type { PoolLedger } from '#core/use-cases/rewards/pool-ledger.use-case.ts';

export interface AdminRewardsRoutesOptions {
  poolLedger: PoolLedger;
}

/** Staff reads of a pool's money: the ledger, and what a review would book. */
export const adminRewardsRoutes: FastifyPluginAsyncTypebox<AdminRewardsRoutesOptions> = async (app, opts) => {
  const tags = ['reward pools'];
  const security = [{ staffToken: [] }];

  app.get(
    '/api/admin/reward-platforms',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The platforms a pool can ask for, with the hosts a submitted link may use',
        security,
        ...routeTable['GET /api/admin/reward-platforms'],
      },
    },
    async () => Object.entries(PLATFORMS).map(([name, hosts]) => ({ name, hosts: [...hosts] })),
  );

  app.get(
    '/api/admin/reward-pools/:id/ledger',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "A pool's payout ledger, oldest first: payouts and reversals with their reviewer",
        security,
        ...routeTable['GET /api/admin/reward-pools/:id/ledger'],
      },
    },
    async (request) => opts.poolLedger.ledger(request.caller, request.params.id),
  );

  // POST because it takes the review's own body; it changes nothing.
  app.post(
    '/api/admin/submissions/:id/review-preview',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['reward submissions'],
        summary: 'What this review would book or reverse, by the rule the review uses; changes nothing',
        security,
        ...routeTable['POST /api/admin/submissions/:id/review-preview'],
      },
    },
    async (request) => opts.poolLedger.preview(request.caller, request.params.id, request.body),
  );
};
