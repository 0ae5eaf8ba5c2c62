import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Methodology } from '#core/domain/methodology.ts';
import { engagementFormula, rawAttentionFormula } from '#core/domain/score-formulas.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { formulaSql } from './formula-sql.ts';
import { type DayRange, inRange, postsSource, runDiscounts, type Step, shiftDay } from './ranking-sql.ts';
import { dropLeftoverReplacement, nextName, swapInReplacement } from './table-swap.sql.ts';

type Db = Kysely<Database>;

/** The post columns the attention formulas read, over a posts alias. */
const postColumns = (p: string) =>
  Object.fromEntries(
    ['views', 'likes', 'replies', 'reposts', 'quotes', 'bookmarks'].map((c) => [c, sql.ref(`${p}.${c}`)]),
  );

/** e = Σ weight · metric (core/domain/score-formulas.ts), as SQL over a posts alias. */
export const engagementSql = (m: Methodology, p = 'p') => formulaSql(engagementFormula(m), postColumns(p));

/** A post's attention before discounts: ln(1 + views) + ln(1 + e), over posts alias p. */
export const rawSql = (m: Methodology) =>
  formulaSql(rawAttentionFormula(), { ...postColumns('p'), e: engagementSql(m) });

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
export async function rollups(
  trx: Db,
  req: RecomputeRequest,
  range: DayRange,
  step: Step,
): Promise<KeptRollups | null> {
  const m = req.methodology;
  const raw = rawSql(m);
  const kolColumns = (attention: RawBuilder<unknown>) => sql`
    p.kol_id, p.day, count(*)::int as posts, sum(p.views::float8)::bigint as views, sum(p.likes::float8)::bigint as likes,
    sum(p.replies::float8)::bigint as replies, sum(p.reposts::float8)::bigint as reposts, sum(p.quotes::float8)::bigint as quotes,
    sum(p.bookmarks::float8)::bigint as bookmarks, sum(round(${engagementSql(m)}))::bigint as engagement,
    sum(${micro(raw)})::bigint as raw_attention_micro, sum(${attention})::bigint as attention_micro`;
  if (range) {
    // A day's few posts join their discounts directly; each discounted post counts
    // micro(raw · mult), as the full run's correction below leaves it. The days'
    // stale marks go first: a write committed after this statement marks its day again.
    await sql`delete from kol_daily_stale where day between ${range.from}::date and ${range.to}::date`.execute(
      trx,
    );
    await sql`delete from kol_daily where day between ${range.from}::date and ${range.to}::date`.execute(trx);
    await sql`
      insert into kol_daily (kol_id, day, posts, views, likes, replies, reposts, quotes, bookmarks, engagement, raw_attention_micro, attention_micro)
      select ${kolColumns(micro(sql`${raw} * coalesce(d.mult, 1)`))}
      from day_posts p left join ${multipliers(range)} d on d.post_id = p.id
      where ${inRange(req, range)} group by p.day, p.kol_id`.execute(trx);
    await summarizeKolDaily(trx);
    // The cuts those rows were taken with, for the next full run (correctDiscounts). A
    // post moved here from another day keeps one cut, this day's.
    await sql`delete from post_discount_cuts where day between ${range.from}::date and ${range.to}::date`.execute(
      trx,
    );
    await sql`
      insert into post_discount_cuts (post_id, kol_id, day, mult, cut)
      select p.id, p.kol_id, p.day, d.mult, (${micro(raw)} - ${micro(sql`${raw} * d.mult`)})::bigint
      from day_posts p join ${multipliers(range)} d on d.post_id = p.id
      where ${inRange(req, range)}
      on conflict (post_id) do update set kol_id = excluded.kol_id, day = excluded.day, mult = excluded.mult, cut = excluded.cut`.execute(
      trx,
    );
    // Kept rows now run through the as-of day when they ran up to the day before the range.
    await sql`
      update kol_daily_state set through = ${req.asOf}::date
      where through >= ${range.from}::date - 1 and through < ${req.asOf}::date`.execute(trx);
    await entityRollups(trx, req, range, step, null);
    return null;
  }
  const basis = rollupBasis(m);
  const changed = await changedDays(trx, req, basis);
  let kept: KeptRollups | null = null;
  let entityDays: KeptEntityDays | null = null;
  if (changed) {
    const rewritten = await step('kol_daily, changed days only', () =>
      refreshDays(trx, req, changed, kolColumns(micro(raw))),
    );
    await step('discounted rows', () => correctDiscounts(trx, req, sql.table('kol_daily'), rewritten, step));
    kept = { rewritten };
    // The entity rows are kept on the same days as kol_daily's, when they were kept at all.
    if (await entityRowsKept(trx, basis)) entityDays = { days: changed, rewritten };
  } else {
    await rebuildKolDaily(trx, req, kolColumns(micro(raw)), step);
  }
  await sql`
    insert into kol_daily_state (id, basis, through) values (1, ${basis}, ${req.asOf}::date)
    on conflict (id) do update set basis = excluded.basis, through = excluded.through`.execute(trx);
  await entityRollups(trx, req, range, step, entityDays);
  await sql`
    insert into entity_daily_state (id, basis) values (1, ${basis})
    on conflict (id) do update set basis = excluded.basis`.execute(trx);
  await sql`drop table if exists entity_mult_moves`.execute(trx);
  return kept;
}

