import { type Kysely, sql } from 'kysely';

// Frozen copy of the engine's window-sum columns (kol-window-sums.sql.ts) at this migration.
const SUM_COLUMNS = [
  'life_posts',
  'life_views',
  'life_likes',
  'life_replies',
  'life_reposts',
  'recent_posts',
  'recent_views',
  'recent_likes',
  'recent_conversation',
  'recent_engagement',
  'recent_raw_micro',
  'recent_attention_micro',
  'recent_active_days',
  'e7',
  'e7_prev',
  'likes7',
  'posts7',
  'likes7_prev',
  'posts7_prev',
  ...[7, 30, 90].flatMap((w) => [`cur_${w}`, `prev_${w}`, `views_${w}`, `posts_${w}`, `n_${w}`]),
];

/**
 * Rankings engine v2. Attention is summed in whole micro-units (bigint), so every
 * rollup and window sum is exact: sums no longer depend on the order rows are
 * added (parallel plans) and sums kept up to date by adding and subtracting days
 * equal a fresh sum. Per-KOL window sums get a table of their own, kept by the
 * day run and rebuilt beside the live one each run (so no foreign key: readers join
 * kols); KOL windows are no longer written row by row into mindshare_windows.
 * kol_daily is rebuilt whole by a full run and swapped in, so it has a BRIN index
 * on day (its rows are written in day order) instead of a primary key. A post
 * carries copies of its mentions (project_ids, narrative_ids, written when they are
 * derived, once, at ingestion): the engine rolls up per project and narrative in one
 * pass over posts instead of joining millions of link rows. Derived data is
 * emptied: the next recompute is a full one. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table posts add column project_ids uuid[] not null default '{}',
      add column narrative_ids uuid[] not null default '{}'`.execute(db);
  await sql`
    update posts p set project_ids = x.ids
    from (select post_id, array_agg(project_id order by project_id) as ids from post_projects group by post_id) x
    where p.id = x.post_id`.execute(db);
  await sql`
    update posts p set narrative_ids = x.ids
    from (select post_id, array_agg(narrative_id order by narrative_id) as ids from post_narratives group by post_id) x
    where p.id = x.post_id`.execute(db);
  await sql`truncate kol_daily, project_daily, narrative_daily, mindshare_windows, post_discounts`.execute(
    db,
  );
  await sql`alter table kol_daily drop constraint kol_daily_pk`.execute(db);
  await sql`alter table kol_daily alter column raw_attention type bigint, alter column attention type bigint`.execute(
    db,
  );
  await sql`alter table kol_daily rename column raw_attention to raw_attention_micro`.execute(db);
  await sql`alter table kol_daily rename column attention to attention_micro`.execute(db);
  await sql`create index kol_daily_day_idx on kol_daily using brin (day)`.execute(db);
  for (const t of ['project_daily', 'narrative_daily']) {
    await sql`alter table ${sql.table(t)} alter column attention type bigint`.execute(db);
    await sql`alter table ${sql.table(t)} rename column attention to attention_micro`.execute(db);
  }
  await sql`
    create unlogged table kol_window_sums (
      kol_id uuid primary key,
      ${sql.join(SUM_COLUMNS.map((c) => sql`${sql.ref(c)} bigint not null default 0`))}
    )`.execute(db);
  await sql`
    create unlogged table kol_window_totals (
      window_days integer primary key,
      cur double precision not null,
      prev double precision not null
    )`.execute(db);
  // The day the sums are as of and the definition they were summed with: a day run
  // adds and subtracts days only onto sums of the same definition.
  await sql`alter table ranking_state add column sums_as_of date, add column sums_definition text`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table posts drop column project_ids, drop column narrative_ids`.execute(db);
  await sql`alter table ranking_state drop column sums_as_of, drop column sums_definition`.execute(db);
  await sql`drop table kol_window_totals, kol_window_sums`.execute(db);
  await sql`truncate kol_daily, project_daily, narrative_daily, mindshare_windows, post_discounts`.execute(
    db,
  );
  for (const t of ['project_daily', 'narrative_daily']) {
    await sql`alter table ${sql.table(t)} rename column attention_micro to attention`.execute(db);
    await sql`alter table ${sql.table(t)} alter column attention type double precision`.execute(db);
  }
  await sql`drop index kol_daily_day_idx`.execute(db);
  await sql`alter table kol_daily rename column raw_attention_micro to raw_attention`.execute(db);
  await sql`alter table kol_daily rename column attention_micro to attention`.execute(db);
  await sql`alter table kol_daily alter column raw_attention type double precision, alter column attention type double precision`.execute(
    db,
  );
  await sql`alter table kol_daily add constraint kol_daily_pk primary key (day, kol_id)`.execute(db);
  // The foreign key of post_discounts is dropped (and restored) by migration 17.
}
