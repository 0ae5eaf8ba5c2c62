import { type Kysely, sql } from 'kysely';
import type { Methodology } from '#core/domain/methodology.ts';
import { pageRank } from '#core/domain/pagerank.ts';
import type { RankingEngine, RankingRun, RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { refreshKolPositions } from './kol-positions.sql.ts';

type Db = Kysely<Database>;

const f = (n: number) => sql`${n}::float8`;

/** e = Σ weight · metric, as SQL over a posts alias. */
const engagementSql = (m: Methodology, p = 'p') => {
  const w = m.engagementWeights;
  const c = (col: string) => sql.ref(`${p}.${col}`);
  return sql`(${c('likes')} * ${f(w.likes)} + ${c('replies')} * ${f(w.replies)} + ${c('reposts')} * ${f(w.reposts)} + ${c('quotes')} * ${f(w.quotes)} + ${c('bookmarks')} * ${f(w.bookmarks)})`;
};

/**
 * The mindshare engine of docs/methodology.md, as set-based SQL run inside one
 * transaction. A full run rebuilds discounts, smart followers, credibility and
 * every rollup; a day run redoes the discounts and rollups of the day and the day
 * before (near-duplicates cross midnight), then both re-derive the windows, the
 * KOL snapshot and the stored rank positions.
 */
export function rankingEngine(
  db: Db,
  options: { onStep?: (step: string, ms: number) => void } = {},
): RankingEngine {
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await fn();
    options.onStep?.(name, Math.round(performance.now() - t0));
    return value;
  };
  return {
    async recompute(asked) {
      const started = new Date();
      const t0 = performance.now();
      let mode = asked.mode;
      const postsConsidered = await db.transaction().execute(async (trx) => {
        // Aggregations over millions of (account, day) groups spill to disk at the default 4MB.
        await sql`set local work_mem = '256MB'`.execute(trx);
        // The rollups are unlogged (migration 15): after a crash they are empty and a day
        // run would rank from one day of history, so it becomes a full run.
        if (mode === 'day' && (await rollupsLost(trx))) mode = 'full';
        const req: RecomputeRequest = { ...asked, mode };
        const range = req.mode === 'full' ? null : { from: shiftDay(req.asOf, -1), to: req.asOf };
        await step('discounts', () => discounts(trx, req, range));
        if (req.mode === 'full') await step('smart followers', () => smartFollowers(trx, req));
        const considered = await step('rollups', () => rollups(trx, req, range));
        await step('kol sums', () => kolSums(trx, req));
        await step('windows', () => windows(trx, req));
        await step('kol snapshot', () => kolSnapshot(trx, req));
        await step('catalog snapshot', () => catalogSnapshot(trx, req));
        await step('positions', () => refreshKolPositions(trx));
        return considered;
      });
      // A run rewrites every KOL row (three versions each) and every position; left to
      // autovacuum, kols grew to 400 MB for 100k rows and each run scanned all of it.
      await step('vacuum', () => sql`vacuum (analyze) kols, kol_positions`.execute(db));
      const durationMs = Math.round(performance.now() - t0);
      const row = await db
        .insertInto('ranking_runs')
        .values({
          mode,
          as_of: asked.asOf,
          methodology_version: asked.methodology.version,
          started_at: started,
          finished_at: new Date(started.getTime() + durationMs),
          duration_ms: durationMs,
          posts_considered: postsConsidered,
        })
        .returning(RUN_COLUMNS)
        .executeTakeFirstOrThrow();
      return toRun(row);
    },

    async lastFullRun() {
      const row = await db
        .selectFrom('ranking_runs')
        .select(RUN_COLUMNS)
        .where('mode', '=', 'full')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toRun(row) : null;
    },

    refreshPositions: () => db.transaction().execute((trx) => refreshKolPositions(trx)),
  };
}

// The day as text: pg would turn a date into a local-midnight Date.
const RUN_COLUMNS = [
  'id',
  'mode',
  sql<string>`as_of::text`.as('as_of'),
  'methodology_version',
  'started_at',
  'finished_at',
  'duration_ms',
  'posts_considered',
] as const;

