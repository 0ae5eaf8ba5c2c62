import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Methodology } from '#core/domain/methodology.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import {
  type DayRange,
  float8,
  inRange,
  postsSource,
  runDiscounts,
  type Step,
  shiftDay,
} from './ranking-sql.ts';
import { dropLeftoverReplacement, nextName, swapInReplacement } from './table-swap.sql.ts';

type Db = Kysely<Database>;

const f = float8;

/** e = Σ weight · metric, as SQL over a posts alias. */
export const engagementSql = (m: Methodology, p = 'p') => {
  const w = m.engagementWeights;
  const c = (col: string) => sql.ref(`${p}.${col}`);
  return sql`(${c('likes')} * ${f(w.likes)} + ${c('replies')} * ${f(w.replies)} + ${c('reposts')} * ${f(w.reposts)} + ${c('quotes')} * ${f(w.quotes)} + ${c('bookmarks')} * ${f(w.bookmarks)})`;
};

/** A post's attention before discounts: ln(1 + views) + ln(1 + e). */
const rawSql = (m: Methodology) => sql`(ln(1 + p.views) + ln(1 + ${engagementSql(m)}))`;

/**
 * Attention is counted per post in whole micro-units. Summed as float8 the sums stay
 * exact (whole numbers far below 2^53) and so do not depend on the order a parallel
 * plan adds them in; float8 because a bigint sum goes through numeric, twice as slow.
 */
const micro = (value: ReturnType<typeof sql>) => sql`round(${value} * 1e6::float8)`;

/**
 * A day run's working copy of the posts of its days and the hours either side that
 * near-duplicates look across, read from the heap once and in order. Read through
 * the day index instead, each of the run's statements paid a random heap read per
 * post (0.5 s per statement at 111k posts a day).
 */
export async function loadDayPosts(
  trx: Db,
  req: RecomputeRequest,
  range: NonNullable<DayRange>,
): Promise<void> {
  const hours = sql`make_interval(hours => ${req.methodology.discounts.nearDuplicate.windowHours}::int)`;
  const midnight = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
  await sql`drop table if exists day_posts`.execute(trx);
  await sql`set local enable_indexscan = off`.execute(trx);
  await sql`
    create temp table day_posts on commit drop as
    select id, kol_id, created_at, day, text_hash, text_len, views, likes, replies, reposts, quotes, bookmarks,
      project_ids, narrative_ids
    -- offset 0 keeps the time bounds out of the scan: the planner otherwise also reads
    -- all of posts_text_hash_idx for them (created_at is its second column).
    from (select * from posts where day between ${shiftDay(range.from, -1)}::date and ${shiftDay(range.to, 1)}::date offset 0) p
    where created_at >= ${midnight(range.from)} - ${hours}
      and created_at < ${midnight(shiftDay(range.to, 1))} + ${hours}`.execute(trx);
  await sql`reset enable_indexscan`.execute(trx);
  // The row count and the columns its joins and groupings use: all 14 columns (the
  // mention arrays among them) took three times as long.
  await sql`analyze day_posts (id, kol_id, day, text_hash)`.execute(trx);
}

/**
 * Each discounted post's combined multiplier (discounts multiply), from the
 * discounts of the posts the run judged: exactly the posts its rollups rewrite.
 */
const multipliers = (range: DayRange) =>
  sql`(select post_id, exp(sum(ln(multiplier))) as mult from ${runDiscounts(range)} group by post_id)`;

const KOL_DAILY_INDEX = 'kol_daily_day_idx';

/**
 * Daily rollups per KOL, project and narrative. A full run builds kol_daily anew
 * beside the live one (one parallel, index-ordered aggregation of every post) and
 * swaps it in; a day run replaces the rows of its days.
 */
