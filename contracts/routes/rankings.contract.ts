import { errorResponses, NoQuery } from '../schemas/common.schema.ts';
import {
  MethodologyResponse,
  NarrativeList,
  NarrativeQuery,
  RankingRun,
  RecomputeQuery,
} from '../schemas/rankings.schema.ts';

export const rankingsRoutes = {
  'GET /api/narratives': {
    querystring: NarrativeQuery,
    response: { 200: NarrativeList, ...errorResponses(400) },
  },
  'GET /api/methodology': {
    querystring: NoQuery,
    response: { 200: MethodologyResponse, ...errorResponses(400) },
  },
  'POST /api/admin/rankings/recompute': {
    querystring: RecomputeQuery,
    response: { 200: RankingRun, ...errorResponses(400, 401, 403) },
  },
} as const;
