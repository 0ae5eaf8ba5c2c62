import { Type } from 'typebox';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import {
  ReviewBody,
  SubmissionListQuery,
  SubmissionReviewSchema,
  SubmissionSchema,
  SubmitBody,
} from '../schemas/submissions.schema.ts';

export const submissionsRoutes = {
  'POST /api/submissions': {
    querystring: NoQuery,
    body: SubmitBody,
    response: { 201: SubmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /api/me/submissions': {
    querystring: NoQuery,
    response: { 200: Type.Array(SubmissionSchema), ...errorResponses(401) },
  },
  'GET /api/submissions': {
    querystring: SubmissionListQuery,
    response: { 200: Type.Array(SubmissionSchema), ...errorResponses(400, 401) },
  },
  'GET /api/submissions/:id': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: SubmissionSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'PATCH /api/submissions/:id': {
    params: IdParams,
    querystring: NoQuery,
    body: ReviewBody,
    response: { 200: SubmissionSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'GET /api/submissions/:id/reviews': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: Type.Array(SubmissionReviewSchema), ...errorResponses(400, 401, 403, 404) },
  },
} as const;
