import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeTable } from '#contracts/route-table.ts';
import type { AdminDirectoryUseCase } from '#core/use-cases/admin/admin-directory.use-case.ts';

export interface AdminDirectoryRoutesOptions {
  directory: AdminDirectoryUseCase;
}

/**
 * The admin app's searchable lists. Unlike the public tables they include hidden
 * projects and every KOL, and they are paged with a free-text search.
 */
export const adminDirectoryRoutes: FastifyPluginAsyncTypebox<AdminDirectoryRoutesOptions> = async (
  app,
  opts,
) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.get(
    '/api/admin/projects',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Projects for staff, searched and paged (PROJECT staff: their own project only)',
        security,
        ...routeTable['GET /api/admin/projects'],
      },
    },
    async (request) => opts.directory.projects(request.caller, request.query),
  );

  app.get(
    '/api/admin/reward-pools',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Reward pools, newest first, filtered and paged (PROJECT staff: their own project only)',
        security,
        ...routeTable['GET /api/admin/reward-pools'],
      },
    },
    async (request) => opts.directory.pools(request.caller, request.query),
  );

  app.get(
    '/api/admin/submissions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'The review queue: pending first, oldest first; filtered and paged (PROJECT staff: their own project only)',
        security,
        ...routeTable['GET /api/admin/submissions'],
      },
    },
    async (request) => opts.directory.submissions(request.caller, request.query),
  );

  app.get(
    '/api/admin/kols',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every KOL, searched by handle or name and paged (admin)',
        security,
        ...routeTable['GET /api/admin/kols'],
      },
    },
    async (request) => opts.directory.kols(request.query),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Creator accounts with counts of wallets and referrals, searched and paged (admin)',
        security,
        ...routeTable['GET /api/admin/users'],
      },
    },
    async (request) => opts.directory.users(request.query),
  );
};
