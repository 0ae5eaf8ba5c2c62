import { type Kysely, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { coordinationDiscounts } from './ranking-coordination.sql.ts';
import { paraphrases } from './ranking-paraphrase.sql.ts';
import {
  dropGonePosts,
  everyYoungAccount,
  KEPT_KINDS,
  keptDuplicateTexts,
  keptYoungAccounts,
  outliers,
  population,
  ratioSql,
  storeKept,
  takeKept,
} from './kept-discounts.sql.ts';
import {
  type DayRange,
  float8,
  inRange,
  postsSource,
  runDiscounts,
  type Step,
  shiftDay,
} from './ranking-sql.ts';

type Db = Kysely<Database>;

const f = float8;

/**
 * Manipulation defence v1 (docs/methodology.md): near-duplicate texts across
 * authors, engagement outliers against the population, young accounts. A full run
 * refreshes the population statistics and judges the posts whose inputs changed since
 * the last full run, keeping the other posts' discounts (kept-discounts.sql.ts); a day
 * run judges the posts of its days against the statistics of the last full run.
 */
export async function discounts(trx: Db, req: RecomputeRequest, range: DayRange, step: Step) {
  if (!range) {
    await fullRunDiscounts(trx, req, step);
    return;
  }
  await sql`drop table if exists run_discounts`.execute(trx);
  await sql`create temp table run_discounts (like post_discounts) on commit drop`.execute(trx);
  await judge(trx, req, range, step);
  await sql`analyze run_discounts`.execute(trx);
  await step('store', async () => {
    // The judged posts' ids are recent and close together: the id range keeps the
    // join to the day's posts to the few discounts in it.
    await sql`
      delete from post_discounts pd
      using (select min(id) as lo, max(id) as hi from day_posts p where ${inRange(req, range)}) b, day_posts p
      where pd.post_id between b.lo and b.hi and p.id = pd.post_id and ${inRange(req, range)}`.execute(trx);
    await sql`insert into post_discounts select * from run_discounts`.execute(trx);
  });
}

/**
 * A full run's discounts. The population is summed again for the changed days only; the
 * kinds judged per post keep their rows on posts whose inputs did not change (every post
 * is judged on a first run, after a crash, or with other parameters: takeKept); the
 * coordination defence's kinds are judged again for every post, as before.
 */
async function fullRunDiscounts(trx: Db, req: RecomputeRequest, step: Step) {
  const m = req.methodology;
  const d = m.discounts;
  const kept = await step('marks', () => takeKept(trx, req));
  const changed = kept.changed;
  const stats = await step('population', () => population(trx, req, changed));
  await sql`
    insert into ranking_state (id, ratio_mean, ratio_stddev, smart_set_size, as_of)
    values (1, ${stats.mean}::float8, ${stats.stddev}::float8, 0, ${req.asOf}::date)
    on conflict (id) do update set ratio_mean = excluded.ratio_mean, ratio_stddev = excluded.ratio_stddev,
      as_of = excluded.as_of`.execute(trx);
  // Deleted, not truncated: readers keep the old discounts until the run commits.
  if (changed) {
    await sql`delete from post_discounts where kind <> all(${[...KEPT_KINDS]}::text[])`.execute(trx);
  } else {
    await sql`delete from post_discounts`.execute(trx);
  }
  if (!d.enabled) {
    await storeKept(trx, req, null);
    return;
  }
  if (changed) await step('gone posts', () => dropGonePosts(trx, changed));

  const nd = d.nearDuplicate;
  await sql`drop table if exists dup_candidates`.execute(trx);
  await step('duplicate candidates', async () => {
    if (changed) await keptDuplicateTexts(trx, req, changed, kept.marked);
    else {
      await fullRunCandidates(
        trx,
        sql`select text_hash from posts group by text_hash having count(*) >= ${nd.minAuthors}::int`,
        nd.minAuthors,
        step,
      );
      await sql`analyze dup_candidates`.execute(trx);
    }
  });
  await step('near duplicates', () => nearDuplicates(trx, req, null));
  await sql`drop table dup_candidates`.execute(trx);
  // Part of the coordination defence (1.3.0): off with it.
  if (m.coordination.enabled && d.paraphrase.enabled)
    await step('paraphrases', () => paraphrases(trx, req, null));
  const floor = await step('engagement outliers', () => outliers(trx, req, kept, stats));
  await step('young accounts', () =>
    changed ? keptYoungAccounts(trx, req, changed) : everyYoungAccount(trx, req),
  );
  await coordinationDiscounts(trx, req, null, (name, fn) => step(`coordination: ${name}`, fn));
  await storeKept(trx, req, floor);
}

/**
 * A full run's texts to pair (dup_candidates): every text hash at least `minPosts` posts
 * share. Kept between full runs (migration 2026-11-25-41): a hash that reaches the count
 * now either reached it at the last full run or gained a post since, on a day that write
 * marked in post_hash_stale, so the kept hashes and the hashes of the marked days, each
 * counted again through posts_text_hash_idx, are exactly the hashes a grouping of every
 * post finds (docs/methodology.md, "Work in proportion to change"). Without kept hashes
 * (the first run, a crash, a truncate of posts, another count) every post is grouped.
 */
async function fullRunCandidates(trx: Db, everyPost: ReturnType<typeof sql>, minPosts: number, step: Step) {
  const state = await sql<{
    min_posts: number;
  }>`select min_posts from dup_candidates_state where id = 1`.execute(trx);
  // Marks taken first: the delete waits for the writes that marked a day (their upsert holds
  // the mark until they commit, migration 2026-11-25-41), and a later write marks again.
  const marked = (
    await sql<{ day: string }>`delete from post_hash_stale returning day::text as day`.execute(trx)
  ).rows;
  const days = marked.map((r) => r.day);
  // Each hash of a marked day is looked up in posts_text_hash_idx, at random: about ten
  // times what grouping costs per post, so past a tenth of the posts every post is grouped.
  // (The two new days of a next-day run at 10M posts, 2% of them: 4.3–6.5 s of lookups against
  // 9.5–16.0 s of grouping, whose index-only scan fetches the new rows from the heap;
  // bench/RESULTS.md.)
  const sizes = (
    await sql<{ marked: number; total: number }>`
      select (select count(*)::float8 from posts where day = any(${days}::date[])) as marked,
        (select coalesce(sum(life_posts), 0)::float8 from kol_window_sums) as total`.execute(trx)
  ).rows[0];
  if (Number(state.rows[0]?.min_posts) === minPosts && Number(sizes?.marked) * 10 <= Number(sizes?.total)) {
    await step('duplicate candidates: kept', () =>
      sql`
      create temp table dup_candidates on commit drop as
      select h.text_hash from (
        select text_hash from dup_candidates_kept
        union
        select text_hash from posts where day = any(${days}::date[])
      ) h
      where (select count(*) from (select 1 from posts q where q.text_hash = h.text_hash limit ${minPosts}::int) c)
        >= ${minPosts}::int`.execute(trx),
    );
  } else {
    await step('duplicate candidates: every post', () =>
      sql`create temp table dup_candidates on commit drop as ${everyPost}`.execute(trx),
    );
  }
  await sql`delete from dup_candidates_kept`.execute(trx);
  await sql`insert into dup_candidates_kept select text_hash from dup_candidates`.execute(trx);
  await sql`
    insert into dup_candidates_state (id, min_posts) values (1, ${minPosts}::int)
    on conflict (id) do update set min_posts = excluded.min_posts`.execute(trx);
}

/** Every discount of the posts of a day run's days. */
async function judge(trx: Db, req: RecomputeRequest, range: NonNullable<DayRange>, step: Step) {
  const m = req.methodology;
  const d = m.discounts;
  const eo = d.engagementOutlier;
  const ratio = ratioSql(m);
  if (!d.enabled) return;

  const nd = d.nearDuplicate;
  // Only texts shared by enough authors at all are paired, so the self-join stays
  // small however many posts there are.
  await sql`drop table if exists dup_candidates`.execute(trx);
  await step('duplicate candidates', () =>
    sql`
      create temp table dup_candidates on commit drop as
      select text_hash from day_posts p where ${hashRange(req, range)}
      group by text_hash having count(*) >= ${nd.minAuthors}::int`.execute(trx),
  );
  await sql`analyze dup_candidates`.execute(trx);
  await step('near duplicates', () => nearDuplicates(trx, req, range));
  await sql`drop table dup_candidates`.execute(trx);
  // Part of the coordination defence (1.3.0): off with it.
  if (m.coordination.enabled && d.paraphrase.enabled)
    await step('paraphrases', () => paraphrases(trx, req, range));

  const stat = (
    await sql<{
      mean: number;
      stddev: number;
    }>`select ratio_mean as mean, ratio_stddev as stddev from ranking_state where id = 1`.execute(trx)
  ).rows[0];
  await step('engagement outliers', () =>
    sql`
      insert into run_discounts (post_id, kind, multiplier, detail)
      select p.id, 'engagement_outlier', ${f(eo.multiplier)},
        'engagement/views ratio ' || round(((${ratio} - ${stat?.mean ?? 0}::float8) / ${stat?.stddev ?? 0}::float8)::numeric, 1)
          || ' standard deviations above the population'
      from day_posts p
      where ${inRange(req, range)} and p.views >= ${eo.minViews}::int and ${stat?.stddev ?? 0}::float8 > 0
        and (${ratio} - ${stat?.mean ?? 0}::float8) / ${stat?.stddev ?? 0}::float8 > ${f(eo.zScore)}`.execute(
      trx,
    ),
  );

  const ya = d.youngAccount;
  await step('young accounts', () =>
    // Only accounts young at the range's start can be young when posting in it: the
    // bound (a day wider, whatever the time zone) lets the join hash those few
    // instead of every account (0.13 s to 0.04 s).
    sql`
      insert into run_discounts (post_id, kind, multiplier, detail)
      select p.id, 'young_account', ${f(ya.multiplier)},
        'account was ' || floor(extract(epoch from p.created_at - k.twitter_created_at) / 86400)::int || ' days old when posting'
      from day_posts p join kols k on k.id = p.kol_id
      where ${inRange(req, range)} and p.created_at < k.twitter_created_at + make_interval(days => ${ya.days}::int)
        and k.twitter_created_at > ${range.from}::date - make_interval(days => ${ya.days + 1}::int)`.execute(
      trx,
    ),
  );

  await coordinationDiscounts(trx, req, range, (name, fn) => step(`coordination: ${name}`, fn));
}

/** The days whose posts count as a judged post's neighbours: a day either side of the range. */
const hashRange = (req: RecomputeRequest, range: DayRange) =>
  range
    ? sql`p.day between ${shiftDay(range.from, -1)}::date and ${shiftDay(range.to, 1)}::date`
    : sql`p.day <= ${shiftDay(req.asOf, 1)}::date`;

/**
 * Near duplicates of the texts in dup_candidates: a judged post (of the range, with a long
 * enough text) whose text at least minAuthors authors posted within ±windowHours of it.
 * Only texts shared by enough authors at all are paired, so the self-join stays small.
 */
async function nearDuplicates(trx: Db, req: RecomputeRequest, range: DayRange) {
  const nd = req.methodology.discounts.nearDuplicate;
  const hours = sql`make_interval(hours => ${nd.windowHours}::int)`;
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    with shared as materialized (
      select p.text_hash from dup_candidates c join ${postsSource(range)} p on p.text_hash = c.text_hash
      where ${hashRange(req, range)} and p.text_len >= ${nd.minTextLength}::int
      group by p.text_hash having count(distinct p.kol_id) >= ${nd.minAuthors}::int
    ),
    -- The posts being judged first, then each one's neighbours by a range on
    -- (text_hash, created_at); left to itself the planner paired every copy with every other.
    judged as materialized (
      select p.id, p.text_hash, p.created_at from shared s join ${postsSource(range)} p on p.text_hash = s.text_hash
      where ${inRange(req, range)} and p.text_len >= ${nd.minTextLength}::int
    )
    select id, 'near_duplicate', least(${f(nd.maxMultiplier)}, 1.0 / n),
           n || ' authors posted this text within ±' || ${nd.windowHours}::int || 'h'
    from (
      select j.id, count(distinct q.kol_id) as n
      from judged j
      join posts q on q.text_hash = j.text_hash
        and q.created_at between j.created_at - ${hours} and j.created_at + ${hours}
      group by j.id
    ) dup
    where n >= ${nd.minAuthors}::int`.execute(trx);
}
