import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Methodology } from '#core/domain/methodology.ts';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import type { PublishedMethodology } from '#core/use-cases/trust/published-methodology.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface RankingRoutesOptions {
  rankings: BrowseRankings;
  methodology: Methodology;
  formulas: Record<string, string>;
  /** Formulas, weights, column help, change log: what GET /api/methodology answers. */
  published: PublishedMethodology;
}

export const rankingRoutes: FastifyPluginAsyncTypebox<RankingRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/narratives',
    {
      config: { access: 'public', caller: 'none' },
      schema: {
        tags: ['narratives'],
        summary: 'Narratives with mindshare and views of the period (default 90d) and 7d/30d/90d change',
        ...routeTable['GET /api/narratives'],
      },
    },
    async (req) => opts.rankings.narratives(Number.parseInt(req.query.period, 10) as 7 | 30 | 90),
  );

  app.get(
    '/api/methodology',
    {
      config: { access: 'public', caller: 'none' },
      schema: {
        tags: ['rankings'],
        summary: 'The published ranking methodology: formulas, weights, column help, version and change log',
        ...routeTable['GET /api/methodology'],
      },
    },
    async () => opts.published(),
  );
};
