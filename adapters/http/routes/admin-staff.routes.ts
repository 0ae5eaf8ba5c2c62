import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeTable } from '#contracts/route-table.ts';
import type { ManageStaff } from '#core/use-cases/admin/manage-staff.use-case.ts';

export interface AdminStaffRoutesOptions {
  manageStaff: ManageStaff;
}

/** Staff accounts (admin only); `npm run staff` does the same from a shell. */
export const adminStaffRoutes: FastifyPluginAsyncTypebox<AdminStaffRoutesOptions> = async (app, opts) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.get(
    '/api/admin/staff',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every staff account, oldest first',
        security,
        ...routeTable['GET /api/admin/staff'],
      },
    },
    async () => opts.manageStaff.list(),
  );

  app.post(
    '/api/admin/staff',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Creates a staff account; the answer carries its one-time password, shown once',
        security,
        ...routeTable['POST /api/admin/staff'],
      },
    },
    async (request, reply) => {
      const { username, role, projectId } = request.body;
      const created = await opts.manageStaff.create({ username, role, projectId: projectId ?? null });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/staff/:username/disabled',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Disables or re-enables a staff account (its tokens stop working at once)',
        security,
        ...routeTable['PUT /api/admin/staff/:username/disabled'],
      },
    },
    async (request) =>
      opts.manageStaff.setDisabled(request.caller, request.params.username, request.body.disabled),
  );
};