/**
 * What a full run that kept rollup rows changed, for the window sums to move by
 * (kol-window-sums.sql.ts): the days it re-aggregated, whose old rows are in
 * kol_daily_before, and the rows of other days whose attention a discount changed,
 * old rows and new attention in kol_daily_corrections.
 */
export interface KeptRollups {
  rewritten: string[];
}

/** What kept rollup rows were computed with: a run with other weights rebuilds them all. */
// `cuts`: rows kept from before post_discount_cuts existed have no kept cuts to go by.
const rollupBasis = (m: Methodology) => JSON.stringify({ engagementWeights: m.engagementWeights, cuts: 1 });

/**
 * The days a full run re-aggregates when it keeps the other rollup rows: the days
 * posts were written to since (kol_daily_stale) and the days after the kept rows' last
 * day, up to the as-of day. Null when nothing can be kept: no kept rows (first run, a
 * truncate, a crash), other weights, or an as-of day before the kept rows' last day.
 * The marks are taken first, so a write committed meanwhile marks its day again.
 */
async function changedDays(trx: Db, req: RecomputeRequest, basis: string): Promise<string[] | null> {
  const taken = await sql<{ day: string }>`delete from kol_daily_stale returning day::text as day`.execute(
    trx,
  );
  const state = await sql<{ basis: string; through: string; rows: boolean }>`
    select basis, through::text as through, exists (select 1 from kol_daily) as rows
    from kol_daily_state where id = 1`.execute(trx);
  const kept = state.rows[0];
  if (!kept || kept.basis !== basis || !kept.rows || kept.through > req.asOf) return null;
  const days = new Set(taken.rows.map((r) => r.day).filter((d) => d <= req.asOf));
  for (let d = shiftDay(kept.through, 1); d <= req.asOf; d = shiftDay(d, 1)) days.add(d);
  return [...days].sort();
}

/**
 * Re-aggregates the changed days into the live kol_daily; every other row stays. Rows
 * are whole-number sums, so a day summed again equals the same day summed in a rebuild.
 */
async function refreshDays(
  trx: Db,
  req: RecomputeRequest,
  days: string[],
  columns: RawBuilder<unknown>,
): Promise<string[]> {
  // The old rows, for the window sums to take out (kept sums, KeptRollups).
  await sql`drop table if exists kol_daily_before`.execute(trx);
  await sql`
    create temp table kol_daily_before on commit drop as
    select * from kol_daily where day = any(${days}::date[]) or day > ${req.asOf}::date`.execute(trx);
  const ahead = await sql<{ day: string }>`
    select distinct day::text as day from kol_daily_before where day > ${req.asOf}::date`.execute(trx);
  const rewritten = [...new Set([...days, ...ahead.rows.map((r) => r.day)])].sort();
  // Rows past the as-of day (a day run ahead of it) are no part of this run.
  await sql`delete from kol_daily where day = any(${days}::date[]) or day > ${req.asOf}::date`.execute(trx);
  if (days.length === 0) return rewritten;
  await sql`
    insert into kol_daily (kol_id, day, posts, views, likes, replies, reposts, quotes, bookmarks, engagement, raw_attention_micro, attention_micro)
    select ${columns} from posts p where p.day = any(${days}::date[]) and ${inRange(req, null)}
    group by p.day, p.kol_id`.execute(trx);
  await summarizeKolDaily(trx);
  return rewritten;
}

