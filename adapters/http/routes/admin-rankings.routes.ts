import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RankingRuns } from '#core/use-cases/admin/ranking-runs.use-case.ts';
import { RankingRunsResponse } from '../schemas/admin.schema.ts';
import { errorResponses, NoQuery } from '../schemas/common.schema.ts';

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
        querystring: NoQuery,
        response: { 200: RankingRunsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => opts.rankingRuns.list(),
  );
};
