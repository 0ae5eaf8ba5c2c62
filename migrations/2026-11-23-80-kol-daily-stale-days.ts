import { type Kysely, sql } from 'kysely';

/**
 * Work in proportion to change (docs/architecture.md, "The ranking engine"): a full
 * run keeps the per-KOL daily rollups of the days whose posts did not change and
 * re-aggregates only the rest. Every write to `posts` marks the days it touched in
 * `kol_daily_stale`, one statement-level trigger per kind of write (a trigger with
 * transition tables takes one event), so a bulk insert pays one small insert, not
 * one per row. `kol_daily_state` says what the kept rows were built with (the
 * engagement weights) and through which day; a truncate of posts forgets it, and the
 * next full run rebuilds every day. It is unlogged like kol_daily (migration 15): a
 * crash empties both together, never the rows alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table kol_daily_stale (day date primary key)`.execute(db);
  await sql`
    create unlogged table kol_daily_state (
      id integer primary key check (id = 1),
      basis text not null,
      through date not null
    )`.execute(db);
  await sql`
    create function mark_kol_daily_stale() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        insert into kol_daily_stale (day) select distinct day from new_rows on conflict do nothing;
      end if;
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        insert into kol_daily_stale (day) select distinct day from old_rows on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_stale_on_insert after insert on posts
    referencing new table as new_rows for each statement execute function mark_kol_daily_stale()`.execute(db);
  await sql`
    create trigger posts_stale_on_update after update on posts
    referencing old table as old_rows new table as new_rows
    for each statement execute function mark_kol_daily_stale()`.execute(db);
  await sql`
    create trigger posts_stale_on_delete after delete on posts
    referencing old table as old_rows for each statement execute function mark_kol_daily_stale()`.execute(db);
  await sql`
    create function forget_kol_daily_state() returns trigger language plpgsql as $$
    begin
      delete from kol_daily_state;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_forget_on_truncate after truncate on posts
    for each statement execute function forget_kol_daily_state()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger posts_forget_on_truncate on posts`.execute(db);
  await sql`drop trigger posts_stale_on_delete on posts`.execute(db);
  await sql`drop trigger posts_stale_on_update on posts`.execute(db);
  await sql`drop trigger posts_stale_on_insert on posts`.execute(db);
  await sql`drop function forget_kol_daily_state()`.execute(db);
  await sql`drop function mark_kol_daily_stale()`.execute(db);
  await sql`drop table kol_daily_state`.execute(db);
  await sql`drop table kol_daily_stale`.execute(db);
}
