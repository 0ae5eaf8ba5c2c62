import type { Kysely } from 'kysely';
import type { BadgeStore } from '#core/ports/badge-repository.port.ts';
import type { Database } from '../database.ts';

/** The rows of a limited badge grant, inside the unit of work's transaction; core decides the seat. */
export function badgeStore(db: Kysely<Database>): BadgeStore {
  return {
    async holds(userId, kind) {
      const row = await db
        .selectFrom('badges')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row !== undefined;
    },

    async lockIssued(kind) {
      await db
        .insertInto('badge_supply')
        .values({ kind })
        .onConflict((oc) => oc.column('kind').doNothing())
        .execute();
      // The counter's row lock: concurrent grants of this kind queue here.
      const row = await db
        .selectFrom('badge_supply')
        .select('issued')
        .where('kind', '=', kind)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.issued;
    },

    async setIssued(kind, issued) {
      await db.updateTable('badge_supply').set({ issued }).where('kind', '=', kind).execute();
    },

    async insert(badge) {
      const row = await db
        .insertInto('badges')
        .values({
          id: badge.id,
          user_id: badge.userId,
          kind: badge.kind,
          label: badge.label,
          seat: badge.seat,
          multiplier_tenths: badge.multiplierTenths,
        })
        .returning(['id', 'label', 'seat', 'multiplier_tenths', 'awarded_at'])
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        label: row.label,
        seat: row.seat,
        multiplierTenths: row.multiplier_tenths,
        awardedAt: row.awarded_at.toISOString(),
      };
    },

    async setMultiplier(userId, multiplierTenths) {
      await db
        .updateTable('users')
        .set({ base_multiplier_tenths: multiplierTenths, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },
  };
}
