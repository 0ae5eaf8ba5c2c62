import { type Kysely, sql } from 'kysely';
import type { Methodology } from '#core/domain/methodology.ts';
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
    async recompute(req) {
      const started = new Date();
      const t0 = performance.now();
      const postsConsidered = await db.transaction().execute(async (trx) => {
        const range = req.mode === 'full' ? null : { from: shiftDay(req.asOf, -1), to: req.asOf };
        await step('discounts', () => discounts(trx, req, range));
        if (req.mode === 'full') await step('smart followers', () => smartFollowers(trx, req));
        const considered = await step('rollups', () => rollups(trx, req, range));
        await step('windows', () => windows(trx, req));
        await step('kol snapshot', () => kolSnapshot(trx, req));
        await step('catalog snapshot', () => catalogSnapshot(trx, req));
        await step('positions', () => refreshKolPositions(trx));
        return considered;
      });
      const durationMs = Math.round(performance.now() - t0);
      const row = await db
        .insertInto('ranking_runs')
        .values({
          mode: req.mode,
          as_of: req.asOf,
          methodology_version: req.methodology.version,
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
    await sql`
      insert into ranking_state (id, ratio_mean, ratio_stddev, smart_set_size, as_of)
      select 1, coalesce(avg(${ratio}), 0), coalesce(stddev_pop(${ratio}), 0), 0, ${req.asOf}::date
      from posts p
      where p.day > ${req.asOf}::date - 90 and p.day <= ${req.asOf}::date and p.views >= ${eo.minViews}::int
      on conflict (id) do update set ratio_mean = excluded.ratio_mean, ratio_stddev = excluded.ratio_stddev,
        as_of = excluded.as_of`.execute(trx);
  }
  if (!d.enabled) return;

  const nd = d.nearDuplicate;
  const hours = sql`make_interval(hours => ${nd.windowHours}::int)`;
  // Only texts shared by enough authors at all are paired, so the self-join stays
  // small however many posts there are.
  const hashRange = range
    ? sql`day between ${shiftDay(range.from, -1)}::date and ${shiftDay(range.to, 1)}::date`
    : sql`day <= ${shiftDay(req.asOf, 1)}::date`;
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select id, 'near_duplicate', least(${f(nd.maxMultiplier)}, 1.0 / n),
           n || ' authors posted this text within ±' || ${nd.windowHours}::int || 'h'
    from (
      select p.id, count(distinct q.kol_id) as n
      from posts p
      join posts q on q.text_hash = p.text_hash
        and q.created_at between p.created_at - ${hours} and p.created_at + ${hours}
      where ${inRange(req, range)} and p.text_len >= ${nd.minTextLength}::int
        and p.text_hash in (
          select text_hash from posts
          where ${hashRange} and text_len >= ${nd.minTextLength}::int
          group by text_hash having count(distinct kol_id) >= ${nd.minAuthors}::int
        )
      group by p.id
    ) dup
    where n >= ${nd.minAuthors}::int`.execute(trx);

  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select p.id, 'engagement_outlier', ${f(eo.multiplier)},
           'engagement/views ratio ' || round(((${ratio} - s.ratio_mean) / s.ratio_stddev)::numeric, 1) || ' standard deviations above the population'
    from posts p cross join ranking_state s
    where ${inRange(req, range)} and p.views >= ${eo.minViews}::int and s.ratio_stddev > 0
      and (${ratio} - s.ratio_mean) / s.ratio_stddev > ${f(eo.zScore)}`.execute(trx);

  const ya = d.youngAccount;
  await sql`
    insert into post_discounts (post_id, kind, multiplier, detail)
    select p.id, 'young_account', ${f(ya.multiplier)},
           'account was ' || floor(extract(epoch from p.created_at - k.twitter_created_at) / 86400)::int || ' days old when posting'
    from posts p join kols k on k.id = p.kol_id
    where ${inRange(req, range)} and k.twitter_created_at is not null
      and p.created_at < k.twitter_created_at + make_interval(days => ${ya.days}::int)`.execute(trx);
}

/** PageRank over follow edges, a fixed number of set-based iterations, then the smart set. */
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
    await sql`drop table if exists pr_edges, pr, pr_next`.execute(trx);
    await sql`
      create temp table pr_edges on commit drop as
      select f.follower_id, f.followee_id, 1.0 / count(*) over (partition by f.follower_id) as w
      from kol_follows f`.execute(trx);
    await sql`analyze pr_edges`.execute(trx);
    // Accounts that follow no one spread their score evenly; flagged once, not per iteration.
    await sql`
      create temp table pr on commit drop as
      select k.id as kol_id, 1.0::float8 / ${n}::int as score,
        not exists (select 1 from kol_follows f where f.follower_id = k.id) as dangling
      from kols k`.execute(trx);
    for (let i = 0; i < s.iterations; i++) {
      await sql`
        create temp table pr_next on commit drop as
        select pr.kol_id,
               (1 - ${f(s.damping)}) / ${n}::int
               + ${f(s.damping)} * (coalesce(inc.score, 0) + dangling.mass / ${n}::int) as score,
               pr.dangling
        from pr
        left join (
          select e.followee_id, sum(pr.score * e.w) as score
          from pr_edges e join pr on pr.kol_id = e.follower_id
          group by e.followee_id
        ) inc on inc.followee_id = pr.kol_id
        cross join (select coalesce(sum(score), 0) as mass from pr where dangling) dangling`.execute(trx);
      await sql`drop table pr`.execute(trx);
      await sql`alter table pr_next rename to pr`.execute(trx);
    }
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
    await sql`drop table smart_set, pr, pr_edges`.execute(trx);
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
  await sql`drop table if exists post_attention`.execute(trx);
  await sql`
    create temp table post_attention on commit drop as
    select p.id, p.kol_id, p.day, p.views, p.likes, p.replies, p.reposts, p.quotes, p.bookmarks,
           ${engagementSql(m)} as e,
           ln(1 + p.views) + ln(1 + ${engagementSql(m)}) as raw,
           coalesce(d.mult, 1) as mult
    from posts p
    left join (
      select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id
    ) d on d.post_id = p.id
    where ${inRange(req, range)}`.execute(trx);
  // Temp tables have no statistics until analyzed; without them the joins below plan as nested loops.
  await sql`analyze post_attention`.execute(trx);
  await sql`
    insert into kol_daily (kol_id, day, posts, views, likes, replies, reposts, quotes, bookmarks, engagement, raw_attention, attention)
    select kol_id, day, count(*), sum(views), sum(likes), sum(replies), sum(reposts), sum(quotes), sum(bookmarks),
           round(sum(e)), sum(raw), sum(raw * mult)
    from post_attention group by kol_id, day`.execute(trx);
  await sql`
    insert into project_daily (project_id, day, posts, views, attention)
    select pp.project_id, pa.day, count(*), sum(pa.views), sum(pa.raw * pa.mult * coalesce(k.credibility, 1))
    from post_attention pa
    join post_projects pp on pp.post_id = pa.id
    join kols k on k.id = pa.kol_id
    group by pp.project_id, pa.day`.execute(trx);
  await sql`
    insert into narrative_daily (narrative_id, day, posts, views, attention)
    select pn.narrative_id, pa.day, count(*), sum(pa.views), sum(pa.raw * pa.mult * coalesce(k.credibility, 1))
    from post_attention pa
    join post_narratives pn on pn.post_id = pa.id
    join kols k on k.id = pa.kol_id
    group by pn.narrative_id, pa.day`.execute(trx);
  if (!range) {
    // The project's share of each of its narratives, over the narrative window.
    await sql`
      update project_narratives pn set project_mindshare_percent = coalesce(x.pct, 0)
      from project_narratives base
      left join (
        select pp.project_id, pnar.narrative_id,
               round((sum(pa.raw * pa.mult * coalesce(k.credibility, 1)) / nullif(max(tot.att), 0) * 100)::numeric, 4)::float8 as pct
        from post_attention pa
        join post_projects pp on pp.post_id = pa.id
        join post_narratives pnar on pnar.post_id = pa.id
        join kols k on k.id = pa.kol_id
        join (
          select narrative_id, sum(attention) as att from narrative_daily
          where day > ${req.asOf}::date - ${m.narrativeWindowDays}::int group by narrative_id
        ) tot on tot.narrative_id = pnar.narrative_id
        where pa.day > ${req.asOf}::date - ${m.narrativeWindowDays}::int
        group by pp.project_id, pnar.narrative_id
      ) x on x.project_id = base.project_id and x.narrative_id = base.narrative_id
      where pn.project_id = base.project_id and pn.narrative_id = base.narrative_id`.execute(trx);
  }
  const n = await sql<{ n: number }>`select count(*)::int as n from post_attention`.execute(trx);
  await sql`drop table post_attention`.execute(trx);
  return Number(n.rows[0]?.n ?? 0);
}

