import { type Kysely, sql } from 'kysely';
import type { Methodology } from '#core/domain/methodology.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { engagementSql } from './ranking-rollups.sql.ts';
import { float8, shiftDay } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * A full run's discounts kept between full runs (migration 2026-11-28-50,
 * docs/methodology.md "Work in proportion to change"): the kinds judged per post
 * (near duplicates, engagement outliers, young accounts) stay on the posts whose inputs
 * did not change; the run judges again the posts of the days written since (marked in
 * post_discount_stale), the posts sharing a text with them, the accounts whose creation
 * time moved, and every outlier against the new population.
 */
export const KEPT_KINDS = ['near_duplicate', 'engagement_outlier', 'young_account'] as const;

/** What kept discounts were judged with: other parameters judge every post again. */
const basisOf = (m: Methodology) =>
  JSON.stringify({
    engagementWeights: m.engagementWeights,
    nearDuplicate: m.discounts.nearDuplicate,
    engagementOutlier: m.discounts.engagementOutlier,
    youngAccount: m.discounts.youngAccount,
  });

export interface KeptDiscounts {
  /** The days whose posts are judged again, in order; null when every post is. */
  changed: string[] | null;
  /** Of those, the days a write marked (the others only entered the judged range). */
  marked: string[];
  /** The floor of the kept outlier candidates (null: none kept). */
  floor: number | null;
}

/**
 * Takes the marks and says what the run keeps. Marks first: the delete waits for the
 * writes that marked a day (their upsert holds the mark until they commit) and a later
 * write marks again. Nothing is kept on a first run, after a crash or a truncate, with
 * other parameters, for an earlier as-of day (posts past it would keep their discounts),
 * a month or more after the last full run, or when an overturned appeal the last run
 * left out is gone (its discount comes back, and only judging every post finds it).
 */
export async function takeKept(trx: Db, req: RecomputeRequest): Promise<KeptDiscounts> {
  const marked = (
    await sql<{ day: string }>`delete from post_discount_stale returning day::text as day`.execute(trx)
  ).rows.map((r) => r.day);
  const state = (
    await sql<{
      basis: string;
      as_of: string;
      ratio_floor: number | null;
      overturned: number;
      applied: number;
    }>`
      select s.basis, s.as_of::text as as_of, s.ratio_floor, s.overturned,
        (select count(*)::int from discount_appeals where status = 'overturned' and applied_at is not null) as applied
      from post_discounts_state s where s.id = 1`.execute(trx)
  ).rows[0];
  const m = req.methodology;
  if (
    !m.discounts.enabled ||
    !state ||
    state.basis !== basisOf(m) ||
    state.as_of > req.asOf ||
    daysBetween(state.as_of, req.asOf) > MAX_KEPT_DAYS ||
    Number(state.applied) < Number(state.overturned)
  )
    return { changed: null, marked, floor: null };
  // The days the as-of day moved over: their posts enter the judged range (and the day
  // after the as-of day, which near-duplicates count).
  const days = new Set(marked);
  for (let d = shiftDay(state.as_of, 1); d <= shiftDay(req.asOf, 1); d = shiftDay(d, 1)) days.add(d);
  return {
    changed: [...days].sort(),
    marked,
    floor: state.ratio_floor === null ? null : Number(state.ratio_floor),
  };
}

const MAX_KEPT_DAYS = 30;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** What the next full run keeps from this one. */
export async function storeKept(trx: Db, req: RecomputeRequest, floor: number | null): Promise<void> {
  if (!req.methodology.discounts.enabled) {
    await sql`delete from post_discounts_state`.execute(trx);
    return;
  }
  await sql`
    insert into post_discounts_state (id, basis, as_of, ratio_floor, overturned)
    values (1, ${basisOf(req.methodology)}, ${req.asOf}::date, ${floor}::float8,
      (select count(*)::int from discount_appeals where status = 'overturned'))
    on conflict (id) do update set basis = excluded.basis, as_of = excluded.as_of,
      ratio_floor = excluded.ratio_floor, overturned = excluded.overturned`.execute(trx);
}

/** ln((e + 1) / (views + 1)) of post p: the engagement/views ratio the population is of. */
export const ratioSql = (m: Methodology) => sql`ln((${engagementSql(m)} + 1) / (p.views + 1))`;