export async function rollups(trx: Db, req: RecomputeRequest, range: DayRange, step: Step): Promise<void> {
  const m = req.methodology;
  const raw = rawSql(m);
  const kolColumns = (attention: RawBuilder<unknown>) => sql`
    p.kol_id, p.day, count(*)::int as posts, sum(p.views::float8)::bigint as views, sum(p.likes::float8)::bigint as likes,
    sum(p.replies::float8)::bigint as replies, sum(p.reposts::float8)::bigint as reposts, sum(p.quotes::float8)::bigint as quotes,
    sum(p.bookmarks::float8)::bigint as bookmarks, sum(round(${engagementSql(m)}))::bigint as engagement,
    sum(${micro(raw)})::bigint as raw_attention_micro, sum(${attention})::bigint as attention_micro`;
  if (range) {
    // A day's few posts join their discounts directly; each discounted post counts
    // micro(raw · mult), as the full run's correction below leaves it.
    await sql`delete from kol_daily where day between ${range.from}::date and ${range.to}::date`.execute(trx);
    await sql`
      insert into kol_daily (kol_id, day, posts, views, likes, replies, reposts, quotes, bookmarks, engagement, raw_attention_micro, attention_micro)
      select ${kolColumns(micro(sql`${raw} * coalesce(d.mult, 1)`))}
      from day_posts p left join ${multipliers(range)} d on d.post_id = p.id
      where ${inRange(req, range)} group by p.day, p.kol_id`.execute(trx);
    await entityRollups(trx, req, range, step);
    return;
  }
  const target = sql.table(nextName('kol_daily'));
  await dropLeftoverReplacement(trx, 'kol_daily');
  // Reading posts_day_idx in order, each worker groups as it streams; the planner's
  // guess of far fewer (account, day) groups than there are (5M at 10M posts) makes it
  // pick a hash aggregate that spills to disk and takes twice as long.
  await sql`set local enable_hashagg = off`.execute(trx);
  // A plain create … as select may run in parallel; an insert … select never does.
  // Pages are left a tenth empty so the discount correction below rewrites each row
  // in its page: moved to the end of the table, old days' rows widened every block
  // range of the day index there to all days, and each day run read them all.
  await step('kol_daily', () =>
    sql`
      create unlogged table ${target} with (fillfactor = 90) as
      select ${kolColumns(micro(raw))} from posts p where ${inRange(req, null)} group by p.day, p.kol_id`.execute(
      trx,
    ),
  );
  await sql`reset enable_hashagg`.execute(trx);

  // Discounts touch few of all posts: their rows are corrected afterwards instead of
  // joining every post to the discounts.
  await sql`drop table if exists discounted`.execute(trx);
  await sql`
    create temp table discounted on commit drop as
    select p.id, p.kol_id, p.day, ${micro(raw)} - ${micro(sql`${raw} * d.mult`)} as cut
    from ${multipliers(null)} d join posts p on p.id = d.post_id
    where ${inRange(req, null)}`.execute(trx);
  await step('discounted rows', () =>
    sql`
    update ${target} k set attention_micro = k.attention_micro - c.cut
    from (select kol_id, day, sum(cut)::bigint as cut from discounted group by kol_id, day) c
    where k.kol_id = c.kol_id and k.day = c.day`.execute(trx),
  );
  await sql`drop table discounted`.execute(trx);

  await sql`alter table ${target} ${sql.join(
    [
      'kol_id',
      'day',
      'posts',
      'views',
      'likes',
      'replies',
      'reposts',
      'quotes',
      'bookmarks',
      'engagement',
      'raw_attention_micro',
      'attention_micro',
    ].map((c) => sql`alter column ${sql.ref(c)} set not null`),
  )}`.execute(trx);
  // Rows are written in day order, so a block range index finds a day's rows.
  await sql`create index ${sql.ref(nextName(KOL_DAILY_INDEX))} on ${target} using brin (day)`.execute(trx);
  await swapInReplacement(trx, 'kol_daily', [KOL_DAILY_INDEX]);
  // Statistics of the new table, or the day runs' range deletes scan all of it.
  await sql`analyze kol_daily`.execute(trx);

  await entityRollups(trx, req, range, step);
}

