import { forbidden, invalid, notFound, unauthorized } from '../../errors.ts';
import type { StaffRole } from '../../domain/user.ts';
import type { Caller } from '../../policies/access.policy.ts';
import type { AdminDirectory } from '../../ports/admin-directory.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { StaffAuth } from '../identity/staff-auth.use-case.ts';

/**
 * Staff accounts from the admin app. A new account gets a random password that the
 * answer carries once and nothing stores in clear (the CLI does the same). An admin
 * cannot disable their own account, so the last admin cannot lock everyone out by mistake.
 */
export function makeManageStaff(deps: {
  staffAuth: Pick<StaffAuth, 'create' | 'setDisabled'>;
  directory: Pick<AdminDirectory, 'staff'>;
  ids: Pick<IdGenerator, 'secretToken'>;
}) {
  return {
    async list() {
      const rows = await deps.directory.staff();
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async create(input: { username: string; role: StaffRole; projectId: string | null }) {
      const password = deps.ids.secretToken();
      const user = await deps.staffAuth.create({ ...input, password });
      return { user, oneTimePassword: password };
    },

    async setDisabled(caller: Caller, username: string, disabled: boolean) {
      if (!caller.staff) throw unauthorized('Staff sign-in required');
      if (disabled && caller.staff.username === username.trim().toLowerCase()) {
        throw forbidden('You cannot disable your own account');
      }
      if (!username.trim()) throw invalid('username is required');
      if (!(await deps.staffAuth.setDisabled(username, disabled))) throw notFound('Staff user');
      return { ok: true as const };
    },
  };
}

export type ManageStaff = ReturnType<typeof makeManageStaff>;
