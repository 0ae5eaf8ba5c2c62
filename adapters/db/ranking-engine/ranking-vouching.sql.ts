import { type Kysely, sql } from 'kysely';
import { audienceBacking } from '#core/domain/audience-backing.ts';
import { vouchWeights } from '#core/domain/vouch-concentration.ts';
import { patronCandidates, vouchingGroups } from '#core/domain/vouching-groups.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import type { FollowGraph } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * Vouching groups (docs/methodology.md, since 1.12.0; the rule in core/domain/vouching-groups.ts):
 * the thinly backed accounts as the groups found so far leave them, the backed accounts that
 * vouch for at least vouching.minThin of them, and the projects each of those posted about in
 * the last vouching.days days (read per account through posts_kol_idx).
 */
export async function vouchingGroupsOf(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  untraded: { from: number[]; to: number[] },
  trust: readonly number[],
  followers: readonly number[],
  clusterOf: Int32Array,
  /** Since 1.34.0: the accounts that count toward a size bucket's minCount (size-reference.ts). */
  counted: ArrayLike<number> | null = null,
) {
  const c = req.methodology.coordination;
  const n = graph.ids.length;
  const backing = audienceBacking(untraded, trust, followers, (i) => clusterOf[i] === -1, {
    ...c.sizeReference,
    maxThin: c.backing.maxThin,
    counted,
  });
  const thin = new Uint8Array(n);
  for (const i of backing.thin) thin[i] = 1;
  const candidates = patronCandidates(untraded, trust, thin, clusterOf, c.vouching);
  if (candidates.size === 0) return [];
  const accounts = [...new Set([...candidates].flatMap(([a, b]) => [a, ...b]))].sort((x, y) => x - y);
  const rows = await sql<{ i: number; project: string }>`
    select x.i, u.pid::text as project
    from unnest(${accounts}::int[], ${accounts.map((i) => graph.ids[i] as string)}::uuid[]) as x(i, kol_id)
    cross join lateral (
      select distinct u.pid from posts p cross join unnest(p.project_ids) as u(pid)
      where p.kol_id = x.kol_id and p.day > ${req.asOf}::date - ${c.vouching.days}::int and p.day <= ${req.asOf}::date
    ) u
    order by 1, 2`.execute(trx);
  const projects = new Map<number, Set<string>>();
  for (const r of rows.rows) {
    const set = projects.get(Number(r.i)) ?? new Set<string>();
    set.add(r.project);
    projects.set(Number(r.i), set);
  }
  const none = new Set<string>();
  return vouchingGroups(candidates, (a) => projects.get(a) ?? none, c.vouching);
}

/**
 * Concentrated vouchers (docs/methodology.md, since 1.13.0; the rule in
 * core/domain/vouch-concentration.ts): the projects each account posted about in the last
 * vouching.days days and how many accounts posted about each (one pass over the window's
 * posts), and the weights of the vouches as the groups found so far leave the vouchers.
 */
export async function vouchWeightsOf(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  untraded: { from: number[]; to: number[] },
  trust: readonly number[],
) {
  const c = req.methodology.coordination;
  const n = graph.ids.length;
  const rows = await sql<{ kol_id: string; pids: string[] }>`
    select p.kol_id, array_agg(distinct u.pid::text order by u.pid::text) as pids
    from posts p cross join unnest(p.project_ids) as u(pid)
    where p.day > ${req.asOf}::date - ${c.vouching.days}::int and p.day <= ${req.asOf}::date
    group by p.kol_id`.execute(trx);
  const index = new Map(graph.ids.map((id, i) => [id, i]));
  const projectIndex = new Map<string, number>();
  const posters: number[] = [];
  const projects: number[][] = Array.from({ length: n }, () => []);
  for (const r of rows.rows) {
    const i = index.get(r.kol_id);
    if (i === undefined) continue;
    for (const pid of r.pids) {
      let p = projectIndex.get(pid);
      if (p === undefined) {
        p = posters.length;
        projectIndex.set(pid, p);
        posters.push(0);
      }
      posters[p] = (posters[p] as number) + 1;
      (projects[i] as number[]).push(p);
    }
  }
  return {
    /** The projects account i posted about in the window (indices into projectIds). */
    projectsOf: (i: number) => projects[i] as number[],
    projectIds: [...projectIndex.keys()],
    weigh: (clusterOf: Int32Array) =>
      vouchWeights(
        untraded,
        n,
        (a) => (trust[a] as number) > 0 && clusterOf[a] === -1,
        (i) => projects[i] as number[],
        posters,
        c.backing.concentration,
      ),
  };
}

/** Each vouching group's patrons for its label: the first three by username and how many more. */
export async function patronNames(
  trx: Db,
  graph: FollowGraph,
  groups: readonly { patrons: readonly number[] }[],
  from: number,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (groups.length === 0) return out;
  const ids = groups.flatMap((g) => g.patrons.map((i) => graph.ids[i] as string));
  const names = new Map(
    (
      await sql<{ id: string; u: string }>`
        select id::text, twitter_username as u from kols where id = any(${ids}::uuid[])`.execute(trx)
    ).rows.map((r) => [r.id, r.u]),
  );
  groups.forEach((g, k) => {
    const handles = g.patrons.map((i) => `@${names.get(graph.ids[i] as string) ?? '?'}`).sort();
    const more = handles.length > 3 ? ` and ${handles.length - 3} more` : '';
    out.set(from + k, `${handles.length} accounts (${handles.slice(0, 3).join(', ')}${more})`);
  });
  return out;
}
