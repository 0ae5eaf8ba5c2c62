import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLATFORMS } from '#core/domain/platforms.ts';
import type { PoolLedger } from '#core/use-cases/rewards/pool-ledger.use-case.ts';
import { LedgerRow, PayoutPreview, RewardPlatforms } from '../schemas/admin.schema.ts';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { ReviewBody } from '../schemas/submissions.schema.ts';

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
        querystring: NoQuery,
        response: { 200: RewardPlatforms, ...errorResponses(401) },
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
        params: IdParams,
        querystring: NoQuery,
        response: { 200: Type.Array(LedgerRow), ...errorResponses(400, 401, 403, 404) },
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
        params: IdParams,
        querystring: NoQuery,
        body: ReviewBody,
        response: { 200: PayoutPreview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => opts.poolLedger.preview(request.caller, request.params.id, request.body),
  );
};
