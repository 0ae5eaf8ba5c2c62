import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { FollowCheckResponse, SocialCardResponse } from '../schemas/social-card.schema.ts';

export const socialCardRoutes = {
  'GET /api/me/social-card': {
    querystring: NoQuery,
    response: { 200: SocialCardResponse, ...errorResponses(401) },
  },
  'POST /api/me/missions/follow-x/check': {
    querystring: NoQuery,
    response: { 200: FollowCheckResponse, 202: FollowCheckResponse, ...errorResponses(401, 403, 429, 503) },
  },
  'GET /api/me/missions/follow-x/check/:id': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: FollowCheckResponse, ...errorResponses(400, 401, 404) },
  },
} as const;
