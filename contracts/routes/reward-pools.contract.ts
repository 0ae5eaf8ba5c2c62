import { Type } from 'typebox';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import {
  DeletedResponse,
  RewardPoolBody,
  RewardPoolListQuery,
  RewardPoolSchema,
} from '../schemas/reward-pools.schema.ts';

export const rewardPoolsRoutes = {
  'GET /api/reward-pools': {
    querystring: RewardPoolListQuery,
    response: { 200: Type.Array(RewardPoolSchema), ...errorResponses(400) },
  },
  'GET /api/reward-pools/:id': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: RewardPoolSchema, ...errorResponses(400, 404) },
  },
  'POST /api/reward-pools': {
    querystring: NoQuery,
    body: RewardPoolBody,
    response: { 201: RewardPoolSchema, ...errorResponses(400, 401, 403) },
  },
  'PUT /api/reward-pools/:id': {
    params: IdParams,
    querystring: NoQuery,
    body: RewardPoolBody,
    response: { 200: RewardPoolSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /api/reward-pools/:id': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
  },
} as const;
