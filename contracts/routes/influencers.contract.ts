import { errorResponses, IdParams } from '../schemas/common.schema.ts';
import {
  EnrichBody,
  Influencer,
  KolInputBody,
  NoContent,
  InfluencerList,
  InfluencerListQuery,
  InfluencerPage,
  InfluencerPageQuery,
  ProfileLookup,
  ScoreBreakdown,
  UsernameParams,
} from '../schemas/influencers.schema.ts';

export const influencersRoutes = {
  'GET /api/influencers': {
    querystring: InfluencerListQuery,
    response: { 200: InfluencerList, ...errorResponses(400) },
  },
  'GET /api/influencers/paginate': {
    querystring: InfluencerPageQuery,
    response: { 200: InfluencerPage, ...errorResponses(400) },
  },
  'GET /api/influencers/search-protokols/:username': {
    params: UsernameParams,
    response: { 200: ProfileLookup, ...errorResponses(400, 404, 503) },
  },
  'GET /api/influencers/:id': {
    params: IdParams,
    response: { 200: Influencer, ...errorResponses(400, 404) },
  },
  'GET /api/influencers/:id/score': {
    params: IdParams,
    response: { 200: ScoreBreakdown, ...errorResponses(400, 404) },
  },
  'POST /api/influencers': {
    body: KolInputBody,
    response: { 201: Influencer, ...errorResponses(400, 401, 403, 409) },
  },
  'POST /api/influencers/enrich': {
    body: EnrichBody,
    response: { 200: Influencer, ...errorResponses(400, 401, 403, 404, 429, 503) },
  },
  'PUT /api/influencers/:id': {
    params: IdParams,
    body: KolInputBody,
    response: { 200: Influencer, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /api/influencers/:id': {
    params: IdParams,
    response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
  },
} as const;
