import { type Kysely, sql } from 'kysely';

const DERIVED = ['kol_daily', 'project_daily', 'narrative_daily', 'mindshare_windows', 'post_discounts'];

/**
 * The engine's intermediates (daily rollups, windows, per-post discounts) are
 * rebuilt from posts by a full recompute; writing them to the WAL was most of a
 * full run at 10M posts (5M rollup rows). Unlogged, a crash empties them, and the
 * engine then runs a full recompute whatever mode was asked for. The tables the
 * API serves from (kols, kol_positions, projects, narratives) stay logged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // post_discounts references posts; an unlogged table may reference a logged one.
  for (const t of DERIVED) await sql`alter table ${sql.table(t)} set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of DERIVED) await sql`alter table ${sql.table(t)} set logged`.execute(db);
}
