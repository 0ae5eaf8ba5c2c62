import type { Kysely } from 'kysely';
import type { PointsLedger, PointsStore } from '#core/ports/points-ledger.port.ts';
import type { Database } from '../database.ts';

export function pointsLedgerRepository(db: Kysely<Database>): PointsLedger {
  return {
    async hasAward(key) {
      const row = await db
        .selectFrom('points_ledger')
        .select('id')
        .where('award_key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The rows of one award, inside the unit of work's transaction; core prices it. */
export function pointsStore(db: Kysely<Database>): PointsStore {
  return {
    async lockMultiplier(userId) {
      const row = await db
        .selectFrom('users')
        .select('base_multiplier_tenths')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row?.base_multiplier_tenths ?? null;
    },

    async append(entry) {
      // The unique award key makes a repeated award insert nothing.
      const row = await db
        .insertInto('points_ledger')
        .values({
          user_id: entry.userId,
          award_key: entry.key,
          kind: entry.kind,
          base_points: entry.basePoints,
          multiplier_tenths: entry.multiplierTenths,
          points: entry.points,
        })
        .onConflict((oc) => oc.column('award_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async addToEarned(userId, points) {
      await db
        .updateTable('users')
        .set((eb) => ({ earned_points: eb('earned_points', '+', points), updated_at: new Date() }))
        .where('id', '=', userId)
        .execute();
    },
  };
}
