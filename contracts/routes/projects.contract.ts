import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { InfluencerList, NoContent } from '../schemas/influencers.schema.ts';
import {
  Project,
  ProjectInputBody,
  ProjectList,
  ProjectPage,
  ProjectPageQuery,
  SlugParams,
} from '../schemas/projects.schema.ts';

export const projectsRoutes = {
  'GET /api/projects': {
    querystring: NoQuery,
    response: { 200: ProjectList, ...errorResponses(400) },
  },
  'GET /api/projects/paginate': {
    querystring: ProjectPageQuery,
    response: { 200: ProjectPage, ...errorResponses(400) },
  },
  'GET /api/projects/featured': {
    querystring: NoQuery,
    response: { 200: ProjectList, ...errorResponses(400) },
  },
  'GET /api/projects/slug/:slug': {
    params: SlugParams,
    response: { 200: Project, ...errorResponses(400, 404) },
  },
  'GET /api/projects/:id': {
    params: IdParams,
    response: { 200: Project, ...errorResponses(400, 404) },
  },
  'GET /api/projects/:id/influencers': {
    params: IdParams,
    response: { 200: InfluencerList, ...errorResponses(400, 404) },
  },
  'POST /api/projects': {
    body: ProjectInputBody,
    response: { 201: Project, ...errorResponses(400, 401, 403, 409) },
  },
  'PUT /api/projects/:id': {
    params: IdParams,
    body: ProjectInputBody,
    response: { 200: Project, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /api/projects/:id': {
    params: IdParams,
    response: { 204: NoContent, ...errorResponses(400, 401, 403, 404, 409) },
  },
} as const;