function toRun(row: {
  id: number;
  mode: 'full' | 'day';
  as_of: string;
  methodology_version: string;
  started_at: Date;
  finished_at: Date;
  duration_ms: number;
  posts_considered: number;
}): RankingRun {
  return {
    id: row.id,
    mode: row.mode,
    asOf: row.as_of,
    methodologyVersion: row.methodology_version,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: new Date(row.finished_at).toISOString(),
    durationMs: row.duration_ms,
    postsConsidered: row.posts_considered,
  };
}

async function rollupsLost(trx: Db): Promise<boolean> {
  const r = await sql<{ lost: boolean }>`
    select not exists (select 1 from kol_daily) and exists (select 1 from posts) as lost`.execute(trx);
  return r.rows[0]?.lost === true;
}

const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

type Range = { from: string; to: string } | null;

/** `p.day` within the range (everything up to asOf on a full run). */
const inRange = (req: RecomputeRequest, range: Range, col = 'p.day') =>
  range
    ? sql`${sql.ref(col)} between ${range.from}::date and ${range.to}::date`
    : sql`${sql.ref(col)} <= ${req.asOf}::date`;

async function discounts(trx: Db, req: RecomputeRequest, range: Range) {
  const m = req.methodology;
  const d = m.discounts;
  if (range) {
    await sql`delete from post_discounts pd using posts p where pd.post_id = p.id and ${inRange(req, range)}`.execute(
      trx,
    );
  } else {
    await sql`truncate post_discounts`.execute(trx);
  }
  const eo = d.engagementOutlier;
  const ratio = sql`ln((${engagementSql(m)} + 1) / (p.views + 1))`;
  if (!range) {
    // Population: the posts of the last 90 days with enough views to judge.
    // A plain select may scan in parallel; an insert ... select never does.
    const stats = (
      await sql<{ mean: number; stddev: number }>`
        select coalesce(avg(${ratio}), 0)::float8 as mean, coalesce(stddev_pop(${ratio}), 0)::float8 as stddev
        from posts p
        where p.day > ${req.asOf}::date - 90 and p.day <= ${req.asOf}::date and p.views >= ${eo.minViews}::int`.execute(
        trx,
      )
    ).rows[0];
    await sql`
      insert into ranking_state (id, ratio_mean, ratio_stddev, smart_set_size, as_of)
      values (1, ${stats?.mean ?? 0}::float8, ${stats?.stddev ?? 0}::float8, 0, ${req.asOf}::date)
      on conflict (id) do update set ratio_mean = excluded.ratio_mean, ratio_stddev = excluded.ratio_stddev,
        as_of = excluded.as_of`.execute(trx);
  }
  if (!d.enabled) return;

  const nd = d.nearDuplicate;
  const hours = sql`make_interval(hours => ${nd.windowHours}::int)`;
  // Only texts shared by enough authors at all are paired, so the self-join stays
  // small however many posts there are. A text needs at least that many posts to
  // have that many authors: that cheap count (on a full run an index-only scan of
  // posts_text_hash_idx, no sort or hash of every post) narrows the exact count.
  const hashRange = range
    ? sql`p.day between ${shiftDay(range.from, -1)}::date and ${shiftDay(range.to, 1)}::date`
    : sql`p.day <= ${shiftDay(req.asOf, 1)}::date`;
  const candidates = range
    ? sql`select text_hash from posts p where ${hashRange} group by text_hash having count(*) >= ${nd.minAuthors}::int`
    : sql`select text_hash from posts group by text_hash having count(*) >= ${nd.minAuthors}::int`;
  // Kept and analyzed so the planner knows how few there are: it then looks each one
  // up in posts_text_hash_idx instead of hashing every post against them.
  await sql`drop table if exists dup_candidates`.execute(trx);
  await sql`create temp table dup_candidates on commit drop as ${candidates}`.execute(trx);
  await sql`analyze dup_candidates`.execute(trx);
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    with shared as materialized (
      select p.text_hash from dup_candidates c join posts p on p.text_hash = c.text_hash
      where ${hashRange} and p.text_len >= ${nd.minTextLength}::int
      group by p.text_hash having count(distinct p.kol_id) >= ${nd.minAuthors}::int
    ),
    -- The posts being judged first, then each one's neighbours by a range on
    -- (text_hash, created_at); left to itself the planner paired every copy with every other.
    judged as materialized (
      select p.id, p.text_hash, p.created_at from shared s join posts p on p.text_hash = s.text_hash
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
  await sql`drop table dup_candidates`.execute(trx);

  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select p.id, 'engagement_outlier', ${f(eo.multiplier)},
           'engagement/views ratio ' || round(((${ratio} - s.ratio_mean) / s.ratio_stddev)::numeric, 1) || ' standard deviations above the population'
    from posts p cross join ranking_state s
    where ${inRange(req, range)} and p.views >= ${eo.minViews}::int and s.ratio_stddev > 0
      and (${ratio} - s.ratio_mean) / s.ratio_stddev > ${f(eo.zScore)}`.execute(trx);

  const ya = d.youngAccount;
  // Per account, an index range over its first days (posts_kol_idx), not a join of every post.
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select p.id, 'young_account', ${f(ya.multiplier)},
           'account was ' || floor(extract(epoch from p.created_at - k.twitter_created_at) / 86400)::int || ' days old when posting'
    from kols k
    cross join lateral (
      select p.id, p.created_at from posts p
      where p.kol_id = k.id and p.created_at < k.twitter_created_at + make_interval(days => ${ya.days}::int)
        and ${inRange(req, range)}
    ) p
    where k.twitter_created_at is not null`.execute(trx);
}

/** PageRank over follow edges (a fixed number of iterations), then the smart set and credibility. */
async function smartFollowers(trx: Db, req: RecomputeRequest) {
  const s = req.methodology.smartFollowers;
  const c = req.methodology.credibility;
  const edges = Number(
    (await sql<{ n: number }>`select count(*)::int as n from kol_follows`.execute(trx)).rows[0]?.n ?? 0,
  );
  const n = Number(
    (await sql<{ n: number }>`select count(*)::int as n from kols`.execute(trx)).rows[0]?.n ?? 0,
  );
  const setSize = n === 0 ? 0 : Math.max(1, Math.ceil(n * s.smartSetShare));
  await sql`update ranking_state set smart_set_size = ${setSize}::int`.execute(trx);

  if (edges > 0 && n > 0) {
    // PageRank runs in memory: a million edges are two integer arrays, and twenty
    // passes over them take milliseconds where twenty joins in SQL took a minute.
    // Accounts are numbered in id order and edges sorted, so the sums are ordered.
    const graph = (
      await sql<{ ids: string[]; from: number[]; to: number[] }>`
        with k as (select id, (row_number() over (order by id) - 1)::int as i from kols)
        select (select array_agg(id order by i) from k) as ids,
          array_agg(a.i order by a.i, b.i) as from, array_agg(b.i order by a.i, b.i) as to
        from kol_follows f join k a on a.id = f.follower_id join k b on b.id = f.followee_id`.execute(trx)
    ).rows[0];
    const ids = graph?.ids ?? [];
    const scores = pageRank(ids.length, (graph?.from ?? []).map(Number), (graph?.to ?? []).map(Number), {
      damping: s.damping,
      iterations: s.iterations,
    });
    await sql`drop table if exists pr`.execute(trx);
    await sql`
      create temp table pr on commit drop as
      select id as kol_id, score from unnest(${ids}::uuid[], ${Array.from(scores)}::float8[]) as x(id, score)`.execute(
      trx,
    );
    await sql`
      create temp table smart_set on commit drop as
      select kol_id from pr order by score desc, kol_id limit ${setSize}::int`.execute(trx);
    await sql`
      update kols k set pagerank = round(pr.score::numeric, 12)::float8,
        smart_followers_count = coalesce(sf.n, 0)
      from pr
      left join (
        select f.followee_id, count(*) as n from kol_follows f join smart_set s on s.kol_id = f.follower_id
        group by f.followee_id
      ) sf on sf.followee_id = pr.kol_id
      where k.id = pr.kol_id`.execute(trx);
    await sql`drop table smart_set, pr`.execute(trx);
  }

  // Unknown account age counts as half-way: neither trusted as old nor discounted as new.
  await sql`
    update kols k set credibility = round((
      (${f(c.base)} + ${f(c.ageWeight)} * coalesce(least(1, extract(epoch from ${req.asOf}::date - k.twitter_created_at) / 86400 / ${f(c.ageFullDays)}), 0.5))
      * (1 + ${f(c.smartWeight)} * least(1, coalesce(k.smart_followers_count, 0)::float8 / greatest(1, ${setSize}::int) / ${f(req.methodology.kolScore.smartFullShare)}))
    )::numeric, 9)::float8`.execute(trx);
}

async function rollups(trx: Db, req: RecomputeRequest, range: Range): Promise<number> {
  const m = req.methodology;
  if (range) {
    for (const t of ['kol_daily', 'project_daily', 'narrative_daily'] as const) {
      await sql`delete from ${sql.table(t)} where day between ${range.from}::date and ${range.to}::date`.execute(
        trx,
      );
    }
  } else {
    await sql`truncate kol_daily, project_daily, narrative_daily`.execute(trx);
  }
  // No per-post copy of the posts: each rollup reads posts once, with the sparse
  // discount multipliers and the author's credibility joined in.
  await sql`drop table if exists post_mult`.execute(trx);
  await sql`
    create temp table post_mult on commit drop as
    select d.post_id, exp(sum(ln(d.multiplier))) as mult
    from post_discounts d join posts p on p.id = d.post_id
    where ${inRange(req, range)}
    group by d.post_id`.execute(trx);
  await sql`analyze post_mult`.execute(trx);
  const raw = sql`(ln(1 + p.views) + ln(1 + ${engagementSql(m)}))`;
  // The planner guesses far fewer (account, day) groups than there are (5M at 10M posts)
  // and picks a hash aggregate that spills, then a sort; reading posts_day_idx in order
  // and grouping as it streams took 18 s instead of 40 s there.
  await sql`set local enable_hashagg = off`.execute(trx);
  const counted = await sql<{ n: number }>`
    with ins as (
    insert into kol_daily (kol_id, day, posts, views, likes, replies, reposts, quotes, bookmarks, engagement, raw_attention, attention)
    select p.kol_id, p.day, count(*), sum(p.views), sum(p.likes), sum(p.replies), sum(p.reposts), sum(p.quotes), sum(p.bookmarks),
           round(sum(${engagementSql(m)})), sum(${raw}), sum(${raw} * coalesce(d.mult, 1))
    from posts p left join post_mult d on d.post_id = p.id
    where ${inRange(req, range)}
    group by p.day, p.kol_id
    -- Grouped and inserted in primary key order (that of posts_day_idx too): no sort when the
    -- index is read, and rows append to the rollup index instead of landing at random places.
    order by p.day, p.kol_id
    returning posts
    )
    select coalesce(sum(posts), 0)::int as n from ins`.execute(trx);
  await sql`reset enable_hashagg`.execute(trx);
  for (const [table, link, column] of [
    ['project_daily', 'post_projects', 'project_id'],
    ['narrative_daily', 'post_narratives', 'narrative_id'],
  ] as const) {
    // A day run reads a few days of posts: their links by primary key lookups (lateral),
    // rather than a hash of every link ever made.
    const links = range
      ? sql`posts p cross join lateral (select l.${sql.ref(column)} from ${sql.table(link)} l where l.post_id = p.id) l`
      : sql`${sql.table(link)} l join posts p on p.id = l.post_id`;
    await sql`
      insert into ${sql.table(table)} (${sql.ref(column)}, day, posts, views, attention)
      select l.${sql.ref(column)}, p.day, count(*), sum(p.views), sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1))
      from ${links}
      join kols k on k.id = p.kol_id
      left join post_mult d on d.post_id = p.id
      where ${inRange(req, range)}
      group by l.${sql.ref(column)}, p.day`.execute(trx);
  }
  if (!range) {
    // The project's share of each of its narratives, over the narrative window.
    await sql`
      update project_narratives pn set project_mindshare_percent = coalesce(x.pct, 0)
      from project_narratives base
      left join (
        select pp.project_id, pnar.narrative_id,
               round((sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)) / nullif(max(tot.att), 0) * 100)::numeric, 4)::float8 as pct
        from posts p
        join post_projects pp on pp.post_id = p.id
        join post_narratives pnar on pnar.post_id = p.id
        join kols k on k.id = p.kol_id
        left join post_mult d on d.post_id = p.id
        join (
          select narrative_id, sum(attention) as att from narrative_daily
          where day > ${req.asOf}::date - ${m.narrativeWindowDays}::int group by narrative_id
        ) tot on tot.narrative_id = pnar.narrative_id
        where p.day > ${req.asOf}::date - ${m.narrativeWindowDays}::int and p.day <= ${req.asOf}::date
        group by pp.project_id, pnar.narrative_id
      ) x on x.project_id = base.project_id and x.narrative_id = base.narrative_id
      where pn.project_id = base.project_id and pn.narrative_id = base.narrative_id`.execute(trx);
  }
  await sql`drop table post_mult`.execute(trx);
  return Number(counted.rows[0]?.n ?? 0);
}

const WINDOWS = [7, 30, 90] as const;

/**
 * Every per-KOL sum the windows and the snapshot need, in one pass over kol_daily
 * (millions of rows) instead of one pass per window and two more for the snapshot.
 * A window's rows count only for KOLs with a rollup row in its range (`n_*`).
 */
async function kolSums(trx: Db, req: RecomputeRequest) {
  const asOf = sql`${req.asOf}::date`;
  const wd = req.methodology.kolWindowDays;
  const since = (days: number) => sql`day > ${asOf} - ${days}::int`;
  const perWindow = WINDOWS.map(
    (w) => sql`
      sum(attention) filter (where ${since(w)}) as ${sql.ref(`cur_${w}`)},
      sum(attention) filter (where day <= ${asOf} - ${w}::int and ${since(2 * w)}) as ${sql.ref(`prev_${w}`)},
      sum(views) filter (where ${since(w)}) as ${sql.ref(`views_${w}`)},
      sum(posts) filter (where ${since(w)}) as ${sql.ref(`posts_${w}`)},
      count(*) filter (where ${since(2 * w)}) as ${sql.ref(`n_${w}`)}`,
  );
  await sql`drop table if exists kol_sums`.execute(trx);
  await sql`
    create temp table kol_sums on commit drop as
    select kol_id,
      sum(posts) as life_posts, sum(views) as life_views, sum(likes) as life_likes,
      sum(replies) as life_replies, sum(reposts) as life_reposts,
      sum(posts) filter (where ${since(wd)}) as posts, sum(views) filter (where ${since(wd)}) as views,
      sum(likes) filter (where ${since(wd)}) as likes,
      sum(replies + quotes + bookmarks) filter (where ${since(wd)}) as conversation,
      sum(engagement) filter (where ${since(wd)}) as e,
      sum(raw_attention) filter (where ${since(wd)}) as raw,
      sum(attention) filter (where ${since(wd)}) as att,
      count(*) filter (where ${since(wd)}) as active_days,
      sum(engagement) filter (where ${since(7)}) as e7,
      sum(engagement) filter (where day <= ${asOf} - 7 and ${since(Math.max(wd, 14))}) as e7prev,
      (sum(likes) filter (where ${since(7)}))::float8 / nullif(sum(posts) filter (where ${since(7)}), 0) as l7,
      (sum(likes) filter (where day <= ${asOf} - 7 and ${since(Math.max(wd, 14))}))::float8
        / nullif(sum(posts) filter (where day <= ${asOf} - 7 and ${since(Math.max(wd, 14))}), 0) as l7prev,
      ${sql.join(perWindow)}
    from kol_daily where day <= ${asOf} group by kol_id`.execute(trx);
  await sql`analyze kol_sums`.execute(trx);
}

/** Mindshare and change for every entity and window: one statement per kind. */
async function windows(trx: Db, req: RecomputeRequest) {
  await sql`truncate mindshare_windows`.execute(trx);
  // KOLs: from the per-KOL sums; credibility is one factor per KOL, so it multiplies the sums.
  const kolRows = sql.join(
    WINDOWS.map(
      (w) =>
        sql`(${w}::int, s.${sql.ref(`cur_${w}`)}, s.${sql.ref(`prev_${w}`)}, s.${sql.ref(`views_${w}`)}, s.${sql.ref(`posts_${w}`)}, s.${sql.ref(`n_${w}`)})`,
    ),
  );
  await insertWindows(
    trx,
    'kol',
    sql`
      select w.days, s.kol_id as id, coalesce(w.cur, 0) * coalesce(k.credibility, 1) as cur,
        coalesce(w.prev, 0) * coalesce(k.credibility, 1) as prev, coalesce(w.views, 0) as views, coalesce(w.posts, 0) as posts
      from kol_sums s
      join kols k on k.id = s.kol_id
      cross join lateral (values ${kolRows}) as w(days, cur, prev, views, posts, n)
      where w.n > 0`,
  );
  for (const k of [
    {
      kind: 'project',
      table: 'project_daily',
      id: 'project_id',
      join: sql`join projects x on x.id = d.project_id`,
    },
    {
      kind: 'narrative',
      table: 'narrative_daily',
      id: 'narrative_id',
      join: sql`join narratives x on x.id = d.narrative_id`,
    },
  ] as const) {
    await insertWindows(
      trx,
      k.kind,
      sql`
        select w.days, d.${sql.ref(k.id)} as id,
          coalesce(sum(d.attention) filter (where d.day > ${req.asOf}::date - w.days), 0) as cur,
          coalesce(sum(d.attention) filter (where d.day <= ${req.asOf}::date - w.days), 0) as prev,
          coalesce(sum(d.views) filter (where d.day > ${req.asOf}::date - w.days), 0) as views,
          coalesce(sum(d.posts) filter (where d.day > ${req.asOf}::date - w.days), 0) as posts
        from (values (7), (30), (90)) as w(days)
        join ${sql.table(k.table)} d on d.day > ${req.asOf}::date - 2 * w.days and d.day <= ${req.asOf}::date
        ${k.join}
        group by w.days, d.${sql.ref(k.id)}`,
    );
  }
}

/** Shares of the total and change against the window before, from (days, id, cur, prev, views, posts). */
async function insertWindows(trx: Db, kind: string, agg: ReturnType<typeof sql>) {
  await sql`
    insert into mindshare_windows (kind, entity_id, window_days, attention, mindshare_percent, change_percent, views, posts)
    with agg as (${agg}),
    tot as (select days, sum(cur) as cur, sum(prev) as prev from agg group by days)
    select ${kind}, agg.id, agg.days, round(agg.cur::numeric, 6)::float8,
      case when tot.cur > 0 then round((agg.cur / tot.cur * 100)::numeric, 6)::float8 else 0 end,
      case when agg.prev > 0 and tot.prev > 0 and tot.cur > 0
        then round((((agg.cur / tot.cur) / (agg.prev / tot.prev) - 1) * 100)::numeric, 4)::float8 end,
      agg.views, agg.posts
    from agg join tot on tot.days = agg.days`.execute(trx);
}

/** Every KOL column of the leaderboard and profile dialog, from rollups and windows. */
async function kolSnapshot(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const ks = m.kolScore;
  const w = ks.weights;
  const q = m.qualityScore;
  const pow = m.mindoMetric.proofOfWorkWeight;
  const asOf = sql`${req.asOf}::date`;
  const wd = m.kolWindowDays;
  await sql`
    with life as (
      select kol_id, life_posts as posts, life_views as views, life_likes as likes, life_replies as replies,
        life_reposts as reposts
      from kol_sums
    ),
    recent as (
      select kol_id, posts, views, likes, conversation, e, raw, att, active_days, e7, e7prev, l7, l7prev
      from kol_sums
    ),
    work as (
      select kol_id, count(*) filter (where status = 'approved') as approved,
        count(*) filter (where status in ('approved', 'rejected')) as reviewed
      from reward_submissions group by kol_id
    ),
    base as (
      select k.id,
        coalesce(ms.mindshare_percent, 0) as mindshare,
        case when r.views > 0 then r.e::float8 / r.views * 100 end as er,
        case when r.raw > 0 then r.att / r.raw else 1 end as authenticity,
        case when wk.reviewed > 0 then wk.approved::float8 / wk.reviewed * 100 end as pow,
        coalesce(r.active_days, 0) as active_days,
        r.posts as recent_posts, r.likes as recent_likes, r.conversation, r.e as recent_e,
        r.e7, r.e7prev, r.l7, r.l7prev,
        life.posts, life.views, life.likes, life.replies, life.reposts,
        coalesce(k.x_post_count, life.posts, 0)::float8
          / greatest(1, extract(epoch from ${asOf} - coalesce(k.twitter_created_at, k.created_at)) / 86400) as freq,
        coalesce(k.smart_followers_count, 0)::float8 / greatest(1, coalesce(st.smart_set_size, 0)) as smart_share
      from kols k
      left join life on life.kol_id = k.id
      left join recent r on r.kol_id = k.id
      left join work wk on wk.kol_id = k.id
      left join mindshare_windows ms on ms.kind = 'kol' and ms.entity_id = k.id and ms.window_days = ${wd}::int
      left join ranking_state st on st.id = 1
    ),
    scored as (
      select b.*, ${f(ks.scale)} * (
          ${f(w.reach)} * least(1, log(1 + coalesce(k.twitter_followers_count, 0)) / log(1 + ${f(ks.reachFullFollowers)}))
        + ${f(w.engagement)} * least(1, coalesce(b.er, 0) / ${f(ks.engagementFullRate)})
        + ${f(w.smart)} * least(1, b.smart_share / ${f(ks.smartFullShare)})
        + ${f(w.consistency)} * least(1, b.active_days::float8 / ${wd}::int)
        + ${f(w.mindshare)} * sqrt(least(1, b.mindshare / ${f(ks.mindshareFullPercent)}))
        ) as score
      from base b join kols k on k.id = b.id
    )
    update kols k set
      kol_score_percent_from_total = s.mindshare,
      engagement_rate = round(s.er::numeric, 4)::float8,
      authenticity = round(s.authenticity::numeric, 6)::float8,
      proof_of_work = round(s.pow::numeric, 2)::float8,
      kol_score = round(s.score::numeric, 2)::float8,
      mindo_metric = round((s.score * s.authenticity * case when s.pow is null then 1 else 1 - ${f(pow)} + ${f(pow)} * s.pow / 100 end)::numeric, 2)::float8,
      quality_score = case when coalesce(s.recent_posts, 0) >= ${q.minPosts}::int then round((100 * (
          ${f(q.authenticityWeight)} * s.authenticity
        + ${f(q.conversationWeight)} * least(1, 2 * coalesce(s.conversation, 0)::float8 / greatest(1, coalesce(s.recent_likes, 0)))
        ))::numeric, 2)::float8 end,
      total_posts = coalesce(s.posts, 0),
      total_account_posts = coalesce(k.x_post_count, s.posts, 0),
      avg_likes = round((s.likes::float8 / nullif(s.posts, 0))::numeric, 2)::float8,
      total_account_likes = coalesce(s.likes, 0),
      total_account_views = coalesce(s.views, 0),
      total_account_comments = coalesce(s.replies, 0),
      total_account_retweets = coalesce(s.reposts, 0),
      posting_frequency = round(s.freq::numeric, 4)::float8,
      engagement_total = s.recent_e,
      engagement_trend = case when s.e7prev > 0 then round(((coalesce(s.e7, 0)::float8 / s.e7prev - 1) * 100)::numeric, 2)::float8 end,
      avg_likes_trend = case when s.l7prev > 0 then round(((coalesce(s.l7, 0) / s.l7prev - 1) * 100)::numeric, 2)::float8 end,
      next_sync = coalesce(k.last_sync, ${req.now}::timestamptz) + make_interval(mins => ${req.syncIntervalMinutes}::int),
      sync_status = case
        when k.last_sync is null then 'pending'
        when k.last_sync < ${req.now}::timestamptz - make_interval(mins => 2 * ${req.syncIntervalMinutes}::int) then 'stale'
        else 'synced' end
    from scored s where s.id = k.id`.execute(trx);
}

async function catalogSnapshot(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  await sql`
    update projects p set
      mindshare = round(coalesce(w.attention, 0)::numeric, 4)::float8,
      mindshare_percent = round(coalesce(w.mindshare_percent, 0)::numeric, 4)::float8
    from projects base
    left join mindshare_windows w on w.kind = 'project' and w.entity_id = base.id and w.window_days = ${m.projectWindowDays}::int
    where p.id = base.id`.execute(trx);
  await sql`
    update narratives n set
      mindshare_percent = round(coalesce(w.mindshare_percent, 0)::numeric, 4)::float8,
      total_views = coalesce(w.views, 0),
      mindshare_change_7d = coalesce(round(c7.change_percent::numeric, 2)::float8, 0),
      mindshare_change_30d = coalesce(round(c30.change_percent::numeric, 2)::float8, 0),
      mindshare_change_90d = coalesce(round(c90.change_percent::numeric, 2)::float8, 0)
    from narratives base
    left join mindshare_windows w on w.kind = 'narrative' and w.entity_id = base.id and w.window_days = ${m.narrativeWindowDays}::int
    left join mindshare_windows c7 on c7.kind = 'narrative' and c7.entity_id = base.id and c7.window_days = 7
    left join mindshare_windows c30 on c30.kind = 'narrative' and c30.entity_id = base.id and c30.window_days = 30
    left join mindshare_windows c90 on c90.kind = 'narrative' and c90.entity_id = base.id and c90.window_days = 90
    where n.id = base.id`.execute(trx);
}
