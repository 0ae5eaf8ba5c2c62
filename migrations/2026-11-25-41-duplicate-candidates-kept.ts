import { type Kysely, sql } from 'kysely';

/**
 * The texts a full run pairs for near-duplicates, kept between full runs
 * (docs/methodology.md, "Work in proportion to change"): every text hash that at least
 * `min_posts` posts share, as of the last full run. The next full run finds them again
 * from the kept hashes and the hashes of the days written since, instead of grouping
 * every post by its text.
 *
 * A write that can add a post to a hash marks its day in `post_hash_stale`: inserts by
 * one statement-level trigger (one small upsert per statement), and updates that set
 * the text hash or the day by a row trigger (a trigger with a column list cannot have
 * transition tables; such updates are rare corrections, metric refreshes do not set
 * either column). Deletes only lower counts: the kept hashes are counted again anyway.
 * The upsert locks the day's mark until the write commits, so a full run that takes the
 * marks before counting waits for the writes that marked them and then counts what they
 * wrote (with `do nothing`, a write that found its day marked held no lock and the run
 * could take the mark without its posts: test/adapters/db/kept-marks-race.test.ts shows
 * that race on the follow graph's mark). Days are marked in order, so two writes never
 * wait on each other's days crosswise. A truncate of posts forgets the kept hashes. Unlogged like the other derived tables
 * (migration 15): after a crash the next full run groups every post again. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unlogged table dup_candidates_kept (text_hash integer primary key)`.execute(db);
  await sql`
    create unlogged table dup_candidates_state (
      id integer primary key check (id = 1),
      min_posts integer not null
    )`.execute(db);
  await sql`create table post_hash_stale (day date primary key)`.execute(db);
  await sql`
    create function mark_post_hash_stale() returns trigger language plpgsql as $$
    begin
      if tg_level = 'ROW' then
        insert into post_hash_stale (day) values (new.day) on conflict (day) do update set day = excluded.day;
      else
        insert into post_hash_stale (day) select distinct day from new_rows order by day
        on conflict (day) do update set day = excluded.day;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_hash_stale_on_insert after insert on posts
    referencing new table as new_rows for each statement execute function mark_post_hash_stale()`.execute(db);
  await sql`
    create trigger posts_hash_stale_on_update after update of text_hash, day on posts
    for each row execute function mark_post_hash_stale()`.execute(db);
  await sql`
    create function forget_dup_candidates() returns trigger language plpgsql as $$
    begin
      delete from dup_candidates_state;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_forget_dup_candidates after truncate on posts
    for each statement execute function forget_dup_candidates()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger posts_forget_dup_candidates on posts`.execute(db);
  await sql`drop trigger posts_hash_stale_on_update on posts`.execute(db);
  await sql`drop trigger posts_hash_stale_on_insert on posts`.execute(db);
  await sql`drop function forget_dup_candidates()`.execute(db);
  await sql`drop function mark_post_hash_stale()`.execute(db);
  await sql`drop table post_hash_stale`.execute(db);
  await sql`drop table dup_candidates_state`.execute(db);
  await sql`drop table dup_candidates_kept`.execute(db);
}
