import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import {
  AppealBody,
  AppealDecisionBody,
  AppealQueueQuery,
  OwnAppeal,
  OwnAppealList,
  OwnRank,
  OwnRankQuery,
  StaffAppeal,
  StaffAppealPage,
} from '../schemas/trust.schema.ts';

/** Own rank and appeals (docs/methodology.md, "Own rank", "Appeals"). */
export const trustRoutes = {
  'GET /api/me/rank': {
    querystring: OwnRankQuery,
    response: { 200: OwnRank, ...errorResponses(400, 401, 403, 404) },
  },
  'GET /api/me/appeals': {
    querystring: NoQuery,
    response: { 200: OwnAppealList, ...errorResponses(400, 401) },
  },
  'POST /api/me/appeals': {
    querystring: NoQuery,
    body: AppealBody,
    response: { 201: OwnAppeal, ...errorResponses(400, 401, 403, 404, 409, 429) },
  },
  'GET /api/admin/appeals': {
    querystring: AppealQueueQuery,
    response: { 200: StaffAppealPage, ...errorResponses(400, 401, 403) },
  },
  'POST /api/admin/appeals/:id/decision': {
    params: IdParams,
    querystring: NoQuery,
    body: AppealDecisionBody,
    response: { 200: StaffAppeal, ...errorResponses(400, 401, 403, 404, 409) },
  },
} as const;
