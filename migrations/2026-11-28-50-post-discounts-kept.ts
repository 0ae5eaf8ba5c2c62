import { type Kysely, sql } from 'kysely';

/**
 * A full run's discounts kept between full runs (docs/methodology.md, "Work in
 * proportion to change"): the run re-judges only the posts whose inputs changed instead
 * of every post of the window.
 *
 * - `post_discount_stale`: the days any write to `posts` touched since the last full run
 *   took them (insert, update of any column, delete), like `kol_daily_stale` (migrations
 *   2026-11-23-80 and 2026-11-25-50: one statement-level trigger per kind of write, an
 *   upsert that holds the mark until the write commits, days in order). Its own table
 *   because day runs take `kol_daily_stale`'s marks of their days, and a day run judges
 *   outliers against the last full run's population, not the new one.
 * - `post_ratio_days`: per day, the engagement/views ratios of the posts the population
 *   counts, as exact sums (count, Σq and Σq² of each ratio in whole units of 10⁻¹⁵): the
 *   window's mean and deviation are these days' sums added, whatever order or day split,
 *   so a run sums again only the days that changed.
 * - `outlier_candidates`: every post whose ratio reaches `post_discounts_state.ratio_floor`,
 *   a bound below the outlier threshold of the run that set it; while the threshold stays
 *   above the floor, the outliers are exactly these candidates above it.
 * - `young_accounts_kept`: the accounts that can have a young post (created less than the
 *   young span before the first post) with their creation time: an account that enters,
 *   leaves or changes has every post judged again.
 * - `post_discounts_state`: what the kept discounts were judged with (methodology
 *   parameters), the as-of day, the floor and the overturned appeals counted.
 *
 * Unlogged like `post_discounts` (migration 15): a crash empties them together and the
 * next full run judges every post. A truncate of posts forgets the state. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table post_discount_stale (day date primary key)`.execute(db);
  await sql`
    create unlogged table post_discounts_state (
      id integer primary key check (id = 1),
      basis text not null,
      as_of date not null,
      ratio_floor float8,
      overturned integer not null
    )`.execute(db);
  await sql`
    create unlogged table post_ratio_days (
      day date primary key,
      n bigint not null,
      s numeric not null,
      ss numeric not null
    )`.execute(db);
  await sql`
    create unlogged table outlier_candidates (
      post_id bigint primary key,
      day date not null,
      ratio float8 not null
    )`.execute(db);
  await sql`create index outlier_candidates_day_idx on outlier_candidates (day)`.execute(db);
  await sql`
    create unlogged table young_accounts_kept (
      kol_id uuid primary key,
      twitter_created_at timestamptz not null
    )`.execute(db);
  await sql`
    create function mark_post_discount_stale() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into post_discount_stale (day) select distinct day from new_rows order by day
          on conflict (day) do update set day = excluded.day;
      elsif tg_op = 'DELETE' then
        insert into post_discount_stale (day) select distinct day from old_rows order by day
          on conflict (day) do update set day = excluded.day;
      else
        insert into post_discount_stale (day)
          select day from new_rows union select day from old_rows order by day
          on conflict (day) do update set day = excluded.day;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_discount_stale_on_insert after insert on posts
    referencing new table as new_rows for each statement execute function mark_post_discount_stale()`.execute(
    db,
  );
  await sql`
    create trigger posts_discount_stale_on_update after update on posts
    referencing old table as old_rows new table as new_rows
    for each statement execute function mark_post_discount_stale()`.execute(db);
  await sql`
    create trigger posts_discount_stale_on_delete after delete on posts
    referencing old table as old_rows for each statement execute function mark_post_discount_stale()`.execute(
    db,
  );
  await sql`
    create function forget_post_discounts_state() returns trigger language plpgsql as $$
    begin
      delete from post_discounts_state;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_forget_discounts_on_truncate after truncate on posts
    for each statement execute function forget_post_discounts_state()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger posts_forget_discounts_on_truncate on posts`.execute(db);
  await sql`drop trigger posts_discount_stale_on_delete on posts`.execute(db);
  await sql`drop trigger posts_discount_stale_on_update on posts`.execute(db);
  await sql`drop trigger posts_discount_stale_on_insert on posts`.execute(db);
  await sql`drop function forget_post_discounts_state()`.execute(db);
  await sql`drop function mark_post_discount_stale()`.execute(db);
  await sql`drop table young_accounts_kept, outlier_candidates, post_ratio_days, post_discounts_state`.execute(
    db,
  );
  await sql`drop table post_discount_stale`.execute(db);
}
