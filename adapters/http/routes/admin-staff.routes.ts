import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ManageStaff } from '#core/use-cases/admin/manage-staff.use-case.ts';
import {
  CreateStaffBody,
  CreateStaffResponse,
  StaffDisabledBody,
  StaffRow,
  StaffUsernameParams,
} from '../schemas/admin.schema.ts';
import { errorResponses, NoQuery } from '../schemas/common.schema.ts';

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
        querystring: NoQuery,
        response: { 200: Type.Array(StaffRow), ...errorResponses(401, 403) },
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
        querystring: NoQuery,
        body: CreateStaffBody,
        response: { 201: CreateStaffResponse, ...errorResponses(400, 401, 403, 409) },
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
        params: StaffUsernameParams,
        querystring: NoQuery,
        body: StaffDisabledBody,
        response: { 200: Type.Object({ ok: Type.Literal(true) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      opts.manageStaff.setDisabled(request.caller, request.params.username, request.body.disabled),
  );
};
