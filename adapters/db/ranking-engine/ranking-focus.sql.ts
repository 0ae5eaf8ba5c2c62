import { type Kysely, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import type { FollowGraph } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * Candidates [account, focus group] that posted at least minPosts times about the group's
 * project in the focus window join the group (the 1.5.0 followers with minPosts 1, the 1.8.0
 * periphery with crowd.minPosts; docs/methodology.md, "Padding, silence, followers and
 * follow-backs"). One statement per call; each candidate's count stops at minPosts posts
 * (read through posts_kol_idx). With `since` (one day or null per candidate), only posts from
 * that day on count (the periphery since 1.18.3, "1.18.3: regulars from before the push"). Moves
 * the joiners into their groups and keeps the focus groups' members sorted.
 */
export async function joinIfPosted(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  candidates: readonly (readonly [number, number])[],
  projectOf: (group: number) => string,
  minPosts: number,
  clusterOf: Int32Array,
  clusters: number[][],
  firstGroup: number,
  since?: readonly (string | null)[],
) {
  if (candidates.length === 0) return;
  const days = req.methodology.coordination.focus.days;
  const posted = await sql<{ j: number }>`
    select x.j from unnest(${candidates.map((_, j) => j)}::int[], ${candidates.map(([a]) => graph.ids[a] as string)}::uuid[],
      ${candidates.map(([, g]) => projectOf(g))}::uuid[], ${candidates.map((_, j) => since?.[j] ?? null)}::date[])
      as x(j, kol_id, pid, since)
    where (
      select count(*) from (
        select 1 from posts p where p.kol_id = x.kol_id and x.pid = any(p.project_ids)
          and p.day > ${req.asOf}::date - ${days}::int and p.day <= ${req.asOf}::date
          and (x.since is null or p.day >= x.since)
        limit ${minPosts}::int
      ) s
    ) >= ${minPosts}::int order by x.j`.execute(trx);
  for (const { j } of posted.rows) {
    const [a, g] = candidates[Number(j)] as [number, number];
    clusterOf[a] = g;
    (clusters[g] as number[]).push(a);
  }
  for (let g = firstGroup; g < clusters.length; g++) (clusters[g] as number[]).sort((x, y) => x - y);
}

/**
 * The day each focus group's focused members first posted about its project in the focus
 * window (docs/methodology.md, "1.18.3: regulars from before the push"): the periphery counts
 * only posts from that day on. `groups` are [group, its focused members]; one statement.
 */
export async function focusStarts(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  groups: readonly (readonly [number, readonly number[]])[],
  projectOf: (group: number) => string,
): Promise<Map<number, string>> {
  const rows = groups.flatMap(([g, members]) => members.map((a) => [g, graph.ids[a] as string] as const));
  if (rows.length === 0) return new Map();
  const days = req.methodology.coordination.focus.days;
  const first = await sql<{ g: number; day: string }>`
    select x.g, min(p.day)::text as day
    from unnest(${rows.map(([g]) => g)}::int[], ${rows.map(([, id]) => id)}::uuid[],
      ${rows.map(([g]) => projectOf(g))}::uuid[]) as x(g, kol_id, pid)
    join posts p on p.kol_id = x.kol_id and x.pid = any(p.project_ids)
      and p.day > ${req.asOf}::date - ${days}::int and p.day <= ${req.asOf}::date
    group by x.g order by x.g`.execute(trx);
  return new Map(first.rows.map((r) => [Number(r.g), r.day]));
}

/**
 * Each account's focus over the last focus.days days (docs/methodology.md, "Focus
 * groups"): the project it named most (ties to the smallest id), when that has at
 * least the smallest of focus.minPosts, focus.awakened.minPosts and sync.minDays of
 * its posts, and at least focus.minShare of all its posts or focus.dominance times as
 * many as the next project (1.5.0: padding a campaign with posts about many other
 * projects no longer dilutes it). `awakened`: no post in the focus.awakened.silentDays
 * days before the window (1.5.0), looked up per candidate through posts_kol_idx. One
 * pass over the window's posts, into a small analysed temporary table that the
 * lock-step ties and the focus groups both read. Since 1.19.0 a post naming no project
 * counts for the narratives it names, so `pid` may be a narrative's id.
 */
export async function focusTable(trx: Db, req: RecomputeRequest) {
  const c = req.methodology.coordination;
  const least = Math.min(c.focus.minPosts, c.focus.awakened.minPosts, c.sync.minDays);
  const start = sql`${req.asOf}::date - ${c.focus.days}::int`;
  // Since 1.35.0 whether the account named its focus in the crowd.knownDays days before the window
  // (a regular of it, "1.35.0: a project's regulars are not its push"); one indexed look per row.
  const knownDays = c.focus.regularsApart ? (c.crowd.knownDays ?? c.crowd.historyDays) : 0;
  // Since 1.37.0 a post about the focus itself is no history: it does not break the account's
  // silence, and a regular needs focus.minPosts posts of any kind in the knownDays before, not a
  // seed or two ("1.37.0: a seed is not a history").
  const beyond = c.focus.historyBeyond === true;
  const entities = sql`case when ${c.focus.narratives === true}::boolean and cardinality(p.project_ids) = 0
        then p.narrative_ids else p.project_ids end`;
  await sql`drop table if exists focus_accounts`.execute(trx);
  await sql`
    create temp table focus_accounts on commit drop as
    with w as (
      -- Since 1.19.0 a post that names no project stands for the narratives it names.
      select p.kol_id, ${entities} as project_ids
      from posts p
      where p.day > ${start} and p.day <= ${req.asOf}::date
    ),
    total as (select kol_id, count(*)::int as n from w group by kol_id),
    per as (
      select w.kol_id, u.pid, count(*)::int as n,
        row_number() over (partition by w.kol_id order by count(*) desc, u.pid) as r
      from w cross join unnest(w.project_ids) as u(pid)
      group by w.kol_id, u.pid
    ),
    top as (
      select a.kol_id, a.pid, a.n, coalesce(b.n, 0) as second
      from per a left join per b on b.kol_id = a.kol_id and b.r = 2
      where a.r = 1
    )
    select top.kol_id, top.pid, top.n,
      not exists (
        select 1 from posts p where p.kol_id = top.kol_id
          and p.day > ${start} - ${c.focus.awakened.silentDays}::int and p.day <= ${start}
          and not (${beyond}::boolean and top.pid = any(${entities}))
      ) as awakened,
      ${knownDays}::int > 0 and exists (
        select 1 from posts p where p.kol_id = top.kol_id
          and p.day > ${start} - ${knownDays}::int and p.day <= ${start} and top.pid = any(${entities})
      ) and (not ${beyond}::boolean or (
        select count(*) from posts p where p.kol_id = top.kol_id
          and p.day > ${start} - ${knownDays}::int and p.day <= ${start}
      ) >= ${c.focus.minPosts}::int) as known
    from top join total t on t.kol_id = top.kol_id
    where top.n >= ${least}::int
      and (top.n >= ${c.focus.minShare}::float8 * t.n or top.n >= ${c.focus.dominance}::float8 * top.second)`.execute(
    trx,
  );
  await sql`analyze focus_accounts`.execute(trx);
}

/**
 * Accounts (graph indexes, accounts in id order) focused on a project: focus.minPosts
 * posts about it, or focus.awakened.minPosts for an account silent before the window.
 * Each with its project, whether it was silent (named in the group's evidence) and whether
 * it named the project before the window (since 1.35.0; always false before).
 */
export async function focusedAccounts(
  trx: Db,
  req: RecomputeRequest,
): Promise<[number, string, boolean, boolean][]> {
  const f = req.methodology.coordination.focus;
  const r = await sql<{ i: number; project: string; awakened: boolean; known: boolean }>`
    with k as (select id, (row_number() over (order by id) - 1)::int as i from kols)
    select k.i, f.pid::text as project, f.awakened, f.known from focus_accounts f join k on k.id = f.kol_id
    where f.n >= ${f.minPosts}::int or (f.awakened and f.n >= ${f.awakened.minPosts}::int)
    order by k.i`.execute(trx);
  return r.rows.map((x) => [Number(x.i), x.project, x.awakened === true, x.known === true]);
}

/**
 * Pairs of accounts (graph indexes, accounts in id order) that posted about the same
 * project in the same slot on at least minDays days of the last `days`: a pod posting
 * on cue, whether or not its accounts follow each other. Slots with more than
 * maxAuthors authors are a popular project's ordinary traffic and are left out (their
 * pairs would be most of the work and say nothing). Since 1.4.0 only an account's
 * posts about the project it is focused on are paired (focusTable, with minDays posts
 * as the minimum), read through posts_kol_idx: a pod pushes its target, and pairing
 * every prolific account's shared slots made the statement grow with the square of a
 * slot's authors (over 9 minutes at 10M posts). Each step is a small analysed table,
 * so the planner never guesses a join of unknown size.
 */
export async function lockStepTies(trx: Db, req: RecomputeRequest): Promise<[number, number][]> {
  const y = req.methodology.coordination.sync;
  const slot = sql`floor(extract(epoch from p.created_at) / ${y.slotMinutes * 60}::int)::bigint`;
  const since = sql`${req.asOf}::date - ${y.days}::int`;
  await sql`drop table if exists lock_posts, lock_slots`.execute(trx);
  await sql`
    create temp table lock_posts on commit drop as
    select f.kol_id, f.pid, p.day, ${slot} as slot
    from focus_accounts f
    cross join lateral (
      select p.day, p.created_at from posts p
      where p.kol_id = f.kol_id and p.day > ${since} and p.day <= ${req.asOf}::date and f.pid = any(p.project_ids)
    ) p
    where f.n >= ${y.minDays}::int`.execute(trx);
  await sql`analyze lock_posts`.execute(trx);
  await sql`
    create temp table lock_slots on commit drop as
    select pid, slot from lock_posts group by pid, slot having count(distinct kol_id) >= 2`.execute(trx);
  await sql`analyze lock_slots`.execute(trx);
  // A slot crowded by everyone's posts about the project is ordinary traffic.
  await sql`
    delete from lock_slots s using (
      select m.pid, m.slot from (
        select u.pid, ${slot} as slot, p.kol_id
        from posts p cross join unnest(p.project_ids) as u(pid)
        where p.day > ${since} and p.day <= ${req.asOf}::date and cardinality(p.project_ids) > 0
      ) m join lock_slots l on l.pid = m.pid and l.slot = m.slot
      group by m.pid, m.slot having count(distinct m.kol_id) > ${y.maxAuthors}::int
    ) crowded
    where crowded.pid = s.pid and crowded.slot = s.slot`.execute(trx);
  const r = await sql<{ a: number; b: number }>`
    with x as (
      select distinct l.kol_id, l.pid, l.slot, l.day from lock_posts l
      join lock_slots s on s.pid = l.pid and s.slot = l.slot
    ),
    k as (select id, (row_number() over (order by id) - 1)::int as i from kols)
    select ka.i as a, kb.i as b
    from x xa join x xb on xa.pid = xb.pid and xa.slot = xb.slot and xa.kol_id < xb.kol_id
    join k ka on ka.id = xa.kol_id join k kb on kb.id = xb.kol_id
    group by ka.i, kb.i having count(distinct xa.day) >= ${y.minDays}::int
    order by 1, 2`.execute(trx);
  await sql`drop table lock_posts, lock_slots`.execute(trx);
  return r.rows.map((x) => [Number(x.a), Number(x.b)]);
}
