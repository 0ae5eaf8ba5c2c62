import { type Kysely, sql } from 'kysely';

/**
 * The project and narrative rollups kept per day like kol_daily (docs/architecture.md,
 * "The ranking engine"): one row per (entity, day, set of narratives of the posts), the
 * credibility-weighted attention of a day's posts that mention the entity, so a full run
 * re-aggregates only the days written since and moves the other days by the posts whose
 * author's credibility or discount changed, instead of reading every post again.
 * `entity_daily_state` says what the kept rows were computed with; without it a full run
 * builds them all. Derived and unlogged like kol_daily (migration 15): a crash empties
 * the rows and the state together. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table entity_daily (
      id uuid not null,
      day date not null,
      narrative_ids uuid[] not null,
      posts integer not null,
      views bigint not null,
      attention_micro bigint not null,
      primary key (day, id, narrative_ids)
    )`.execute(db);
  await sql`
    create unlogged table entity_daily_state (
      id integer primary key check (id = 1),
      basis text not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists entity_daily_state`.execute(db);
  await sql`drop table if exists entity_daily`.execute(db);
}
