import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeTable } from '#contracts/route-table.ts';
import type { RankingRuns } from '#core/use-cases/admin/ranking-runs.use-case.ts';

export interface AdminRankingsRoutesOptions {
  rankingRuns: RankingRuns;
}

export const adminRankingsRoutes: FastifyPluginAsyncTypebox<AdminRankingsRoutesOptions> = async (
  app,
  opts,
) => {
  app.get(
    '/api/admin/rankings/runs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rankings'],
        summary: "The engine's last runs, newest first, with a run in progress and the last failure",
        security: [{ staffToken: [] }],
        ...routeTable['GET /api/admin/rankings/runs'],
      },
    },
    async () => opts.rankingRuns.list(),
  );
};
