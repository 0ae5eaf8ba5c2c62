import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Methodology } from '#core/domain/methodology.ts';
import type { RankingRun as Run, RecomputeMode } from '#core/ports/ranking-engine.port.ts';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import type { PublishedMethodology } from '#core/use-cases/trust/published-methodology.use-case.ts';
import { errorResponses, NoQuery } from '../schemas/common.schema.ts';
import {
  MethodologyResponse,
  NarrativeList,
  NarrativeQuery,
  RankingRun,
  RecomputeQuery,
} from '../schemas/rankings.schema.ts';

export interface RankingRoutesOptions {
  rankings: BrowseRankings;
  methodology: Methodology;
  formulas: Record<string, string>;
  recompute: (mode: RecomputeMode) => Promise<Run>;
  /** Formulas, weights, column help, change log: what GET /api/methodology answers. */
  published: PublishedMethodology;
}

export const rankingRoutes: FastifyPluginAsyncTypebox<RankingRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/narratives',
    {
      config: { access: 'public' },
      schema: {
        tags: ['narratives'],
        summary: 'Narratives with mindshare and views of the period (default 90d) and 7d/30d/90d change',
        querystring: NarrativeQuery,
        response: { 200: NarrativeList, ...errorResponses(400) },
      },
    },
    async (req) => opts.rankings.narratives(Number.parseInt(req.query.period, 10) as 7 | 30 | 90),
  );

  app.get(
    '/api/methodology',
    {
      config: { access: 'public' },
      schema: {
        tags: ['rankings'],
        summary: 'The published ranking methodology: formulas, weights, column help, version and change log',
        querystring: NoQuery,
        response: { 200: MethodologyResponse, ...errorResponses(400) },
      },
    },
    async () => opts.published(),
  );

  app.post(
    '/api/admin/rankings/recompute',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rankings'],
        summary: 'Recompute the rankings now: full, or the current day incrementally',
        security: [{ staffToken: [] }],
        querystring: RecomputeQuery,
        response: { 200: RankingRun, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => opts.recompute(req.query.mode),
  );
};