/**
 * The population's mean and standard deviation (population, not sample) of the ratio
 * over the posts of the last 90 days with enough views, summed per day exactly: each
 * ratio x as a whole number of 10⁻¹⁵ (q = round(x · 10¹⁵), |q| < 2⁵⁶ for any ratio of
 * whole counts below 10¹⁵), Σq and Σq² as sums of whole numbers (q² in three parts of at
 * most 62 bits, q = hi · 2³¹ + lo; PostgreSQL adds int8 in 128 bits). The days kept and
 * the days summed again then add up to what summing every post gives, in any order; float8
 * sums depend on the order a parallel plan adds them in. Only the changed days are summed
 * again (all of the window's days without kept sums). Through numeric per post the same
 * sums took four times as long (33 s against 7.5 s at 10M posts, bench/RESULTS.md).
 */
export async function population(
  trx: Db,
  req: RecomputeRequest,
  changed: string[] | null,
): Promise<{ mean: number; stddev: number }> {
  const m = req.methodology;
  const window = sql`p.day > ${req.asOf}::date - 90`;
  const days = changed ? sql`p.day = any(${changed}::date[]) and ${window}` : window;
  await sql`delete from post_ratio_days ${changed ? sql`where day = any(${changed}::date[])` : sql``}`.execute(
    trx,
  );
  const hi = sql`(q >> 31)`;
  const lo = sql`(q & 2147483647)`;
  // Through a temporary table: a plain select may scan posts in parallel, an insert never does.
  await sql`drop table if exists ratio_days`.execute(trx);
  await sql`
    create temp table ratio_days on commit drop as
    select day, count(*) as n, sum(q) as s, sum(${hi} * ${hi}) as hh, sum(${hi} * ${lo}) as hl, sum(${lo} * ${lo}) as ll
    from (select p.day, round((${ratioSql(m)}) * 1e15::float8)::int8 as q from posts p
      where ${days} and p.views >= ${m.discounts.engagementOutlier.minViews}::int) r
    group by day`.execute(trx);
  await sql`
    insert into post_ratio_days (day, n, s, ss)
    select day, n, s, hh * 4611686018427387904::numeric + 2 * hl * 2147483648::numeric + ll from ratio_days`.execute(
    trx,
  );
  await sql`drop table ratio_days`.execute(trx);
  // mean = Σq / (n · 10¹⁵) and var = (n·Σq² − (Σq)²) / (n² · 10³⁰), divided as whole
  // numbers scaled far past float8's digits, then shifted back exactly (a product by a
  // power of ten), so the float8 is the exact quotient rounded once.
  const r = (
    await sql<{ mean: number; stddev: number }>`
      select case when n > 0 then (trunc(s * 1e20 / n) * 1e-35)::float8 else 0 end as mean,
        case when n > 0 then sqrt(trunc(greatest(n * ss - s * s, 0) * 1e40 / (n * n)) * 1e-70)::float8 else 0 end as stddev
      from (
        select sum(n)::numeric as n, sum(s) as s, sum(ss) as ss from post_ratio_days
        where day > ${req.asOf}::date - 90 and day <= ${req.asOf}::date
      ) t`.execute(trx)
  ).rows[0];
  return { mean: Number(r?.mean ?? 0), stddev: Number(r?.stddev ?? 0) };
}

/**
 * Engagement outliers: the posts whose ratio is more than zScore deviations above the
 * population's mean. Judged over the kept candidates (every post whose ratio reaches the
 * floor, refreshed on the changed days) while the floor lies below this run's threshold;
 * otherwise every post is read again and the floor set half a deviation below the
 * threshold, room for the population to move over many runs. The comparison and the
 * detail are the day run's (ranking-discounts.sql.ts), on the same float8 ratio.
 * Returns the floor kept.
 */
