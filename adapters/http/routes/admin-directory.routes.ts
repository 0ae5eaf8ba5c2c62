import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDirectoryUseCase } from '#core/use-cases/admin/admin-directory.use-case.ts';
import {
  AdminKolPage,
  AdminKolQuery,
  AdminProjectPage,
  AdminProjectQuery,
  AdminUserPage,
  AdminUserQuery,
} from '../schemas/admin.schema.ts';
import { errorResponses } from '../schemas/common.schema.ts';

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
        querystring: AdminProjectQuery,
        response: { 200: AdminProjectPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => opts.directory.projects(request.caller, request.query),
  );

  app.get(
    '/api/admin/kols',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every KOL, searched by handle or name and paged (admin)',
        security,
        querystring: AdminKolQuery,
        response: { 200: AdminKolPage, ...errorResponses(400, 401, 403) },
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
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => opts.directory.users(request.query),
  );
};
