import { type Kysely, sql } from 'kysely';
import type { LoginThrottle, StaffRepository } from '#core/ports/staff-repository.port.ts';
import type { Database } from '../database.ts';

const toStaff = (r: {
  id: string;
  username: string;
  role: 'admin' | 'PROJECT';
  project_id: string | null;
  disabled: boolean;
}) => ({
  id: r.id,
  username: r.username,
  role: r.role,
  projectId: r.project_id,
  disabled: r.disabled,
});

export function staffRepository(db: Kysely<Database>): StaffRepository {
  return {
    async findByUsername(username) {
      const row = await db
        .selectFrom('staff_users')
        .selectAll()
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row ? { ...toStaff(row), passwordHash: row.password_hash } : null;
    },
    async findById(id) {
      const row = await db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toStaff(row) : null;
    },
    async create(input) {
      const row = await db
        .insertInto('staff_users')
        .values({
          id: input.id,
          username: input.username,
          password_hash: input.passwordHash,
          role: input.role,
          project_id: input.projectId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStaff(row);
    },
    async setDisabled(username, disabled) {
      const result = await db
        .updateTable('staff_users')
        .set({ disabled })
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async count() {
      const row = await db
        .selectFrom('staff_users')
        .select(db.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async projectExists(projectId) {
      const row = await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export function loginThrottle(db: Kysely<Database>): LoginThrottle {
  return {
    async recordFailure(usernameKey, address, at) {
      await db
        .insertInto('staff_login_failures')
        .values({ username_key: usernameKey, address, failed_at: at })
        .execute();
    },
    async recentFailures(usernameKey, address, since) {
      const row = await db
        .selectFrom('staff_login_failures')
        .select([
          sql<number>`count(*) filter (where username_key = ${usernameKey})::int`.as('by_username'),
          sql<number>`count(*) filter (where address = ${address})::int`.as('by_address'),
          sql<Date | null>`min(failed_at)`.as('oldest'),
        ])
        .where('failed_at', '>', since)
        .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('address', '=', address)]))
        .executeTakeFirstOrThrow();
      return { byUsername: row.by_username, byAddress: row.by_address, oldest: row.oldest };
    },
  };
}
