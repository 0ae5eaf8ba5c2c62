import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ExportRankings } from '#core/use-cases/export-rankings.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface RankingExportRoutesOptions {
  exports: ExportRankings;
}

/** CSV downloads of the leaderboard and a project's top KOLs (docs/methodology.md, "Exports"). */
export const rankingExportRoutes: FastifyPluginAsyncTypebox<RankingExportRoutesOptions> = async (
  app,
  opts,
) => {
  const config = { access: 'public' as const, caller: 'none' as const };
  const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

  app.get(
    '/api/influencers/paginate.csv',
    {
      config,
      schema: {
        tags: ['influencers'],
        summary: 'One leaderboard page as CSV (same query as /api/influencers/paginate)',
        produces: ['text/csv'],
        ...routeTable['GET /api/influencers/paginate.csv'],
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
        produces: ['text/csv'],
        ...routeTable['GET /api/projects/:id/influencers.csv'],
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