/** Mindshare and change for every entity and window: one statement per kind. */
async function windows(trx: Db, req: RecomputeRequest) {
  await sql`truncate mindshare_windows`.execute(trx);
  const kinds = [
    {
      kind: 'kol',
      table: 'kol_daily',
      id: 'kol_id',
      weight: sql`coalesce(k.credibility, 1)`,
      join: sql`join kols k on k.id = d.kol_id`,
    },
    {
      kind: 'project',
      table: 'project_daily',
      id: 'project_id',
      weight: sql`1`,
      join: sql`join projects x on x.id = d.project_id`,
    },
    {
      kind: 'narrative',
      table: 'narrative_daily',
      id: 'narrative_id',
      weight: sql`1`,
      join: sql`join narratives x on x.id = d.narrative_id`,
    },
  ] as const;
  for (const k of kinds) {
    await sql`
      insert into mindshare_windows (kind, entity_id, window_days, attention, mindshare_percent, change_percent, views, posts)
      with w(days) as (values (7), (30), (90)),
      agg as (
        select w.days, d.${sql.ref(k.id)} as id,
          coalesce(sum(d.attention * ${k.weight}) filter (where d.day > ${req.asOf}::date - w.days), 0) as cur,
          coalesce(sum(d.attention * ${k.weight}) filter (where d.day <= ${req.asOf}::date - w.days), 0) as prev,
          coalesce(sum(d.views) filter (where d.day > ${req.asOf}::date - w.days), 0) as views,
          coalesce(sum(d.posts) filter (where d.day > ${req.asOf}::date - w.days), 0) as posts
        from w
        join ${sql.table(k.table)} d on d.day > ${req.asOf}::date - 2 * w.days and d.day <= ${req.asOf}::date
        ${k.join}
        group by w.days, d.${sql.ref(k.id)}
      ),
      tot as (select days, sum(cur) as cur, sum(prev) as prev from agg group by days)
      select ${k.kind}, agg.id, agg.days, round(agg.cur::numeric, 6)::float8,
        case when tot.cur > 0 then round((agg.cur / tot.cur * 100)::numeric, 6)::float8 else 0 end,
        case when agg.prev > 0 and tot.prev > 0 and tot.cur > 0
          then round((((agg.cur / tot.cur) / (agg.prev / tot.prev) - 1) * 100)::numeric, 4)::float8 end,
        agg.views, agg.posts
      from agg join tot on tot.days = agg.days`.execute(trx);
  }
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
      select kol_id, sum(posts) as posts, sum(views) as views, sum(likes) as likes, sum(replies) as replies,
        sum(reposts) as reposts
      from kol_daily where day <= ${asOf} group by kol_id
    ),
    recent as (
      select kol_id,
        sum(posts) filter (where day > ${asOf} - ${wd}::int) as posts,
        sum(views) filter (where day > ${asOf} - ${wd}::int) as views,
        sum(likes) filter (where day > ${asOf} - ${wd}::int) as likes,
        sum(replies + quotes + bookmarks) filter (where day > ${asOf} - ${wd}::int) as conversation,
        sum(engagement) filter (where day > ${asOf} - ${wd}::int) as e,
        sum(raw_attention) filter (where day > ${asOf} - ${wd}::int) as raw,
        sum(attention) filter (where day > ${asOf} - ${wd}::int) as att,
        count(*) filter (where day > ${asOf} - ${wd}::int) as active_days,
        sum(engagement) filter (where day > ${asOf} - 7) as e7,
        sum(engagement) filter (where day <= ${asOf} - 7) as e7prev,
        (sum(likes) filter (where day > ${asOf} - 7))::float8
          / nullif(sum(posts) filter (where day > ${asOf} - 7), 0) as l7,
        (sum(likes) filter (where day <= ${asOf} - 7))::float8
          / nullif(sum(posts) filter (where day <= ${asOf} - 7), 0) as l7prev
      from kol_daily where day > ${asOf} - greatest(${wd}::int, 14) and day <= ${asOf} group by kol_id
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
