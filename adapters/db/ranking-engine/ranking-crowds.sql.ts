import { type Kysely, sql } from 'kysely';
import { knownProjectDays, overChanceProjects } from '#core/domain/crowd-chance.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import type { FollowGraph } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * How many accounts in no cluster posted about each project an unvouched account is new to, in
 * the last crowd.days days (docs/methodology.md, "Unvouched crowds", since 1.13.0). A crowd must
 * be at least crowd.minShare of them. Since 1.20.0 (crowd.chanceOdds, "Crowds against chance")
 * every project's posters, `everyProject`: chance is measured on the other projects.
 */
export async function postersOf(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  fresh: readonly (readonly [number, string])[],
  clusterOf: Int32Array,
  everyProject = false,
): Promise<Map<string, number>> {
  const projects = [...new Set(fresh.map(([, p]) => p))].sort();
  if (projects.length === 0) return new Map();
  const w = req.methodology.coordination.crowd;
  const r = await sql<{ kol_id: string; pid: string }>`
    select distinct p.kol_id, u.pid::text as pid
    from posts p cross join unnest(p.project_ids) as u(pid)
    where p.day > ${req.asOf}::date - ${w.days}::int and p.day <= ${req.asOf}::date
      and (${everyProject} or u.pid = any(${projects}::uuid[]))`.execute(trx);
  const index = new Map(graph.ids.map((id, i) => [id, i]));
  const out = new Map<string, number>();
  for (const x of r.rows) {
    const i = index.get(x.kol_id);
    if (i === undefined || clusterOf[i] !== -1) continue;
    out.set(x.pid, (out.get(x.pid) ?? 0) + 1);
  }
  return out;
}

/**
 * Tied newcomers (1.18.0): every account in no cluster with the projects it posted about in
 * the last crowd.days days and not in the crowd.historyDays before, [account, project] in
 * account order (one pass over the window's posts about projects).
 */
export async function freshPosters(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  clusterOf: Int32Array,
): Promise<[number, string][]> {
  const w = req.methodology.coordination.crowd;
  const start = sql`${req.asOf}::date - ${w.days}::int`;
  const r = await sql<{ kol_id: string; project: string }>`
    with per as (
      select distinct p.kol_id, u.pid
      from posts p cross join unnest(p.project_ids) as u(pid)
      where p.day > ${start} and p.day <= ${req.asOf}::date and cardinality(p.project_ids) > 0
    )
    select per.kol_id::text as kol_id, per.pid::text as project from per where not exists (
      select 1 from posts q where q.kol_id = per.kol_id and per.pid = any(q.project_ids)
        and q.day > ${start} - ${w.historyDays}::int and q.day <= ${start}
    )`.execute(trx);
  const index = new Map(graph.ids.map((id, i) => [id, i]));
  const out: [number, string][] = [];
  for (const x of r.rows) {
    const i = index.get(x.kol_id);
    if (i !== undefined && clusterOf[i] === -1) out.push([i, x.project]);
  }
  return out.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
}

/**
 * Each unvouched account's new projects (docs/methodology.md, "Unvouched crowds", 1.6.0): those
 * with at least crowd.minPosts of its posts in the last crowd.days days and none in the days
 * before that make a project known (knownProjectDays: crowd.historyDays, since 1.32.0
 * crowd.knownDays); crowdGroups picks the one most unvouched accounts share. Read per
 * account through posts_kol_idx. Since 1.18.1 (crowd.overChance, core/domain/crowd-chance.ts)
 * only the projects over chance among the account's own posts about projects: the rule is in
 * the domain; this reads the counts it compares (since 1.29.0 also each account's largest count
 * about one project and how many projects have it). `days` (since 1.20.0) receives the days of
 * each account's posts about each of its new projects, keyed "account:project".
 */