/**
 * Project and narrative rollups from one pass over the posts with mentions, reading
 * the copies of the mentions each post carries (no join of millions of link rows).
 * Project and narrative ids are random UUIDs from different tables, so one grouping
 * by id serves both; each table takes the ids it knows. Grouped by the post's set of
 * narratives too, so a full run reads each project's share of its narratives off the
 * same pass.
 */
async function entityRollups(trx: Db, req: RecomputeRequest, range: DayRange, step: Step) {
  const m = req.methodology;
  const weighted = micro(sql`${rawSql(m)} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)`);
  // unnest in the select list (a ProjectSet, parallel) rather than a lateral join per post.
  await sql`drop table if exists entity_rollup`.execute(trx);
  await step('projects and narratives', () =>
    sql`
      create temp table entity_rollup on commit drop as
      select x.id, x.day, x.narrative_ids, count(*)::int as posts, sum(x.views::float8)::bigint as views,
        sum(x.attention)::bigint as attention_micro
      from (
        select unnest(p.project_ids || p.narrative_ids) as id, p.day, p.narrative_ids, p.views, ${weighted} as attention
        from ${postsSource(range)} p
        join kols k on k.id = p.kol_id
        left join ${multipliers(range)} d on d.post_id = p.id
        where ${inRange(req, range)} and (cardinality(p.project_ids) > 0 or cardinality(p.narrative_ids) > 0)
      ) x
      group by x.id, x.day, x.narrative_ids`.execute(trx),
  );
  for (const [table, column, entities] of [
    ['project_daily', 'project_id', 'projects'],
    ['narrative_daily', 'narrative_id', 'narratives'],
  ] as const) {
    if (range) {
      await sql`delete from ${sql.table(table)} where day between ${range.from}::date and ${range.to}::date`.execute(
        trx,
      );
    } else {
      await sql`delete from ${sql.table(table)}`.execute(trx);
    }
    await sql`
      insert into ${sql.table(table)} (${sql.ref(column)}, day, posts, views, attention_micro)
      select r.id, r.day, sum(r.posts)::int, sum(r.views)::bigint, sum(r.attention_micro)::bigint
      from entity_rollup r
      where exists (select 1 from ${sql.table(entities)} e where e.id = r.id)
      group by r.id, r.day`.execute(trx);
  }
  if (!range) await step('project shares', () => projectShares(trx, req));
  await sql`drop table entity_rollup`.execute(trx);
}

/** The project's share of each of its narratives, over the narrative window (full runs). */
async function projectShares(trx: Db, req: RecomputeRequest) {
  const days = sql`${req.methodology.narrativeWindowDays}::int`;
  await sql`
    update project_narratives pn set project_mindshare_percent = coalesce(x.pct, 0)
    from project_narratives base
    left join (
      select s.project_id, s.narrative_id,
        round((s.attention_micro / nullif(tot.att, 0) * 100)::numeric, 4)::float8 as pct
      from (
        select r.id as project_id, n.id as narrative_id, sum(r.attention_micro)::float8 as attention_micro
        from entity_rollup r cross join unnest(r.narrative_ids) as n(id)
        where r.day > ${req.asOf}::date - ${days} and r.day <= ${req.asOf}::date
          and exists (select 1 from projects e where e.id = r.id)
        group by r.id, n.id
      ) s
      join (
        select narrative_id, sum(attention_micro)::float8 as att from narrative_daily
        where day > ${req.asOf}::date - ${days} and day <= ${req.asOf}::date group by narrative_id
      ) tot on tot.narrative_id = s.narrative_id
    ) x on x.project_id = base.project_id and x.narrative_id = base.narrative_id
    where pn.project_id = base.project_id and pn.narrative_id = base.narrative_id`.execute(trx);
}
