import { type Kysely, sql } from 'kysely';
import { pageRank } from '#core/domain/pagerank.ts';
import type { RankingEngine, RankingRun, RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { excludeOverturned, overturnsPending } from './appeal-exclusions.sql.ts';
import { refreshKolPositions } from './kol-scores.sql.ts';
import { planKeptSums, planSums, updateSums } from './kol-window-sums.sql.ts';
import { clusterStanding } from './ranking-coordination.sql.ts';
import { discounts } from './ranking-discounts.sql.ts';
import { loadDayPosts, rollups, snapshotCredibility } from './ranking-rollups.sql.ts';
import { followTrust } from './ranking-trust.sql.ts';
import { type DayRange, float8, roundTo, type Step, shiftDay } from './ranking-sql.ts';
import { catalogSnapshot, kolSnapshot, windows } from './ranking-snapshot.sql.ts';
import { storeProofOfWork } from './proof-of-work.sql.ts';
import { rankOrders } from '../repositories/kol-rank-orders.ts';
import { lockRankings } from './table-swap.sql.ts';

type Db = Kysely<Database>;

const f = float8;

/**
 * The mindshare engine of docs/methodology.md, as set-based SQL run inside one
 * transaction. A full run rebuilds discounts, smart followers, credibility and
 * every rollup; a day run redoes the discounts and rollups of the day (and of the
 * day before, see dayRange) and moves the per-KOL window sums by the days that
 * changed. Both then derive the windows and the KOL snapshot; rank positions are
 * derived where they are read (repositories/kol-rank-orders.ts).
 *
 * `warmOrders` (on unless false): after a run or a positions refresh commits, this
 * process reads the new version's orders and sorts every field before the call
 * returns, so its readers find them built (docs/methodology.md, "Positions where they
 * are read"). Awaited, not left running: a read still open when the caller closes
 * the database would fail. Not part of the run's `durationMs`.
 */
export function rankingEngine(
  db: Db,
  options: { onStep?: (step: string, ms: number) => void; warmOrders?: boolean } = {},
): RankingEngine {
  const step: Step = async (name, fn) => {
    const t0 = performance.now();
    const value = await fn();
    options.onStep?.(name, Math.round(performance.now() - t0));
    return value;
  };
  // The run has committed: a failed warm leaves the orders to the first reader.
  const warm = async () => {
    if (options.warmOrders === false) return;
    await step('rank orders', () => rankOrders(db).warm()).catch(() => {});
  };
  return {
    async recompute(asked) {
      const started = new Date();
      const t0 = performance.now();
      const { mode, postsConsidered } = await db
        .transaction()
        .execute((trx) => recomputeInTransaction(trx, asked, step));
      // A full run rewrites KOL rows (PageRank, smart followers, credibility);
      // vacuumed at once, the next full run's rewrite reuses the room instead of
      // growing the table. Day runs do not write KOL rows.
      if (mode === 'full') await step('vacuum', () => vacuumKols(db));
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
      await warm();
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

    async refreshPositions() {
      await db.transaction().execute((trx) => refreshKolPositions(trx));
      await warm();
    },
  };
}

/**
 * One run's statements, inside the caller's transaction (recompute opens it; the
 * benchmarks' probes run it in one they roll back). Returns the mode it ran in (a day
 * run may have to be a full one) and the posts it read.
 */
export async function recomputeInTransaction(
  trx: Db,
  asked: RecomputeRequest,
  step: Step,
): Promise<{ mode: RecomputeRequest['mode']; postsConsidered: number }> {
  let mode = asked.mode;
  await lockRankings(trx);
  // Aggregations over millions of (account, day) groups spill to disk at the default 4MB.
  await sql`set local work_mem = '256MB'`.execute(trx);
  // Everything a run writes is derived and rewritten by the next run: losing the
  // last run to a crash costs a recompute, so the commit need not wait for the disk.
  await sql`set local synchronous_commit = off`.execute(trx);
  // The rollups are unlogged (migration 15): after a crash they are empty and a day
  // run would rank from one day of history, so it becomes a full run.
  if (mode === 'day' && (await rollupsLost(trx))) mode = 'full';
  // An overturned discount may sit on any day: only a full run rewrites them all.
  if (mode === 'day' && (await overturnsPending(trx))) mode = 'full';
  const range: DayRange = mode === 'full' ? null : await step('day range', () => dayRange(trx, asked.asOf));
  if (!range) mode = 'full';
  // A day run's statements each touch a few days: compiling them (JIT) costs more
  // than it saves, and parallel workers each rebuilt the same hash tables of every
  // KOL (three times the work for one Gather).
  if (mode === 'day') {
    await sql`set local jit = off`.execute(trx);
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
  }
  const req: RecomputeRequest = { ...asked, mode };
  const wd = req.methodology.kolWindowDays;
  if (range) await step('day posts', () => loadDayPosts(trx, req, range));
  // Before the discounts: the coordination discounts read the clusters, trust and
  // credibility that this step writes.
  if (req.mode === 'full') {
    // The credibility the kept project and narrative rollups were counted with.
    await snapshotCredibility(trx);
    await step('smart followers', () => smartFollowers(trx, req, step));
  }
  await step('discounts', () => discounts(trx, req, range, (name, fn) => step(`discounts: ${name}`, fn)));
  await step('appeals', () => excludeOverturned(trx, req.mode));
  // After the appeals: an overturned discount no longer lowers a cluster's standing.
  if (req.mode === 'full' && req.methodology.coordination.enabled && req.methodology.discounts.enabled)
    await step('cluster standing', () => clusterStanding(trx, req));
  let plan = await step('sums plan', () => planSums(trx, wd, req.asOf, range ? daysOf(range) : null));
  const kept = await step('rollups', () =>
    rollups(trx, req, range, (name, fn) => step(`rollups: ${name}`, fn)),
  );
  // A full run that kept the rollups of unchanged days moves the sums by what changed.
  if (kept) plan = await planKeptSums(trx, wd, req.asOf, kept.rewritten);
  const sumsChanged = await step('kol sums', () =>
    updateSums(trx, wd, req.asOf, plan, (name, fn) => step(`kol sums: ${name}`, fn)),
  );
  const totalsBefore = await kolTotals(trx);
  await step('windows', () => windows(trx, req));
  await step('proof of work', () => storeProofOfWork(trx, req));
  // Few KOL rows can change when the sums moved for few KOLs, on the same as-of
  // day (the day moves every KOL's posting frequency) and with the same totals
  // (a moved total moves every KOL's mindshare). kolSnapshot then writes only the
  // changed rows, and checks that they are few.
  const few =
    sumsChanged !== null && plan.previousAsOf === req.asOf && (await kolTotals(trx)) === totalsBefore;
  await step('kol scores', () => kolSnapshot(trx, req, (name, fn) => step(`kol scores: ${name}`, fn), few));
  await step('catalog snapshot', () => catalogSnapshot(trx, req));
  return { mode, postsConsidered: await postsRead(trx, range) };
}

// The day as text: pg would turn a date into a local-midnight Date.
export const RUN_COLUMNS = [
  'id',
  'mode',
  sql<string>`as_of::text`.as('as_of'),
  'methodology_version',
  'started_at',
  'finished_at',
  'duration_ms',
  'posts_considered',
] as const;

export function toRun(row: {
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

/**
 * The days a day run rewrites: every day after the last run's as-of day (never rolled
 * up), and the day before the as-of day if it has gained or lost posts since it was
 * rolled up (its post count against its rollup rows: late posts). An unchanged day
 * before is left alone, so a run, the first after midnight included, pays for one
 * day. Refreshed metrics and near-duplicate discounts that only later posts would add
 * to an older day count from the next full run (at most a day later). Null when a
 * full run is due instead: no run yet, or more than a week of days never rolled up.
 */
async function dayRange(trx: Db, asOf: string): Promise<DayRange> {
  const before = shiftDay(asOf, -1);
  // Every write to posts marks its day (kol_daily_stale) and rolling a day up takes its
  // mark, so a day before without a mark has had no write since it was rolled up and
  // its posts need no count (0.1–0.5 s of a run at 10M posts).
  const state = await sql<{ last: string | null; marked: boolean }>`
    select (select sums_as_of::text from ranking_state where id = 1) as last,
      exists (select 1 from kol_daily_stale where day = ${before}::date) as marked`.execute(trx);
  const last = state.rows[0]?.last ?? null;
  // Rolling up every day since a run long ago would cost what a full run does.
  if (last === null || daysBetween(last, asOf) > MAX_MISSED_DAYS) return null;
  if (last < before) return { from: shiftDay(last, 1), to: asOf };
  if (!state.rows[0]?.marked) return { from: asOf, to: asOf };
  // Counted from the heap pages in order: a day's recent posts are not yet marked
  // all-visible, so an index-only count fetches every row at random (0.5 s a day).
  // Compiling the count (JIT) costs more than it saves.
  await sql`set local enable_indexscan = off`.execute(trx);
  await sql`set local enable_indexonlyscan = off`.execute(trx);
  await sql`set local jit = off`.execute(trx);
  const r = await sql<{ changed: boolean }>`
    select (select count(*) from posts where day = ${before}::date)
      <> (select coalesce(sum(posts), 0) from kol_daily where day = ${before}::date) as changed`.execute(trx);
  await sql`reset enable_indexscan`.execute(trx);
  await sql`reset enable_indexonlyscan`.execute(trx);
  await sql`reset jit`.execute(trx);
  return { from: r.rows[0]?.changed ? before : asOf, to: asOf };
}

const MAX_MISSED_DAYS = 7;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Every day of the range, in order. */
const daysOf = (range: NonNullable<DayRange>) =>
  Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => shiftDay(range.from, i));

/** The KOL window totals, as one comparable string. */
async function kolTotals(trx: Db): Promise<string> {
  const r = await sql<{ t: string | null }>`
    select string_agg(window_days || ':' || cur || ':' || prev, ',' order by window_days) as t from kol_window_totals`.execute(
    trx,
  );
  return r.rows[0]?.t ?? '';
}

/**
 * The KOL rows after a full run: vacuumed, and analyzed for the columns the run writes
 * only. With statistics of every column (bios, names, handles) this took 1.4–2.1 s wall
 * and 360–520 ms of backend CPU at 100k KOLs, with these four 0.6–0.9 s and 150–210 ms
 * (bench/RESULTS.md, thirteenth session's notes); the other columns change with syncs
 * and edits, which autovacuum's analyze follows.
 */
async function vacuumKols(db: Db): Promise<void> {
  await sql`vacuum kols`.execute(db);
  await sql`analyze kols (pagerank, trust, smart_followers_count, credibility)`.execute(db);
}

async function rollupsLost(trx: Db): Promise<boolean> {
  const r = await sql<{ lost: boolean }>`
    select not exists (select 1 from kol_daily) and exists (select 1 from posts) as lost`.execute(trx);
  return r.rows[0]?.lost === true;
}

/** Posts the run read: every post to date on a full run, the posts of its days on a day run. */
async function postsRead(trx: Db, range: DayRange): Promise<number> {
  const r = range
    ? await sql<{ n: number }>`
        select coalesce(sum(posts), 0)::int as n from kol_daily
        where day between ${range.from}::date and ${range.to}::date`.execute(trx)
    : await sql<{ n: number }>`select coalesce(sum(life_posts), 0)::int as n from kol_window_sums`.execute(
        trx,
      );
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * The follow graph as account numbers (accounts in id order) and edges sorted by
 * (follower, followee). Kept between full runs (`follow_graph_kept`, migration
 * `2026-11-25-40`): when no write has marked `follow_graph_stale` since it was stored,
 * the graph is read from it, one array of ids and one binary string of edges, instead
 * of from every follow edge (docs/methodology.md, "Work in proportion to change").
 */
async function followGraph(trx: Db): Promise<{ ids: string[]; from: number[]; to: number[] }> {
  const kept = (
    await sql<{ ids: string; stale: boolean }>`
      select g.ids, exists (select 1 from follow_graph_stale) as stale from follow_graph_kept g where g.id = 1`.execute(
      trx,
    )
  ).rows[0];
  if (kept && !kept.stale) {
    // In parts of a megabyte: the driver took seconds over one 16 MB row.
    const parts = await sql<{ part: Uint8Array }>`
      select substring(g.edges from i * ${EDGE_PART}::int + 1 for ${EDGE_PART}::int) as part
      from follow_graph_kept g, generate_series(0, (length(g.edges) - 1) / ${EDGE_PART}::int) i
      where g.id = 1 order by i`.execute(trx);
    return { ids: kept.ids ? kept.ids.split(',') : [], ...edgesOf(parts.rows.map((r) => r.part)) };
  }
  // Marks taken before the graph is read: the delete waits for the writes that marked the
  // graph (their upsert holds the mark until they commit, migration 2026-11-25-40), so the
  // read below sees them; a later write marks the graph again.
  await sql`delete from follow_graph_stale`.execute(trx);
  const graph = await readFollowGraph(trx);
  const edges = new Int32Array(2 * graph.from.length);
  for (let j = 0; j < graph.from.length; j++) {
    edges[2 * j] = graph.from[j] ?? 0;
    edges[2 * j + 1] = graph.to[j] ?? 0;
  }
  await sql`
    insert into follow_graph_kept (id, ids, edges) values (1, ${graph.ids.join(',')}, ${new Uint8Array(edges.buffer)})
    on conflict (id) do update set ids = excluded.ids, edges = excluded.edges`.execute(trx);
  return graph;
}

const EDGE_PART = 1 << 20;

/** Edges stored as (follower, followee) pairs of 32-bit numbers in this machine's byte order. */
function edgesOf(parts: Uint8Array[]): { from: number[]; to: number[] } {
  // Copied into one buffer: the driver's buffers may start at offsets no Int32Array can view.
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  const pairs = new Int32Array(bytes.buffer);
  const m = pairs.length / 2;
  const from = new Array<number>(m);
  const to = new Array<number>(m);
  for (let j = 0; j < m; j++) {
    from[j] = pairs[2 * j] ?? 0;
    to[j] = pairs[2 * j + 1] ?? 0;
  }
  return { from, to };
}

/**
 * The follow graph read from `kol_follows`. The numbering is a small analyzed table, so
 * both joins hash the 100k accounts and stream the edges; the edges are sorted here, as
 * one typed array, instead of by two ordered aggregates of a million rows each. Read
 * through the followee index and two sorts, this took 10 s of a 1M-post full run.
 */
async function readFollowGraph(trx: Db): Promise<{ ids: string[]; from: number[]; to: number[] }> {
  await sql`drop table if exists kol_numbers`.execute(trx);
  await sql`
    create temp table kol_numbers on commit drop as
    select id, (row_number() over (order by id) - 1)::int as i from kols`.execute(trx);
  await sql`analyze kol_numbers`.execute(trx);
  // The edges as text, split here: the driver's parser of two int arrays of a million
  // elements took longer than the joins.
  const row = (
    await sql<{ ids: string | null; from: string | null; to: string | null }>`
      select (select array_to_string(array_agg(id order by i), ',') from kol_numbers) as ids,
        array_to_string(array_agg(a.i), ',') as from, array_to_string(array_agg(b.i), ',') as to
      from kol_follows f join kol_numbers a on a.id = f.follower_id join kol_numbers b on b.id = f.followee_id`.execute(
      trx,
    )
  ).rows[0];
  await sql`drop table kol_numbers`.execute(trx);
  const ids = row?.ids ? row.ids.split(',') : [];
  const n = ids.length;
  const followers = row?.from ? row.from.split(',') : [];
  const followees = row?.to ? row.to.split(',') : [];
  // (follower, followee) as one number, exact below 2^53 for any count of accounts here.
  const keys = Float64Array.from(followers, (f, j) => Number(f) * n + Number(followees[j]));
  keys.sort();
  const from = new Array<number>(keys.length);
  const to = new Array<number>(keys.length);
  for (let j = 0; j < keys.length; j++) {
    const key = keys[j] ?? 0;
    const a = Math.floor(key / n);
    from[j] = a;
    to[j] = key - a * n;
  }
  return { ids, from, to };
}

/**
 * Each account's followers in the smart set: the `setSize` accounts highest in PageRank,
 * ties to the lower number (accounts are numbered in id order, so the lower id, as
 * `order by score desc, id` ranks them). Counted over the edges in memory instead of a
 * join of every follow edge to the set (0.9 s of backend CPU at 100k accounts).
 */
export function smartFollowerCounts(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  scores: Float64Array,
  setSize: number,
): Int32Array {
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (scores[b] as number) - (scores[a] as number) || a - b,
  );
  const inSet = new Uint8Array(n);
  for (let r = 0; r < Math.min(setSize, n); r++) inSet[order[r] as number] = 1;
  const counts = new Int32Array(n);
  for (let e = 0; e < from.length; e++) if (inSet[from[e] as number]) counts[to[e] as number]++;
  return counts;
}

/**
 * PageRank over follow edges (a fixed number of iterations), then the smart set and
 * credibility; on the same graph, trust from the seeds and the follow clusters.
 */
async function smartFollowers(trx: Db, req: RecomputeRequest, step: Step) {
  const s = req.methodology.smartFollowers;
  const c = req.methodology.credibility;
  const edges = Number(
    (await sql<{ n: number }>`select count(*)::int as n from kol_follows`.execute(trx)).rows[0]?.n ?? 0,
  );
  const n = Number(
    (await sql<{ n: number }>`select count(*)::int as n from kols`.execute(trx)).rows[0]?.n ?? 0,
  );
  const setSize = n === 0 ? 0 : Math.max(1, Math.ceil(n * s.smartSetShare));
  // Unknown account age counts as half-way: neither trusted as old nor discounted as new.
  const credibility = (smart: ReturnType<typeof sql>) =>
    roundTo(
      sql`(${f(c.base)} + ${f(c.ageWeight)} * coalesce(least(1, extract(epoch from ${req.asOf}::date - k.twitter_created_at) / 86400 / ${f(c.ageFullDays)}), 0.5))
      * (1 + ${f(c.smartWeight)} * least(1, ${smart}::float8 / greatest(1, ${setSize}::int) / ${f(req.methodology.kolScore.smartFullShare)}))`,
      9,
    );
  // Upserted: on a first run this step comes before the discounts' population row.
  await sql`
    insert into ranking_state (id, ratio_mean, ratio_stddev, smart_set_size, as_of)
    values (1, 0, 0, ${setSize}::int, ${req.asOf}::date)
    on conflict (id) do update set smart_set_size = excluded.smart_set_size`.execute(trx);

  if (edges > 0 && n > 0) {
    // PageRank runs in memory: a million edges are two integer arrays, and twenty
    // passes over them take milliseconds where twenty joins in SQL took a minute.
    // Accounts are numbered in id order and edges sorted, so the sums are ordered.
    const { ids, from, to } = await step('follow graph', () => followGraph(trx));
    const scores = pageRank(ids.length, from, to, {
      damping: s.damping,
      iterations: s.iterations,
    });
    const trust = await step('trust and clusters', () =>
      followTrust(trx, req, { ids, from, to, pagerank: scores }),
    );
    const smart = smartFollowerCounts(ids.length, from, to, scores, setSize);
    await sql`drop table if exists pr`.execute(trx);
    // The ids are the kept graph's (followGraph stored them in this transaction if it
    // read the edges), and the numbers go as text: a number's shortest decimal reads
    // back as the same float8, and the driver's array writer took seconds for 100k ids.
    await sql`
      create temp table pr on commit drop as
      select x.id as kol_id, x.score, x.trust, x.smart
      from follow_graph_kept g
      cross join lateral unnest(string_to_array(g.ids, ',')::uuid[], string_to_array(${scores.join(',')}, ',')::float8[],
        string_to_array(${trust ? trust.join(',') : null}::text, ',')::float8[], string_to_array(${smart.join(',')}, ',')::int[]) as x(id, score, trust, smart)
      where g.id = 1`.execute(trx);
    // One pass over the KOL rows: PageRank, smart followers and the credibility they
    // feed. Only rows whose values change are written: on an unchanged follow graph
    // that is the accounts whose age still moves their credibility, not all 100k wide
    // rows and their index entries (docs/methodology.md, "Work in proportion to change").
    await sql`
      update kols u set pagerank = x.pagerank, trust = x.trust, smart_followers_count = x.smart,
        credibility = x.credibility
      from (
        select pr.kol_id, ${roundTo(sql`pr.score`, 12)} as pagerank, pr.trust, pr.smart,
          ${credibility(sql`pr.smart`)} as credibility
        from pr
        join kols k on k.id = pr.kol_id
      ) x
      where u.id = x.kol_id
        and (u.pagerank, u.trust, u.smart_followers_count, u.credibility)
          is distinct from (x.pagerank, x.trust, x.smart, x.credibility)`.execute(trx);
    await sql`drop table pr`.execute(trx);
  } else {
    await followTrust(trx, req, null);
    await sql`update kols k set credibility = ${credibility(sql`coalesce(k.smart_followers_count, 0)`)}, trust = null`.execute(
      trx,
    );
  }
}
