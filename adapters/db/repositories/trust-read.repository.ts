import { type Kysely, sql } from 'kysely';
import type { MethodologyVersionRepository, OwnRankRepository } from '#core/ports/trust-read.port.ts';
import type { Database } from '../database.ts';
import { versioned, withOrders } from './kol-rank-orders.ts';
import { kolWindowsSql } from '../ranking-engine/kol-window-sums.sql.ts';
import { changeSql } from '../ranking-engine/ranking-snapshot.sql.ts';

export function methodologyVersionRepository(db: Kysely<Database>): MethodologyVersionRepository {
  return {
    async list() {
      const rows = await db
        .selectFrom('methodology_versions')
        .select(['version', sql<string>`released_on::text`.as('released_on'), 'changes'])
        // Newest first by version, compared as numbers part by part: as text, 1.10.0 sorts
        // below 1.9.0, and two versions may share a release day.
        .orderBy(sql`string_to_array(version, '.')::int[]`, 'desc')
        .execute();
      return rows.map((r) => ({ version: r.version, releasedOn: r.released_on, changes: r.changes }));
    },
  };
}

export function ownRankRepository(db: Kysely<Database>): OwnRankRepository {
  return {
    async rankOf(kolId) {
      // The position in the order of the rankings version the row was read at.
      const row = await withOrders(db, async (orders) => {
        const found = (
          await versioned(
            sql`select k.id, k.twitter_username, s.kol_id as scored, s.mindo_metric
              from kols k left join kol_score_rows s on s.kol_id = k.id where k.id = ${kolId}`,
          ).execute(db)
        ).rows[0] as
          | {
              rankings_version: number;
              id: string | null;
              twitter_username: string;
              scored: string | null;
              mindo_metric: number | null;
            }
          | undefined;
        const id = found?.id;
        const value =
          found == null || id == null
            ? null
            : {
                id,
                twitter_username: found.twitter_username,
                mindo_metric: found.mindo_metric,
                position: found.scored === null ? null : orders.positionOf('mindoMetric', id),
                total: orders.total,
              };
        return { version: Number(found?.rankings_version ?? 0), value };
      });
      if (!row) return null;
      // The 7-day mindshare change, from the window sums the engine keeps per KOL.
      const change = (
        await sql<{ change: number | null }>`
          select ${changeSql(sql`w.cur`, sql`w.prev`, sql`t.cur`, sql`t.prev`)} as change
          from (${kolWindowsSql(sql`x.kol_id = ${kolId}`)}) w
          join kol_window_totals t on t.window_days = w.days
          where w.days = 7`.execute(db)
      ).rows[0];
      return {
        kolId: row.id,
        twitterUsername: row.twitter_username,
        position: row.position,
        total: row.total,
        mindoMetric: row.mindo_metric,
        mindshareChange7d: change?.change ?? null,
      };
    },
  };
}