export async function outliers(
  trx: Db,
  req: RecomputeRequest,
  kept: KeptDiscounts,
  stats: { mean: number; stddev: number },
): Promise<number | null> {
  const m = req.methodology;
  const eo = m.discounts.engagementOutlier;
  const { mean, stddev } = stats;
  const threshold = mean + eo.zScore * stddev;
  // Room for rounding: a post above the threshold by the division's test is above this bound.
  const bound = threshold - 1e-9 * (1 + Math.abs(mean) + Math.abs(eo.zScore * stddev));
  let floor = kept.floor;
  if (stddev > 0 && kept.changed && floor !== null && floor <= bound) {
    await sql`delete from outlier_candidates where day = any(${kept.changed}::date[])`.execute(trx);
    await sql`
      insert into outlier_candidates (post_id, day, ratio)
      select p.id, p.day, ${ratioSql(m)} from posts p
      where p.day = any(${kept.changed}::date[]) and p.views >= ${eo.minViews}::int
        and ${ratioSql(m)} >= ${floor}::float8`.execute(trx);
  } else {
    await sql`delete from outlier_candidates`.execute(trx);
    floor = stddev > 0 ? mean + (eo.zScore - 0.5) * stddev : null;
    if (floor !== null) {
      // Selected into a temporary table first: that select may scan posts in parallel.
      await sql`drop table if exists candidates`.execute(trx);
      await sql`
        create temp table candidates on commit drop as
        select p.id, p.day, ${ratioSql(m)} as ratio from posts p
        where p.views >= ${eo.minViews}::int and ${ratioSql(m)} >= ${floor}::float8`.execute(trx);
      await sql`insert into outlier_candidates (post_id, day, ratio) select id, day, ratio from candidates`.execute(
        trx,
      );
      await sql`drop table candidates`.execute(trx);
    }
  }
  await sql`delete from post_discounts where kind = 'engagement_outlier'`.execute(trx);
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select post_id, 'engagement_outlier', ${float8(eo.multiplier)},
      'engagement/views ratio ' || round(((ratio - ${mean}::float8) / ${stddev}::float8)::numeric, 1)
        || ' standard deviations above the population'
    from outlier_candidates
    where day <= ${req.asOf}::date and ${stddev}::float8 > 0
      and (ratio - ${mean}::float8) / ${stddev}::float8 > ${float8(eo.zScore)}`.execute(trx);
  return floor;
}

/** The accounts that can have a young post: created less than the young span (and a day) before the first post. */
const youngAccounts = (m: Methodology) => sql`
  select id, twitter_created_at from kols
  where twitter_created_at > (select min(day) from posts) - make_interval(days => ${m.discounts.youngAccount.days + 1}::int)`;

const youngAge = sql`floor(extract(epoch from p.created_at - k.twitter_created_at) / 86400)::int`;
const youngWhen = (m: Methodology) =>
  sql`p.created_at < k.twitter_created_at + make_interval(days => ${m.discounts.youngAccount.days}::int)`;
const youngRow = (m: Methodology) =>
  sql`p.id, 'young_account', ${float8(m.discounts.youngAccount.multiplier)}, 'account was ' || ${youngAge} || ' days old when posting'`;

/**
 * Young accounts on a run that keeps them: a post's discount depends on its time and its
 * account's creation time only, so the posts of the changed days are judged again, and
 * every post of an account that entered, left or changed in the accounts that can have a
 * young post.
 */
export async function keptYoungAccounts(trx: Db, req: RecomputeRequest, changed: string[]): Promise<void> {
  const m = req.methodology;
  await sql`drop table if exists young_moved`.execute(trx);
  await sql`
    create temp table young_moved on commit drop as
    select coalesce(n.id, o.kol_id) as kol_id, n.twitter_created_at
    from (${youngAccounts(m)}) n
    full join young_accounts_kept o on o.kol_id = n.id
    where n.id is null or o.kol_id is null or n.twitter_created_at <> o.twitter_created_at`.execute(trx);
  await sql`
    delete from post_discounts d
    where d.kind = 'young_account' and d.post_id in (select p.id from posts p where p.day = any(${changed}::date[]))`.execute(
    trx,
  );
  await sql`
    delete from post_discounts d
    where d.kind = 'young_account'
      and d.post_id in (select p.id from young_moved y join posts p on p.kol_id = y.kol_id)`.execute(trx);
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select ${youngRow(m)} from posts p join kols k on k.id = p.kol_id
    where p.day = any(${changed}::date[]) and p.day <= ${req.asOf}::date and ${youngWhen(m)}
    on conflict do nothing`.execute(trx);
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select ${youngRow(m)} from young_moved y join kols k on k.id = y.kol_id
    join posts p on p.kol_id = k.id
    where y.twitter_created_at is not null and p.day <= ${req.asOf}::date and ${youngWhen(m)}
    on conflict do nothing`.execute(trx);
  await sql`delete from young_accounts_kept where kol_id in (select kol_id from young_moved)`.execute(trx);
  await sql`
    insert into young_accounts_kept (kol_id, twitter_created_at)
    select kol_id, twitter_created_at from young_moved where twitter_created_at is not null`.execute(trx);
  await sql`drop table young_moved`.execute(trx);
}

/**
 * Young accounts judged for every post: per account, an index range over its first days
 * (posts_kol_idx). Left to itself the planner hashes every post against the accounts
 * (three times slower); the temporary table lets the scan run in parallel. Only accounts
 * that can have a young post are looked up (2.5 s of CPU at 100k accounts and 1M posts,
 * bench/RESULTS.md); they are kept for the next run (keptYoungAccounts).
 */
export async function everyYoungAccount(trx: Db, req: RecomputeRequest): Promise<void> {
  const m = req.methodology;
  await sql`drop table if exists young`.execute(trx);
  await sql`set local enable_hashjoin = off`.execute(trx);
  await sql`set local enable_mergejoin = off`.execute(trx);
  await sql`
    create temp table young on commit drop as
    select p.id, ${youngAge} as age
    from (${youngAccounts(m)}) k
    cross join lateral (
      select p.id, p.created_at from posts p where p.kol_id = k.id and ${youngWhen(m)} and p.day <= ${req.asOf}::date
    ) p`.execute(trx);
  await sql`reset enable_hashjoin`.execute(trx);
  await sql`reset enable_mergejoin`.execute(trx);
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select id, 'young_account', ${float8(m.discounts.youngAccount.multiplier)}, 'account was ' || age || ' days old when posting'
    from young`.execute(trx);
  await sql`drop table young`.execute(trx);
  await sql`delete from young_accounts_kept`.execute(trx);
  await sql`insert into young_accounts_kept (kol_id, twitter_created_at) ${youngAccounts(m)}`.execute(trx);
}

