import { type Kysely, sql } from 'kysely';
import type { NarrativeReadRepository } from '#core/ports/rankings-read.port.ts';
import type { Database } from '../database.ts';

/** See projects.repository.ts: a read memoized per rankings version. */
type RankedMemo = <T>(key: string, produce: () => Promise<T>) => Promise<T>;

/**
 * Narratives with mindshare and views of the asked window and all three changes. Every
 * column comes from the last ranking run (mindshare_windows), so with `memo` the list
 * is read once per rankings version and window.
 */
export function narrativesRepository(
  db: Kysely<Database>,
  opts: { memo?: RankedMemo } = {},
): NarrativeReadRepository {
  const memo: RankedMemo = opts.memo ?? ((_key, produce) => produce());
  return {
    list: (windowDays) => memo(`narratives:${windowDays}`, () => read(windowDays)),
  };

  async function read(windowDays: number) {
    const w = (days: number, alias: string) =>
      sql`left join mindshare_windows ${sql.raw(alias)} on ${sql.raw(alias)}.kind = 'narrative'
          and ${sql.raw(alias)}.entity_id = n.id and ${sql.raw(alias)}.window_days = ${days}::int`;
    const rows = await sql<{
      id: string;
      name: string;
      mindshare_percent: number;
      c7: number | null;
      c30: number | null;
      c90: number | null;
      total_views: number;
    }>`
        select n.id, n.name,
          coalesce(round(cur.mindshare_percent::numeric, 4)::float8, 0) as mindshare_percent,
          round(w7.change_percent::numeric, 2)::float8 as c7,
          round(w30.change_percent::numeric, 2)::float8 as c30,
          round(w90.change_percent::numeric, 2)::float8 as c90,
          coalesce(cur.views, 0) as total_views
        from narratives n
        ${w(windowDays, 'cur')} ${w(7, 'w7')} ${w(30, 'w30')} ${w(90, 'w90')}
        order by mindshare_percent desc, n.name`.execute(db);
    return rows.rows.map((r) => ({
      id: r.id,
      name: r.name,
      mindsharePercent: r.mindshare_percent,
      mindshareChange7d: r.c7 ?? 0,
      mindshareChange30d: r.c30 ?? 0,
      mindshareChange90d: r.c90 ?? 0,
      totalViews: Number(r.total_views),
    }));
  }
}
