import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { Job, JobList } from '../schemas/jobs.schema.ts';
import { RecomputeQuery } from '../schemas/rankings.schema.ts';

export const jobsRoutes = {
  'POST /api/admin/rankings/recompute': {
    querystring: RecomputeQuery,
    response: { 202: Job, ...errorResponses(400, 401, 403) },
  },
  'GET /api/admin/jobs': {
    querystring: NoQuery,
    response: { 200: JobList, ...errorResponses(400, 401, 403) },
  },
  'GET /api/admin/jobs/:id': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: Job, ...errorResponses(400, 401, 403, 404) },
  },
} as const;
