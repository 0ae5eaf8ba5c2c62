import { type Kysely, sql } from 'kysely';

/**
 * A write to `posts` marks its days in `kol_daily_stale` (migration 2026-11-23-80) with an
 * upsert instead of `on conflict do nothing`: the upsert locks each day's mark until the
 * write commits, so a full run that takes the marks (deletes them) before re-aggregating
 * waits for every write that marked a day and then reads what it wrote. With `do nothing`,
 * a write that found its day already marked held no lock: a full run could take the mark,
 * roll the day up without the write's posts and keep those rows after the write committed
 * (test/adapters/db/kept-marks-race.test.ts). Days are marked in one statement, in order,
 * so two writes never wait on each other's days crosswise. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function mark_kol_daily_stale() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into kol_daily_stale (day) select distinct day from new_rows order by day
          on conflict (day) do update set day = excluded.day;
      elsif tg_op = 'DELETE' then
        insert into kol_daily_stale (day) select distinct day from old_rows order by day
          on conflict (day) do update set day = excluded.day;
      else
        insert into kol_daily_stale (day)
          select day from new_rows union select day from old_rows order by day
          on conflict (day) do update set day = excluded.day;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function mark_kol_daily_stale() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        insert into kol_daily_stale (day) select distinct day from new_rows on conflict do nothing;
      end if;
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        insert into kol_daily_stale (day) select distinct day from old_rows on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
}
