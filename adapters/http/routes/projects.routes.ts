import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { InfluencerList } from '../schemas/influencers.schema.ts';
import {
  Project,
  ProjectList,
  ProjectPage,
  ProjectPageQuery,
  SlugParams,
} from '../schemas/projects.schema.ts';

export interface ProjectRoutesOptions {
  rankings: BrowseRankings;
}

const tags = ['projects'];
const access = { access: 'public' as const };

export const projectRoutes: FastifyPluginAsyncTypebox<ProjectRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/projects',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every public project by mindshare',
        querystring: NoQuery,
        response: { 200: ProjectList, ...errorResponses(400) },
      },
    },
    async () => opts.rankings.projectsList(),
  );

  app.get(
    '/api/projects/paginate',
    {
      config: access,
      schema: {
        tags,
        summary: 'The projects table, paged',
        querystring: ProjectPageQuery,
        response: { 200: ProjectPage, ...errorResponses(400) },
      },
    },
    async (req) => opts.rankings.projectsPage(req.query),
  );

  app.get(
    '/api/projects/featured',
    {
      config: access,
      schema: {
        tags,
        summary: 'Featured projects (the Arena)',
        querystring: NoQuery,
        response: { 200: ProjectList, ...errorResponses(400) },
      },
    },
    async () => opts.rankings.projectsFeatured(),
  );

  app.get(
    '/api/projects/slug/:slug',
    {
      config: access,
      schema: {
        tags,
        summary: 'A project by its X handle',
        params: SlugParams,
        response: { 200: Project, ...errorResponses(400, 404) },
      },
    },
    async (req) => opts.rankings.projectBySlug(req.params.slug),
  );

  app.get(
    '/api/projects/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'A project by id',
        params: IdParams,
        response: { 200: Project, ...errorResponses(400, 404) },
      },
    },
    async (req) => opts.rankings.project(req.params.id),
  );

  app.get(
    '/api/projects/:id/influencers',
    {
      config: access,
      schema: {
        tags,
        summary: "The project's top KOLs (posted about it in the narrative window), by the product score",
        params: IdParams,
        response: { 200: InfluencerList, ...errorResponses(400, 404) },
      },
    },
    async (req) => opts.rankings.projectInfluencers(req.params.id),
  );
};
