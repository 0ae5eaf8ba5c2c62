import { type Kysely, sql } from 'kysely';
import type { PointsLedger } from '#core/ports/points-ledger.port.ts';
import type { Database } from '../database.ts';

export function pointsLedgerRepository(db: Kysely<Database>): PointsLedger {
  return {
    async award({ userId, key, kind, basePoints }) {
      // One statement, so one transaction: the ledger row (at the multiplier of this
      // moment) and the user's total move together, and the unique award key makes a
      // repeated or concurrent award insert nothing and add nothing.
      const { rows } = await sql<{ points: number }>`
        with paid as (
          insert into points_ledger (user_id, award_key, kind, base_points, multiplier_tenths, points)
          select id, ${key}, ${kind}, ${basePoints}::int, base_multiplier_tenths,
                 (${basePoints}::int * base_multiplier_tenths) / 10
          from users where id = ${userId}::uuid
          on conflict (award_key) do nothing
          returning user_id, points
        )
        update users set earned_points = users.earned_points + paid.points, updated_at = now()
        from paid where users.id = paid.user_id
        returning paid.points`.execute(db);
      const row = rows[0];
      return row ? { awarded: true, points: Number(row.points) } : { awarded: false, points: 0 };
    },

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