/**
 * The texts a run that keeps near-duplicates judges again, as dup_candidates: every text
 * of a changed day that at least minAuthors posts share (a post there may have gained or
 * changed neighbours), and the texts of the posts that hold a near-duplicate discount on
 * a day within the pairing window of a marked day (a deleted or moved post may have
 * been their neighbour; a day that only entered the judged range lost none). A text's posts are paired among themselves only, so judging all
 * of a text's posts again gives what judging every post does; their old discounts go.
 */
export async function keptDuplicateTexts(
  trx: Db,
  req: RecomputeRequest,
  changed: string[],
  marked: string[],
): Promise<void> {
  const nd = req.methodology.discounts.nearDuplicate;
  // Days either side that a post's ±windowHours can reach, a day wider whatever the time zone.
  const reach = Math.ceil(nd.windowHours / 24) + 1;
  const near = new Set<string>();
  for (const day of marked) for (let i = -reach; i <= reach; i++) near.add(shiftDay(day, i));
  await sql`drop table if exists dup_candidates`.execute(trx);
  await sql`
    create temp table dup_candidates on commit drop as
    select h.text_hash from (select distinct text_hash from posts where day = any(${changed}::date[])) h
    where (select count(*) from (select 1 from posts q where q.text_hash = h.text_hash limit ${nd.minAuthors}::int) c)
      >= ${nd.minAuthors}::int
    union
    select p.text_hash from post_discounts d join posts p on p.id = d.post_id
    where d.kind = 'near_duplicate' and p.day = any(${[...near].sort()}::date[])`.execute(trx);
  await sql`analyze dup_candidates`.execute(trx);
  await sql`
    delete from post_discounts d
    where d.kind = 'near_duplicate'
      and d.post_id in (select p.id from dup_candidates c join posts p on p.text_hash = c.text_hash)`.execute(
    trx,
  );
}

/**
 * The kept discounts of posts deleted since (their days are marked): the ones a rollup
 * cut, which every discounted post is after its run (post_discount_cuts keeps its day).
 */
export async function dropGonePosts(trx: Db, changed: string[]): Promise<void> {
  await sql`
    delete from post_discounts d
    where d.kind in (${sql.join(KEPT_KINDS.map((k) => sql`${k}`))})
      and d.post_id in (
        select c.post_id from post_discount_cuts c
        where c.day = any(${changed}::date[]) and not exists (select 1 from posts p where p.id = c.post_id))`.execute(
    trx,
  );
}
