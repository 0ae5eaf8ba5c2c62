import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ExportRankings } from '#core/use-cases/export-rankings.use-case.ts';
import { errorResponses, IdParams } from '../schemas/common.schema.ts';
import { InfluencerPageQuery } from '../schemas/influencers.schema.ts';
import { CsvResponse } from '../schemas/payout-statement.schema.ts';

export interface RankingExportRoutesOptions {
  exports: ExportRankings;
}

const COLUMNS =
  'position, twitter_username, display_name, mindo_metric, kol_score, quality_score, proof_of_work, engagement_rate, smart_followers, followers, total_posts, methodology_version';

/** CSV downloads of the leaderboard and a project's top KOLs (docs/methodology.md, "Exports"). */
export const rankingExportRoutes: FastifyPluginAsyncTypebox<RankingExportRoutesOptions> = async (
  app,
  opts,
) => {
  const config = { access: 'public' as const };
  const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

  app.get(
    '/api/influencers/paginate.csv',
    {
      config,
      schema: {
        tags: ['influencers'],
        summary: 'One leaderboard page as CSV (same query as /api/influencers/paginate)',
        querystring: InfluencerPageQuery,
        produces: ['text/csv'],
        response: { 200: CsvResponse(COLUMNS), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await opts.exports.leaderboardPage(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(filename))
        .send(csv);
    },
  );

  app.get(
    '/api/projects/:id/influencers.csv',
    {
      config,
      schema: {
        tags: ['projects'],
        summary: "The project's top KOLs as CSV (same rows as /api/projects/{id}/influencers)",
        params: IdParams,
        produces: ['text/csv'],
        response: { 200: CsvResponse(COLUMNS), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await opts.exports.projectTopKols(request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(filename))
        .send(csv);
    },
  );
};
