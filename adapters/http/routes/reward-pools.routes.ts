import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePoolStatus } from '#core/domain/reward-pool.ts';
import type { RewardPools } from '#core/use-cases/rewards/reward-pools.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface RewardPoolRoutesOptions {
  rewardPools: RewardPools;
}

/**
 * Reward pools. Reads are public (pools of hidden projects only for their staff);
 * writes need staff, and the use case narrows PROJECT staff to their own project.
 */
export const rewardPoolRoutes: FastifyPluginAsyncTypebox<RewardPoolRoutesOptions> = async (app, opts) => {
  const tags = ['reward pools'];
  const staffSecurity = [{ staffToken: [] }];

  app.get(
    '/api/reward-pools',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Reward pools, newest first; staff see their scope (hidden projects included)',
        ...routeTable['GET /api/reward-pools'],
      },
    },
    async (request) => {
      const { projectId, status } = request.query;
      return opts.rewardPools.list(request.caller, {
        projectId,
        status: status ? (normalizePoolStatus(status) ?? undefined) : undefined,
      });
    },
  );

  app.get(
    '/api/reward-pools/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One reward pool with its project and derived counts',
        ...routeTable['GET /api/reward-pools/:id'],
      },
    },
    async (request) => opts.rewardPools.get(request.caller, request.params.id),
  );

  app.post(
    '/api/reward-pools',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Creates a pool (admins: any project; PROJECT staff: their own project's)",
        security: staffSecurity,
        ...routeTable['POST /api/reward-pools'],
      },
    },
    async (request, reply) =>
      reply.status(201).send(await opts.rewardPools.create(request.caller, request.body)),
  );

  app.put(
    '/api/reward-pools/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Replaces a pool's fields (same body as create); the total cannot drop below what is paid out",
        security: staffSecurity,
        ...routeTable['PUT /api/reward-pools/:id'],
      },
    },
    async (request) => opts.rewardPools.update(request.caller, request.params.id, request.body),
  );

  app.delete(
    '/api/reward-pools/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Deletes a pool and its submissions; 409 once it has approved payouts',
        security: staffSecurity,
        ...routeTable['DELETE /api/reward-pools/:id'],
      },
    },
    async (request) => {
      await opts.rewardPools.remove(request.caller, request.params.id);
      return { ok: true as const };
    },
  );
};