/**
 * Discounts touch few of all posts: their rows are corrected after the rollup instead
 * of joining every post to the discounts. A row's attention is its raw sum less the cut
 * of its discounted posts. Each post's cut is kept in post_discount_cuts as last applied
 * (migration 2026-11-24-93): on kept rows (`rewritten`: the days re-aggregated) a post
 * whose multiplier is the one its cut was taken with, on a day whose rows were kept,
 * keeps its cut without reading `posts`; only the other discounted posts are read. Only
 * rows whose sum of cuts moved are written: rows the last run cut and this one does not
 * go back to the raw sum. The changed rows, with their old values and the new attention,
 * go to kol_daily_corrections; on kept rows the rows of other days stay there for the
 * window sums to move by.
 */
async function correctDiscounts(
  trx: Db,
  req: RecomputeRequest,
  target: RawBuilder<unknown>,
  rewritten: string[] | null,
  step: Step,
) {
  const raw = rawSql(req.methodology);
  // The kept cuts that still hold: on a kept row, and (for a post) with its multiplier.
  const keptRow = (c: string) =>
    rewritten
      ? sql`${sql.ref(`${c}.day`)} <> all(${rewritten}::date[]) and ${sql.ref(`${c}.day`)} <= ${req.asOf}::date`
      : sql`false`;
  await sql`drop table if exists post_cuts, discounted`.execute(trx);
  await step('discounted: cuts', async () => {
    await sql`create temp table post_mults on commit drop as ${multipliers(null)}`.execute(trx);
    await sql`analyze post_mults`.execute(trx);
    // The posts whose cut is not kept, in id order: few on a kept run, every discounted
    // post on a rebuild. Each is fetched by its key; ids follow time, so the fetches
    // walk posts in order (3.1 s at 10M posts, where a hash join of every post took 6 s).
    await sql`
      create temp table post_fresh on commit drop as
      select m.post_id, m.mult from post_mults m
      where not exists (
        select 1 from post_discount_cuts c where c.post_id = m.post_id and c.mult = m.mult and ${keptRow('c')})
      order by m.post_id`.execute(trx);
    await sql`set local enable_hashjoin = off`.execute(trx);
    await sql`set local enable_mergejoin = off`.execute(trx);
    await sql`
      create temp table post_cuts on commit drop as
      select c.post_id, c.kol_id, c.day, c.mult, c.cut, false as fresh
      from post_mults m join post_discount_cuts c on c.post_id = m.post_id and c.mult = m.mult
      where ${keptRow('c')}
      union all
      select p.id, p.kol_id, p.day, f.mult, (${micro(raw)} - ${micro(sql`${raw} * f.mult`)})::bigint, true
      from post_fresh f join posts p on p.id = f.post_id
      where ${inRange(req, null)}`.execute(trx);
    await sql`reset enable_hashjoin`.execute(trx);
    await sql`reset enable_mergejoin`.execute(trx);
    // The (account, day) rows whose sum of cuts moved: against the kept cuts of kept
    // rows; a re-aggregated or rebuilt row holds its raw sum, no cut.
    await sql`
      create temp table discounted on commit drop as
      select coalesce(n.kol_id, o.kol_id) as kol_id, coalesce(n.day, o.day) as day, coalesce(n.cut, 0) as cut
      from (select kol_id, day, sum(cut)::bigint as cut from post_cuts group by kol_id, day) n
      full join (
        select c.kol_id, c.day, sum(c.cut)::bigint as cut from post_discount_cuts c where ${keptRow('c')}
        group by c.kol_id, c.day
      ) o on o.kol_id = n.kol_id and o.day = n.day
      where coalesce(n.cut, 0) <> coalesce(o.cut, 0)`.execute(trx);
    // On kept rows, the posts whose multiplier moved, with the one their kept rollups
    // were taken with (none: 1), for the project and narrative rows to move by
    // (moveKeptEntityDays): newly cut or cut otherwise, and no longer cut. Dropped by rollups.
    // Not a temporary table: the statement that reads it may then scan posts in parallel.
    if (rewritten) {
      await sql`drop table if exists entity_mult_moves`.execute(trx);
      await sql`
        create unlogged table entity_mult_moves as
        select n.post_id, o.mult as old_mult from post_cuts n
        left join post_discount_cuts o on o.post_id = n.post_id and ${keptRow('o')}
        where n.fresh and ${keptRow('n')}
        union all
        select o.post_id, o.mult from post_discount_cuts o
        where ${keptRow('o')} and not exists (select 1 from post_cuts n where n.post_id = o.post_id)`.execute(
        trx,
      );
    }
    // The kept cuts become this run's: the ones kept stay, the others are replaced.
    await sql`
      delete from post_discount_cuts c
      where not exists (select 1 from post_cuts n where n.post_id = c.post_id and not n.fresh)`.execute(trx);
    await sql`
      insert into post_discount_cuts (post_id, kol_id, day, mult, cut)
      select post_id, kol_id, day, mult, cut from post_cuts where fresh`.execute(trx);
    await sql`drop table post_mults, post_fresh, post_cuts`.execute(trx);
  });
  await sql`analyze discounted`.execute(trx);
  await sql`drop table if exists kol_daily_corrections`.execute(trx);
  // The moved rows are picked in one scan of the rollups with their (account, day)
  // pairs hashed beside it; joined instead, the planner hashed all 5M rollup rows at
  // 10M posts (8.6 s of the step). Their place (`at`) lets the update fetch each by
  // its address instead of scanning again. No row moved, no scan.
  // Compiling (JIT) for the scan's estimate of every row costs more than it saves.
  const moved = Number(
    (await sql<{ n: number }>`select count(*)::int as n from discounted`.execute(trx)).rows[0]?.n ?? 0,
  );
  await sql`set local jit = off`.execute(trx);
  await step('discounted: changed rows', () =>
    sql`
    create temp table kol_daily_corrections on commit drop as
    select k.*, k.raw_attention_micro - c.cut as new_attention_micro
    from (
      select k.ctid as at, k.* from ${target} k
      where ${moved > 0 ? sql`(k.kol_id, k.day) in (select kol_id, day from discounted)` : sql`false`}
      offset 0
    ) k
    join discounted c on c.kol_id = k.kol_id and c.day = k.day
    where k.attention_micro <> k.raw_attention_micro - c.cut`.execute(trx),
  );
  await step('discounted: update', () =>
    sql`
    update ${target} k set attention_micro = c.new_attention_micro
    from kol_daily_corrections c
    where k.ctid = any(array(select at from kol_daily_corrections)) and k.ctid = c.at`.execute(trx),
  );
  await sql`reset jit`.execute(trx);
  await sql`drop table discounted`.execute(trx);
  if (!rewritten) {
    await sql`drop table kol_daily_corrections`.execute(trx);
    return;
  }
  // The re-aggregated days count whole (their old rows are in kol_daily_before).
  await sql`delete from kol_daily_corrections where day = any(${rewritten}::date[])`.execute(trx);
}

