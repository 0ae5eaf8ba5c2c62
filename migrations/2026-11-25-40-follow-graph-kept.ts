import { type Kysely, sql } from 'kysely';

/**
 * The follow graph a full run loads for PageRank, trust and the follow clusters, kept
 * between runs (docs/methodology.md, "Work in proportion to change"): the accounts in id
 * order (as text, comma-separated) and the edges as account numbers, sorted, as one
 * binary string. A full run reads
 * it instead of joining every follow edge to the accounts again when no write has
 * touched `kol_follows` or the set of accounts since it was stored.
 *
 * Writes mark that in `follow_graph_stale` with one row, from statement-level triggers
 * (one small upsert per statement). The upsert locks the mark until the write commits, so
 * a full run that takes the mark (deletes it) before reading the graph waits for every
 * write that marked it and then reads what they wrote; a write that comes later marks the
 * graph again. With `do nothing` a write that found the mark in place held no lock, the
 * run took the mark without it and kept a graph that missed the write
 * (test/adapters/db/kept-marks-race.test.ts). Unlogged like the
 * other derived tables (migration 15): a crash empties it and the next run loads the
 * graph again. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table follow_graph_kept (
      id integer primary key check (id = 1),
      ids text not null,
      edges bytea not null
    )`.execute(db);
  await sql`create table follow_graph_stale (id integer primary key check (id = 1))`.execute(db);
  await sql`insert into follow_graph_stale (id) values (1)`.execute(db);
  await sql`
    create function mark_follow_graph_stale() returns trigger language plpgsql as $$
    begin
      insert into follow_graph_stale (id) values (1) on conflict (id) do update set id = excluded.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger kol_follows_graph_stale after insert or update or delete or truncate on kol_follows
    for each statement execute function mark_follow_graph_stale()`.execute(db);
  // Accounts are numbered in id order: adding or removing one renumbers the graph.
  await sql`
    create trigger kols_graph_stale after insert or delete or truncate on kols
    for each statement execute function mark_follow_graph_stale()`.execute(db);
  await sql`
    create trigger kols_graph_stale_on_id after update of id on kols
    for each statement execute function mark_follow_graph_stale()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger kols_graph_stale_on_id on kols`.execute(db);
  await sql`drop trigger kols_graph_stale on kols`.execute(db);
  await sql`drop trigger kol_follows_graph_stale on kol_follows`.execute(db);
  await sql`drop function mark_follow_graph_stale()`.execute(db);
  await sql`drop table follow_graph_stale`.execute(db);
  await sql`drop table follow_graph_kept`.execute(db);
}