export async function newProjects(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  accounts: readonly number[],
  days?: Map<string, string[]>,
): Promise<[number, string][]> {
  if (accounts.length === 0) return [];
  const w = req.methodology.coordination.crowd;
  const start = sql`${req.asOf}::date - ${w.days}::int`;
  const knownDays = knownProjectDays(w);
  const r = await sql<{
    i: number;
    project: string;
    n: number;
    own: number;
    days: string[];
    top: number;
    ties: number;
  }>`
    with a as (select * from unnest(${accounts}::int[], ${accounts.map((i) => graph.ids[i] as string)}::uuid[]) as a(i, kol_id)),
    own as (
      select a.i, a.kol_id, p.project_ids, p.day from a cross join lateral (
        select p.project_ids, p.day from posts p where p.kol_id = a.kol_id and p.day > ${start} and p.day <= ${req.asOf}::date
          and cardinality(p.project_ids) > 0
      ) p
    ),
    total as (select i, count(*)::int as own from own group by i),
    every as (
      select own.i, own.kol_id, u.pid, count(*)::int as n, array_agg(own.day::text order by own.day) as days
      from own cross join unnest(own.project_ids) as u(pid)
      group by own.i, own.kol_id, u.pid
    ),
    -- 1.29.0 (crowd.mostNamed): each account's largest count about one project, and how many have it.
    top as (
      select i, max(n)::int as top from every group by i
    ),
    most as (
      select every.i, top.top, count(*)::int as ties from every join top using (i)
      where every.n = top.top group by every.i, top.top
    ),
    per as (select * from every where n >= ${w.minPosts}::int),
    fresh as (
      select per.i, per.pid, per.n, per.days from per where not exists (
        select 1 from posts q where q.kol_id = per.kol_id and per.pid = any(q.project_ids)
          and q.day > ${start} - ${knownDays}::int and q.day <= ${start}
      )
    )
    select fresh.i, fresh.pid::text as project, fresh.n, total.own, fresh.days, most.top, most.ties
    from fresh join total using (i) join most using (i) order by fresh.i, fresh.pid`.execute(trx);
  // 1.20.0 (crowd.chanceOdds): the days of each pair's posts, for the crowd's start.
  if (days) for (const x of r.rows) days.set(`${Number(x.i)}:${x.project}`, x.days);
  if (!w.overChance) return r.rows.map((x) => [Number(x.i), x.project]);
  const projects = [...new Set(r.rows.map((x) => x.project))].sort();
  if (projects.length === 0) return [];
  // Each project's share of all posts about projects in the window (one pass over them).
  const s = await sql<{ project: string; n: number; total: number }>`
    with w as (
      select p.project_ids from posts p
      where p.day > ${start} and p.day <= ${req.asOf}::date and cardinality(p.project_ids) > 0
    )
    select u.pid::text as project, count(*)::int as n, (select count(*) from w)::int as total
    from w cross join unnest(w.project_ids) as u(pid)
    where u.pid = any(${projects}::uuid[]) group by u.pid`.execute(trx);
  const share = new Map(s.rows.map((x) => [x.project, Number(x.n) / Math.max(1, Number(x.total))]));
  const own = new Map(r.rows.map((x) => [Number(x.i), Number(x.own)]));
  const most = new Map(r.rows.map((x) => [Number(x.i), { top: Number(x.top), ties: Number(x.ties) }]));
  return overChanceProjects(
    r.rows.map((x) => [Number(x.i), x.project, Number(x.n)] as const),
    (a) => own.get(a) ?? 0,
    (p) => share.get(p) ?? 0,
    w.overChance,
    w.mostNamed ? (a) => most.get(a) ?? { top: 0, ties: 0 } : undefined,
  );
}

/**
 * The crowd candidates that posted anything in the crowd.historyDays days before the last
 * crowd.days (docs/methodology.md, "1.21.0: a crowd's members with a history"): the domain judges
 * them as established. Each comes with the day of its earliest post before the window, by which
 * 1.24.0 frees the longest-standing first ("1.24.0: the longest-standing freed first"). Read per
 * account through posts_kol_idx, as newProjects reads.
 */
export async function withHistory(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  accounts: readonly number[],
): Promise<Map<number, string>> {
  if (accounts.length === 0) return new Map();
  const w = req.methodology.coordination.crowd;
  const start = sql`${req.asOf}::date - ${w.days}::int`;
  // One pass over each candidate's posts before the window: its earliest, and whether its latest
  // falls in the history days.
  const r = await sql<{ i: number; since: string }>`
    select a.i, to_char(min(p.day), 'YYYY-MM-DD') as since
    from unnest(${accounts}::int[], ${accounts.map((i) => graph.ids[i] as string)}::uuid[]) as a(i, kol_id)
    join posts p on p.kol_id = a.kol_id and p.day <= ${start}
    group by a.i
    having max(p.day) > ${start} - ${w.historyDays}::int`.execute(trx);
  return new Map(r.rows.map((x) => [Number(x.i), x.since]));
}
