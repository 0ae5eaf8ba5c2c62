import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '#core/errors.ts';
import type { CatalogActor } from '#core/policies/catalog.policy.ts';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import type { ManageCatalog } from '#core/use-cases/manage-catalog.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';
import { presentInfluencers } from '../presenters/influencer.presenter.ts';

export interface ProjectRoutesOptions {
  rankings: BrowseRankings;
  catalog: ManageCatalog;
}

/** The verified staff caller as the catalog policy sees it; the access hook guarantees one. */
function actorOf(request: FastifyRequest): CatalogActor {
  const staff = request.caller?.staff;
  if (!staff) throw forbidden('Staff sign-in required');
  return { role: staff.role, projectId: staff.projectId };
}

const tags = ['projects'];
// The public reads never look at who calls: no session or token lookup for them (access.plugin.ts).
const access = { access: 'public' as const, caller: 'none' as const };

export const projectRoutes: FastifyPluginAsyncTypebox<ProjectRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/projects',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every public project by mindshare',
        ...routeTable['GET /api/projects'],
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
        ...routeTable['GET /api/projects/paginate'],
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
        ...routeTable['GET /api/projects/featured'],
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
        ...routeTable['GET /api/projects/slug/:slug'],
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
        ...routeTable['GET /api/projects/:id'],
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
        ...routeTable['GET /api/projects/:id/influencers'],
      },
    },
    async (req) => presentInfluencers(await opts.rankings.projectInfluencers(req.params.id)),
  );

  const staff = { access: 'staff' as const };
  const security = [{ staffToken: [] }];

  app.post(
    '/api/projects',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a project (admin)',
        security,
        ...routeTable['POST /api/projects'],
      },
    },
    async (req, reply) => reply.status(201).send(await opts.catalog.createProject(actorOf(req), req.body)),
  );

  app.get(
    '/api/admin/projects/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A project for its editors, hidden ones included (admin, or its own PROJECT staff)',
        security,
        ...routeTable['GET /api/admin/projects/:id'],
      },
    },
    async (req) => opts.catalog.readProject(actorOf(req), req.params.id),
  );

  app.put(
    '/api/projects/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Update a project (admin, or its own PROJECT staff)',
        security,
        ...routeTable['PUT /api/projects/:id'],
      },
    },
    async (req) => opts.catalog.updateProject(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/projects/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a project without reward pools (admin)',
        security,
        ...routeTable['DELETE /api/projects/:id'],
      },
    },
    async (req, reply) => {
      await opts.catalog.deleteProject(actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