/**
 * The block ranges of kol_daily rows written since the last summary, summarized. Rows a
 * run writes go to the end of the table, in ranges the day index knows nothing about
 * until a vacuum (which a table of millions of rows rarely gets): every read of a day
 * through the index then read all of them as well (12,600 pages a day at 10M posts,
 * after a few day runs, where a day's rows fill 1,000). The summary reads only the new
 * ranges, once.
 */
async function summarizeKolDaily(trx: Db) {
  await sql`select brin_summarize_new_values(${KOL_DAILY_INDEX}::regclass)`.execute(trx);
}

/** kol_daily built anew beside the live one from every post, then swapped in. */
async function rebuildKolDaily(trx: Db, req: RecomputeRequest, columns: RawBuilder<unknown>, step: Step) {
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
      select ${columns} from posts p where ${inRange(req, null)} group by p.day, p.kol_id`.execute(trx),
  );
  await sql`reset enable_hashagg`.execute(trx);
  // Rows are written in day order, so a block range index finds a day's rows. Built
  // before the discount correction: an index built after updates of its table in the
  // same transaction is marked usable only by transactions newer than every snapshot
  // open at its build (pg_index.indcheckxmin), and one idle transaction anywhere on the
  // server then hid it from the day runs, which scanned all of kol_daily (1 s a
  // statement at 10M posts, three statements a run).
  await sql`create index ${sql.ref(nextName(KOL_DAILY_INDEX))} on ${target} using brin (day)`.execute(trx);
  await step('discounted rows', () => correctDiscounts(trx, req, target, null, step));

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
  await swapInReplacement(trx, 'kol_daily', [KOL_DAILY_INDEX]);
  // Statistics of the new table, or the day runs' range deletes scan all of it.
  await sql`analyze kol_daily`.execute(trx);
}

/**
 * The days whose entity rows a full run keeps: it re-aggregates `days` (every one up to
 * the as-of day) and drops the rows of `rewritten` (those and any past the as-of day),
 * as for kol_daily (refreshDays).
 */
interface KeptEntityDays {
  days: string[];
  rewritten: string[];
}

/** Whether entity_daily holds rows kept with this basis (else a full run builds them all). */
async function entityRowsKept(trx: Db, basis: string): Promise<boolean> {
  const r = await sql<{ basis: string }>`select basis from entity_daily_state where id = 1`.execute(trx);
  return r.rows[0]?.basis === basis;
}

/**
 * A post's credibility-weighted attention in micro-units, as the project and narrative
 * rollups count it, with the multiplier and credibility given: the same expression for
 * the rows built and for the rows moved, so a kept row equals a rebuilt one exactly.
 */
const entityAttention = (m: Methodology, mult: RawBuilder<unknown>, credibility: RawBuilder<unknown>) =>
  micro(sql`${rawSql(m)} * coalesce(${mult}, 1) * coalesce(${credibility}, 1)`);

/** Posts that count for the entity rollups: those with a project or narrative. */
const mentions = sql`(cardinality(p.project_ids) > 0 or cardinality(p.narrative_ids) > 0)`;

/**
 * Project and narrative rollups, per day in entity_daily: one row per (entity, day, set
 * of the posts' narratives), read from the copies of the mentions each post carries (no
 * join of millions of link rows). Project and narrative ids are random UUIDs from
 * different tables, so one grouping by id serves both; project_daily and narrative_daily
 * take the ids they know, and a full run reads each project's share of its narratives
 * off the narrative sets. A day run rewrites its days' rows. A full run with `kept` days
 * re-aggregates only the changed days and moves the other days' rows by the posts whose
 * author's credibility or whose discount changed (moveKeptEntityDays); otherwise it
 * aggregates every post.
 */
async function entityRollups(
  trx: Db,
  req: RecomputeRequest,
  range: DayRange,
  step: Step,
  kept: KeptEntityDays | null,
) {
  const m = req.methodology;
  const columns = (attention: RawBuilder<unknown>) => sql`
    select x.id, x.day, x.narrative_ids, count(*)::int as posts, sum(x.views::float8)::bigint as views,
      sum(x.attention)::bigint as attention_micro
    from (
      select unnest(p.project_ids || p.narrative_ids) as id, p.day, p.narrative_ids, p.views, ${attention} as attention`;
  const grouped = sql`) x group by x.id, x.day, x.narrative_ids`;
  if (kept) {
    await step('projects and narratives: changed days', async () => {
      await sql`
        delete from entity_daily where day = any(${kept.rewritten}::date[]) or day > ${req.asOf}::date`.execute(
        trx,
      );
      if (kept.days.length === 0) return;
      // The run's multipliers of these days' posts are its kept cuts (correctDiscounts).
      await sql`
        insert into entity_daily (id, day, narrative_ids, posts, views, attention_micro)
        ${columns(entityAttention(m, sql`c.mult`, sql`k.credibility`))}
        from posts p
        join kols k on k.id = p.kol_id
        left join post_discount_cuts c on c.post_id = p.id
        where p.day = any(${kept.days}::date[]) and ${inRange(req, null)} and ${mentions}
        ${grouped}`.execute(trx);
    });
    await step('projects and narratives: kept days moved', () =>
      moveKeptEntityDays(trx, req, kept.rewritten),
    );
  } else {
    // unnest in the select list (a ProjectSet, parallel) rather than a lateral join per post.
    await sql`drop table if exists entity_rollup`.execute(trx);
    await step('projects and narratives', () =>
      sql`
        create temp table entity_rollup on commit drop as
        ${columns(entityAttention(m, sql`d.mult`, sql`k.credibility`))}
        from ${postsSource(range)} p
        join kols k on k.id = p.kol_id
        left join ${multipliers(range)} d on d.post_id = p.id
        where ${inRange(req, range)} and ${mentions}
        ${grouped}`.execute(trx),
    );
    if (range) {
      await sql`delete from entity_daily where day between ${range.from}::date and ${range.to}::date`.execute(
        trx,
      );
    } else {
      await sql`delete from entity_daily`.execute(trx);
    }
    await sql`insert into entity_daily select * from entity_rollup`.execute(trx);
    await sql`drop table entity_rollup`.execute(trx);
  }
  for (const [table, column, entities] of [
    ['project_daily', 'project_id', 'projects'],
    ['narrative_daily', 'narrative_id', 'narratives'],
  ] as const) {
    const days = range ? sql`day between ${range.from}::date and ${range.to}::date` : sql`true`;
    await sql`delete from ${sql.table(table)} where ${days}`.execute(trx);
    await sql`
      insert into ${sql.table(table)} (${sql.ref(column)}, day, posts, views, attention_micro)
      select r.id, r.day, sum(r.posts)::int, sum(r.views)::bigint, sum(r.attention_micro)::bigint
      from entity_daily r
      where ${days} and exists (select 1 from ${sql.table(entities)} e where e.id = r.id)
      group by r.id, r.day`.execute(trx);
  }
  if (!range) await step('project shares', () => projectShares(trx, req));
}

/**
 * The kept days' entity rows moved by what changed since they were counted: the posts
 * of authors whose credibility this run changed (the credibility before it is in
 * kol_credibility_before, snapshotCredibility) and the posts whose discount multiplier
 * moved (entity_mult_moves, correctDiscounts). Each such post adds its attention now less
 * its attention then, both in whole micro-units, so the moved row equals a row counted
 * afresh. Credibility is written only by a full run's follow step, so every kept row was
 * counted with the credibility before this run. Nothing moved, nothing read.
 */
async function moveKeptEntityDays(trx: Db, req: RecomputeRequest, rewritten: string[]) {
  const m = req.methodology;
  // The moves are plain (unlogged) tables, dropped by the run, not temporary ones: parallel
  // workers cannot read a temporary table, and with one in it the statement below read
  // all of posts in one process.
  await sql`drop table if exists entity_credibility_moves`.execute(trx);
  await sql`
    create unlogged table entity_credibility_moves as
    select k.id, b.credibility as before from kols k join kol_credibility_before b on b.id = k.id
    where k.credibility is distinct from b.credibility`.execute(trx);
  const counts = (
    await sql<{ kols: number; posts: number }>`
      select (select count(*)::int from entity_credibility_moves) as kols,
        (select count(*)::int from entity_mult_moves) as posts`.execute(trx)
  ).rows[0];
  if (Number(counts?.kols ?? 0) + Number(counts?.posts ?? 0) === 0) {
    await sql`drop table entity_credibility_moves`.execute(trx);
    return;
  }
  await sql`analyze entity_credibility_moves`.execute(trx);
  await sql`analyze entity_mult_moves`.execute(trx);
  const multThen = sql`case when mv.post_id is null then c.mult else mv.old_mult end`;
  const credibilityThen = sql`case when cm.id is null then k.credibility else cm.before end`;
  await sql`drop table if exists entity_moves`.execute(trx);
  await sql`
    create temp table entity_moves on commit drop as
    select x.id, x.day, x.narrative_ids, sum(x.delta)::bigint as delta
    from (
      select unnest(p.project_ids || p.narrative_ids) as id, p.day, p.narrative_ids,
        ${entityAttention(m, sql`c.mult`, sql`k.credibility`)} - ${entityAttention(m, multThen, credibilityThen)} as delta
      from (
        select p.* from posts p where p.kol_id in (select id from entity_credibility_moves)
        union all
        select p.* from entity_mult_moves mv join posts p on p.id = mv.post_id
        where not exists (select 1 from entity_credibility_moves cm where cm.id = p.kol_id)
      ) p
      join kols k on k.id = p.kol_id
      left join entity_credibility_moves cm on cm.id = p.kol_id
      left join post_discount_cuts c on c.post_id = p.id
      left join entity_mult_moves mv on mv.post_id = p.id
      where p.day <= ${req.asOf}::date and p.day <> all(${rewritten}::date[]) and ${mentions}
    ) x
    group by x.id, x.day, x.narrative_ids
    having sum(x.delta) <> 0`.execute(trx);
  await sql`
    update entity_daily e set attention_micro = e.attention_micro + v.delta
    from entity_moves v
    where e.day = v.day and e.id = v.id and e.narrative_ids = v.narrative_ids`.execute(trx);
  await sql`drop table entity_moves, entity_credibility_moves`.execute(trx);
}

/**
 * Each KOL's credibility before a full run's follow step rewrites it, for the kept
 * project and narrative rows to move by (moveKeptEntityDays).
 */
export async function snapshotCredibility(trx: Db) {
  await sql`drop table if exists kol_credibility_before`.execute(trx);
  await sql`create temp table kol_credibility_before on commit drop as select id, credibility from kols`.execute(
    trx,
  );
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
        from entity_daily r cross join unnest(r.narrative_ids) as n(id)
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
