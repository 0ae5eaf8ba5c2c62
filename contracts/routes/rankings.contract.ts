import { errorResponses, NoQuery } from '../schemas/common.schema.ts';
import { MethodologyResponse, NarrativeList, NarrativeQuery } from '../schemas/rankings.schema.ts';

export const rankingsRoutes = {
  'GET /api/narratives': {
    querystring: NarrativeQuery,
    response: { 200: NarrativeList, ...errorResponses(400) },
  },
  'GET /api/methodology': {
    querystring: NoQuery,
    response: { 200: MethodologyResponse, ...errorResponses(400) },
  },
} as const;
