import { type Kysely, sql } from 'kysely';

/**
 * The cut each discounted post takes out of its `kol_daily` row, as the rollups last
 * applied it, so a full run that keeps rollup rows reads from `posts` only the posts
 * whose discount changed or whose day it re-aggregates (docs/methodology.md, "Work in
 * proportion to change"). Derived and unlogged like kol_daily (migration 15). Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table post_discount_cuts (
      post_id bigint primary key,
      kol_id uuid not null,
      day date not null,
      mult float8 not null,
      cut bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists post_discount_cuts`.execute(db);
}
