import { type Kysely, sql } from 'kysely';
import {
  closedGroups,
  clusterTrustMultipliers,
  crowdGroups,
  focusFollowers,
  focusGroups,
  followClusters,
  sinkGroups,
  untradedFollows,
} from '#core/domain/follow-clusters.ts';
import { pageRank } from '#core/domain/pagerank.ts';
import {
  campaignJoins,
  campaignMoves,
  campaignProjects,
  groupTies,
  ownFollows,
} from '#core/domain/campaign-accounts.ts';
import { audienceBacking } from '#core/domain/audience-backing.ts';
import { backingCircles } from '#core/domain/backing-circles.ts';
import { vouchWeights } from '#core/domain/vouch-concentration.ts';
import { tiedNewcomers } from '#core/domain/tied-newcomers.ts';
import { overChanceProjects } from '#core/domain/crowd-chance.ts';
import { patronCandidates, vouchingGroups } from '#core/domain/vouching-groups.ts';
import { focusNeighbours } from '#core/domain/focus-neighbours.ts';
import { sizeReference } from '#core/domain/size-reference.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { tiedGroupsTable } from './ranking-sql.ts';

type Db = Kysely<Database>;

/** The follow graph as the engine loads it: accounts in id order, edges as index arrays. */
export interface FollowGraph {
  ids: string[];
  from: number[];
  to: number[];
  pagerank: Float64Array;
}

/**
 * Trust earned from outside a cluster (docs/methodology.md, coordination defence), on
 * a full run: the dense mutual-follow clusters, the seed accounts, trust propagated
 * from the seeds, and each cluster's trust multiplier. Writes follow_clusters and
 * kol_clusters; returns each account's trust (in graph order) for the caller's one
 * update of the KOL rows. Null when the defence is off (the tables are then empty).
 */
export async function followTrust(trx: Db, req: RecomputeRequest, graph: FollowGraph | null) {
  const c = req.methodology.coordination;
  await sql`delete from kol_clusters`.execute(trx);
  await sql`delete from follow_clusters`.execute(trx);
  await sql`delete from kol_backing`.execute(trx);
  await sql`delete from kol_backing_circles`.execute(trx);
  await sql`delete from backing_caps`.execute(trx);
  // Since 1.16.0 (backing standing): written after the discounts, by clusterStanding.
  await sql`delete from kol_backing_standing`.execute(trx);
  // Tied groups (1.18.0) and their projects, for the caps of this run (ranking-coordination.sql.ts).
  await tiedGroupsTable(trx);
  await sql`delete from tied_groups`.execute(trx);
  if (!graph || !c.enabled || !req.methodology.discounts.enabled) return null;
  const n = graph.ids.length;
  await focusTable(trx, req);
  const ties = await lockStepTies(trx, req);
  const { clusterOf, clusters } = followClusters(n, graph.from, graph.to, c.clusters, ties);
  sinkGroups(n, graph.from, graph.to, clusterOf, clusters, c.sinkGroups);

  // Seeds: old accounts high in PageRank and creators whose work staff approved,
  // never a cluster member (a ring must not be able to seed its own trust).
  const facts = (
    await sql<{ old: boolean; approved: boolean; followers: number }>`
      select coalesce(k.twitter_created_at <= ${req.asOf}::date - ${c.trust.seedMinAgeDays}::int, false) as old,
        coalesce(k.twitter_followers_count, 0)::float8 as followers,
        exists (select 1 from reward_submissions s where s.kol_id = k.id and s.status = 'approved') as approved
      from kols k order by k.id`.execute(trx)
  ).rows;
  // Anchors: creators whose work staff approved. When there are any, an account high in
  // PageRank is a seed only if a follow path from an anchor reaches it: a closed group
  // holds the PageRank it never passes on (a link farm), and must not seed itself.
  const anchors = new Float64Array(n);
  let anchored = 0;
  for (let i = 0; i < n; i++)
    if (facts[i]?.approved && clusterOf[i] === -1) {
      anchors[i] = 1;
      anchored++;
    }
  const propagate = (jump: Float64Array, count: number) => {
    if (count === 0) return new Float64Array(n);
    for (let i = 0; i < n; i++) jump[i] = (jump[i] as number) / count;
    return pageRank(n, graph.from, graph.to, {
      damping: c.trust.damping,
      iterations: c.trust.iterations,
      teleport: jump,
    });
  };
  const reach = anchored > 0 ? reachable(n, graph.from, graph.to, anchors) : null;
  const seed = new Uint8Array(n);
  const byRank = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (graph.pagerank[b] as number) - (graph.pagerank[a] as number) || a - b,
  );
  const quota = Math.ceil(n * c.trust.seedShare);
  let taken = 0;
  for (const i of byRank) {
    if (taken >= quota) break;
    if (clusterOf[i] !== -1 || !facts[i]?.old) continue;
    if (reach && !reach[i]) continue;
    seed[i] = 1;
    taken++;
  }
  for (let i = 0; i < n; i++) if (anchors[i]) seed[i] = 1;
  const seeds = seed.reduce((s, x) => s + x, 0);
  const trust = propagate(Float64Array.from(seed), seeds);
  // Trust in units of the uniform share (1 = an average account's), rounded so the
  // stored and compared values do not carry the last bits of the summation.
  const scaled = Array.from(trust, (t) => Math.round(t * n * 1e9) / 1e9);
  closedGroups(n, graph.from, graph.to, scaled, clusterOf, clusters, c.clusters);
  // Focus groups (1.4.0) and crowds (1.6.0) come last: an account in a follow cluster stays in it.
  const followClusterCount = clusters.length;
  const focused = await focusedAccounts(trx, req);
  const focusProjects = focusGroups(
    focused.map(([i, p]) => [i, p] as const),
    clusterOf,
    clusters,
    c.focus,
  );
  // Followers of a focus group (1.5.0) that posted about its project join it.
  const projectOfGroup = (g: number) => focusProjects[g - followClusterCount] as string;
  const candidates = focusFollowers(n, graph.from, graph.to, clusterOf, followClusterCount, c.clusters);
  await joinIfPosted(trx, req, graph, candidates, projectOfGroup, 1, clusterOf, clusters, followClusterCount);
  // Followers of a focus group's members (1.8.0) that posted about its project at least
  // crowd.minPosts times in the window join it: the campaign's periphery.
  const near = focusNeighbours(n, graph.from, graph.to, clusterOf, followClusterCount);
  await joinIfPosted(
    trx,
    req,
    graph,
    near,
    projectOfGroup,
    c.crowd.minPosts,
    clusterOf,
    clusters,
    followClusterCount,
  );
  // Unvouched crowds (1.6.0): vouched trust flows along follows not returned only.
  const untraded = untradedFollows(n, graph.from, graph.to);
  const followers = facts.map((x) => Number(x.followers ?? 0));
  // Vouching groups (1.12.0): a backed account and the thinly backed accounts it vouches for
  // on the same project are one group; before the crowds, which their members would fill.
  const vouchFrom = clusters.length;
  const vouching = await vouchingGroupsOf(trx, req, graph, untraded, scaled, followers, clusterOf);
  for (const g of vouching) {
    for (const a of g.members) clusterOf[a] = clusters.length;
    clusters.push(g.members);
  }
  const vouched =
    seeds === 0
      ? new Float64Array(n)
      : pageRank(n, untraded.from, untraded.to, {
          damping: c.trust.damping,
          iterations: c.trust.iterations,
          teleport: Float64Array.from(seed, (s) => s / seeds),
        });
  const vouchedScaled = Array.from(vouched, (v) => Math.round(v * n * 1e9) / 1e9);
  // Under-backed (1.8.0): measured against accounts in no cluster that report as many followers.
  const backing = sizeReference(followers, vouchedScaled, (i) => clusterOf[i] === -1, {
    bucketFactor: c.sizeReference.bucketFactor,
    minCount: c.sizeReference.minCount,
  });
  const unvouched: number[] = [];
  for (let i = 0; i < n; i++)
    if (
      clusterOf[i] === -1 &&
      (followers[i] as number) >= c.crowd.minFollowers &&
      ((vouchedScaled[i] as number) < c.crowd.maxVouched ||
        (vouchedScaled[i] as number) < c.crowd.maxBacking * (backing[i] as number))
    )
      unvouched.push(i);
  const crowdFrom = clusters.length;
  const fresh = await newProjects(trx, req, graph, unvouched);
  const posters = await postersOf(trx, req, graph, fresh, clusterOf);
  const crowdProjects = crowdGroups(fresh, clusterOf, clusters, {
    minSize: c.crowd.minSize,
    minShare: c.crowd.minShare,
    posters,
  });
  // Tied newcomers (1.18.0, core/domain/tied-newcomers.ts): accounts new to a project with
  // more follows with its other new posters than chance gives are one group, judged as a crowd.
  const tiedFrom = clusters.length;
  const tiedProjects = c.tied
    ? tiedNewcomers(
        n,
        graph.from,
        graph.to,
        await freshPosters(trx, req, graph, clusterOf),
        clusterOf,
        clusters,
        { ...c.tied, minSize: c.crowd.minSize },
      )
    : [];
  const groupProjects = [
    ...focusProjects,
    ...vouching.map((g) => g.project),
    ...crowdProjects,
    ...tiedProjects,
  ];
  // Evidence (1.5.0): how many of each focus group's members were silent before the window.
  const silent = new Uint8Array(n);
  for (const [i, , awakened] of focused) if (awakened) silent[i] = 1;
  const silentOf = clusters.map((m, i) =>
    i < followClusterCount || i >= vouchFrom ? 0 : m.reduce((s, a) => s + (silent[a] as number), 0),
  );
  const judge = () =>
    clusterTrustMultipliers(
      n,
      graph.from,
      graph.to,
      scaled,
      clusters,
      clusterOf,
      c.untrustedCluster,
      c.focus.tradedFollows ? followClusterCount : Number.POSITIVE_INFINITY,
      { followers, ...c.sizeReference },
    );
  let judged = judge();
  // Campaign accounts (1.9.0): a flagged group's loose accounts join it, and the groups
  // are judged again with them (their inflow and their sizes count like any member's).
  const { joinedOf, movedOf, strongOf } = await campaignAccounts(
    trx,
    req,
    graph,
    clusters,
    clusterOf,
    judged.earned,
    (g) => (g < followClusterCount ? null : (groupProjects[g - followClusterCount] ?? null)),
    crowdFrom,
  );
  if (joinedOf.some((k) => k > 0) || movedOf.some((k) => k > 0)) judged = judge();
  const { perMember, references, earned, multiplier } = judged;
  // A tied group (1.18.0) is judged by the group licence only: what the project gets from
  // outside its reach. Its members' earned trust is not the question (a young community's
  // small accounts earn little), so it takes no earned-trust cap and no burst (earned 1).
  for (let i = tiedFrom; i < clusters.length; i++) earned[i] = 1;

  // A focus group is not discounted on every post (its members' other posts are their
  // own business); the burst, the cap and the standing judge what it does together.
  for (let i = followClusterCount; i < clusters.length; i++) multiplier[i] = 1;
  const focusOf = (i: number) =>
    i < followClusterCount ? null : (groupProjects[i - followClusterCount] ?? null);

  // Evidence (1.12.0): each vouching group's patrons, the first three by username.
  const patronsOf = await patronNames(trx, graph, vouching, vouchFrom);
  if (clusters.length > 0) {
    await sql`
      insert into follow_clusters (id, size, trust_per_member, reference_trust, earned, multiplier, sample, label)
      select x.id, x.size, x.t, x.r, x.e, x.m, '',
        case when x.project is null then 'the follow cluster'
          when x.tied then 'the ' || x.size || ' accounts new to @' || coalesce(pr.twitter_username, '?')
            || ' (no post about it in the ' || ${c.crowd.historyDays}::int || ' days before the last '
            || ${c.crowd.days}::int || ') that each follow or are followed by at least '
            || ${c.tied?.minTies ?? 0}::int || ' of its other new posters and ' || ${c.tied?.overChance ?? 0}::float8
            || ' times as many as chance gives'
          when x.crowd then 'the crowd of ' || x.size || ' accounts new to @' || coalesce(pr.twitter_username, '?')
            || ' that each report at least ' || ${c.crowd.minFollowers}::int || ' followers but earned under '
            || ${c.crowd.maxVouched}::float8 || ' of an average account''s trust from follows they did not return'
            || case when x.posters > 0 then ', of ' || x.posters || ' accounts in no group posting about it' else '' end
          when x.vouch then 'the vouching group of ' || x.size || ' accounts posting about @' || coalesce(pr.twitter_username, '?')
            || ': ' || x.patrons || ', each with a backed audience, vouch by follows they do not get back for at least '
            || ${c.vouching.minThin}::int || ' thinly backed accounts posting about it, and those accounts'
          else 'the group of ' || x.size || ' accounts each posting mostly about @' || coalesce(pr.twitter_username, '?')
            || case when x.silent > 0 then ', ' || x.silent || ' of them silent in the ' || ${c.focus.awakened.silentDays}::int
              || ' days before' else '' end end
        || case when x.joined > 0 then ' (' || x.joined || ' of them in no group, naming @'
          || coalesce(pr.twitter_username, '?') || case when x.strong then ' most and tied by at least '
            || ${c.campaign.minTies}::int || ' follows to its members'
            else ' most and following at least ' || ${c.campaign.minTies}::int || ' of its members' end
          || case when x.crowd then ' or new to it as the crowd is' else '' end
          || '; clusters that earned under ' || ${c.campaign.maxEarned}::float8
          || case when x.crowd then ', with accounts in no group new to it,' else '' end
          || ' wrote at least ' || round(100 * ${c.campaign.minShare}::numeric) || '% of the posts about it)' else '' end
        || case when x.moved > 0 then ' (' || x.moved || ' of them moved from a group that earned at least '
          || ${c.campaign.maxEarned}::float8 || ', each posting at least ' || ${c.crowd.minPosts}::int || ' times about @'
          || coalesce(pr.twitter_username, '?') || ' and following at least ' || ${c.campaign.minTies}::int
          || ' of its members)' else '' end
      from unnest(${clusters.map((_, i) => i)}::int[], ${clusters.map((m) => m.length)}::int[],
        ${perMember}::float8[], ${references}::float8[], ${earned}::float8[],
        ${multiplier.map((m) => Math.round(m * 1e6) / 1e6)}::float8[],
        ${clusters.map((_, i) => focusOf(i))}::uuid[], ${silentOf}::int[],
        ${clusters.map((_, i) => i >= crowdFrom && i < tiedFrom)}::boolean[], ${joinedOf}::int[], ${movedOf}::int[],
        ${strongOf}::boolean[], ${clusters.map((_, i) => i >= vouchFrom && i < crowdFrom)}::boolean[],
        ${clusters.map((_, i) => patronsOf.get(i) ?? '')}::text[],
        ${clusters.map((_, i) => (i >= crowdFrom ? (posters.get(focusOf(i) ?? '') ?? 0) : 0))}::int[],
        ${clusters.map((_, i) => i >= tiedFrom)}::boolean[])
        as x(id, size, t, r, e, m, project, silent, crowd, joined, moved, strong, vouch, patrons, posters, tied)
      left join projects pr on pr.id = x.project`.execute(trx);
    const members = clusters.flatMap((m, id) => m.map((i) => [graph.ids[i] as string, id] as const));
    await sql`
      insert into kol_clusters (kol_id, cluster_id)
      select * from unnest(${members.map((m) => m[0])}::uuid[], ${members.map((m) => m[1])}::int[])`.execute(
      trx,
    );
    // Evidence: the first members by username, named in every discount's detail.
    await sql`
      update follow_clusters c set sample = s.sample
      from (
        select cluster_id, string_agg('@' || twitter_username, ', ' order by twitter_username) filter (where r <= 5)
          || case when count(*) > 5 then ' and ' || (count(*) - 5) || ' more' else '' end as sample
        from (
          select kc.cluster_id, k.twitter_username,
            row_number() over (partition by kc.cluster_id order by k.twitter_username) as r
          from kol_clusters kc join kols k on k.id = kc.kol_id
        ) x group by cluster_id
      ) s where s.cluster_id = c.id`.execute(trx);
    await sql`analyze kol_clusters`.execute(trx);
    if (tiedProjects.length > 0)
      await sql`
        insert into tied_groups (cluster_id, project_id)
        select * from unnest(${tiedProjects.map((_, k) => tiedFrom + k)}::int[], ${tiedProjects}::uuid[])`.execute(
        trx,
      );
  }
  // Backed audience (1.11.0): the thinly backed accounts, whose attention to a project the
  // discounts cap (ranking-trust-backing.sql.ts); measured once the groups are settled.
  // Concentrated vouchers (1.13.0): a voucher's bulk follows of one project's posters count in
  // part. Only for this bound: a patron of a vouching group (1.12.0) is found as before, since a
  // group is a verdict on all its members and this is a count of independent vouchers.
  // A tied group (1.18.0) is a unit of the group licence only: its members count for the
  // backing bounds as accounts in no group, as they did before 1.18.0.
  const backingOf = Int32Array.from(clusterOf, (g) => (g >= tiedFrom ? -1 : g));
  const window = await vouchWeightsOf(trx, req, graph, untraded, scaled);
  const finalWeights = window.weigh(backingOf);
  const thin = audienceBacking(
    untraded,
    scaled,
    followers,
    (i) => backingOf[i] === -1,
    { ...c.sizeReference, maxThin: c.backing.maxThin },
    finalWeights.weights,
  );
  if (thin.thin.length > 0)
    await sql`
      insert into kol_backing (kol_id, vouchers, reference, backing, concentrated)
      select * from unnest(${thin.thin.map((i) => graph.ids[i] as string)}::uuid[],
        ${thin.thin.map((i) => thin.vouchers[i] as number)}::float8[],
        ${thin.thin.map((i) => Math.round((thin.bar[i] as number) * 1e6) / 1e6)}::float8[],
        ${thin.thin.map((i) => Math.round((thin.backing[i] as number) * 1e6) / 1e6)}::float8[],
        ${thin.thin.map((i) => finalWeights.partial[i] as number)}::int[])`.execute(trx);
  await sql`analyze kol_backing`.execute(trx);
  // Backing circles (1.14.0, core/domain/backing-circles.ts): per project, the accounts whose
  // vouches reach at least circle.minThin of its thinly backed posters, those posters, and the
  // posters mostly backed by such accounts; only accounts in no cluster (a group is judged by
  // its own caps).
  if (c.backing.circle) {
    const free = (i: number) => backingOf[i] === -1;
    const isThin = new Uint8Array(n);
    for (const i of thin.thin) if (free(i)) isThin[i] = 1;
    const rows = backingCircles(
      untraded,
      (a) => (scaled[a] as number) > 0 && free(a),
      (i) => isThin[i] === 1,
      window.projectsOf,
      c.backing.circle,
    ).filter((r) => free(r.account));
    if (rows.length > 0)
      await sql`
        insert into kol_backing_circles (kol_id, project_id, role, count, of)
        select * from unnest(${rows.map((r) => graph.ids[r.account] as string)}::uuid[],
          ${rows.map((r) => window.projectIds[r.project] as string)}::uuid[], ${rows.map((r) => r.role)}::text[],
          ${rows.map((r) => r.count)}::int[], ${rows.map((r) => r.of)}::int[])`.execute(trx);
    await sql`analyze kol_backing_circles`.execute(trx);
  }
  return scaled;
}

/**
 * Vouching groups (docs/methodology.md, since 1.12.0; the rule in core/domain/vouching-groups.ts):
 * the thinly backed accounts as the groups found so far leave them, the backed accounts that
 * vouch for at least vouching.minThin of them, and the projects each of those posted about in
 * the last vouching.days days (read per account through posts_kol_idx).
 */
async function vouchingGroupsOf(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  untraded: { from: number[]; to: number[] },
  trust: readonly number[],
  followers: readonly number[],
  clusterOf: Int32Array,
) {
  const c = req.methodology.coordination;
  const n = graph.ids.length;
  const backing = audienceBacking(untraded, trust, followers, (i) => clusterOf[i] === -1, {
    ...c.sizeReference,
    maxThin: c.backing.maxThin,
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
async function vouchWeightsOf(
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

/**
 * How many accounts in no cluster posted about each project an unvouched account is new to, in
 * the last crowd.days days (docs/methodology.md, "Unvouched crowds", since 1.13.0). A crowd must
 * be at least crowd.minShare of them.
 */
async function postersOf(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  fresh: readonly (readonly [number, string])[],
  clusterOf: Int32Array,
): Promise<Map<string, number>> {
  const projects = [...new Set(fresh.map(([, p]) => p))].sort();
  if (projects.length === 0) return new Map();
  const w = req.methodology.coordination.crowd;
  const r = await sql<{ kol_id: string; pid: string }>`
    select distinct p.kol_id, u.pid::text as pid
    from posts p cross join unnest(p.project_ids) as u(pid)
    where p.day > ${req.asOf}::date - ${w.days}::int and p.day <= ${req.asOf}::date
      and u.pid = any(${projects}::uuid[])`.execute(trx);
  const index = new Map(graph.ids.map((id, i) => [id, i]));
  const out = new Map<string, number>();
  for (const x of r.rows) {
    const i = index.get(x.kol_id);
    if (i === undefined || clusterOf[i] !== -1) continue;
    out.set(x.pid, (out.get(x.pid) ?? 0) + 1);
  }
  return out;
}

/** Each vouching group's patrons for its label: the first three by username and how many more. */
async function patronNames(
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

/**
 * Candidates [account, focus group] that posted at least minPosts times about the group's
 * project in the focus window join the group (the 1.5.0 followers with minPosts 1, the 1.8.0
 * periphery with crowd.minPosts; docs/methodology.md, "Padding, silence, followers and
 * follow-backs"). One statement per call; each candidate's count stops at minPosts posts
 * (read through posts_kol_idx). Moves the joiners into their groups and keeps the focus
 * groups' members sorted.
 */
async function joinIfPosted(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  candidates: readonly (readonly [number, number])[],
  projectOf: (group: number) => string,
  minPosts: number,
  clusterOf: Int32Array,
  clusters: number[][],
  firstGroup: number,
) {
  if (candidates.length === 0) return;
  const days = req.methodology.coordination.focus.days;
  const posted = await sql<{ j: number }>`
    select x.j from unnest(${candidates.map((_, j) => j)}::int[], ${candidates.map(([a]) => graph.ids[a] as string)}::uuid[],
      ${candidates.map(([, g]) => projectOf(g))}::uuid[]) as x(j, kol_id, pid)
    where (
      select count(*) from (
        select 1 from posts p where p.kol_id = x.kol_id and x.pid = any(p.project_ids)
          and p.day > ${req.asOf}::date - ${days}::int and p.day <= ${req.asOf}::date
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
 * Campaign accounts (docs/methodology.md, since 1.9.0; the rule in
 * core/domain/campaign-accounts.ts): accounts in no cluster whose most-named project is one
 * that flagged groups wrote most posts about join the group. Reads the posts about the
 * flagged groups' projects through post_projects_project_idx and the joiners' other posts
 * through posts_kol_idx. Moves the joiners into their groups (clusterOf, clusters) and
 * returns how many joined each group.
 */
async function campaignAccounts(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  clusters: number[][],
  clusterOf: Int32Array,
  earned: readonly number[],
  projectOf: (g: number) => string | null,
  crowdFrom: number,
): Promise<{ joinedOf: number[]; movedOf: number[]; strongOf: boolean[] }> {
  const c = req.methodology.coordination;
  const joinedOf = clusters.map(() => 0);
  const movedOf = clusters.map(() => 0);
  const strongOf = clusters.map(() => false);
  const groups = clusters
    .map((_, g) => ({ group: g, project: projectOf(g) as string, earned: earned[g] as number }))
    .filter((g) => g.project !== null && g.earned < c.campaign.maxEarned);
  if (groups.length === 0) return { joinedOf, movedOf, strongOf };
  const start = sql`${req.asOf}::date - ${c.focus.days}::int`;
  const indexOf = new Map(graph.ids.map((id, i) => [id, i]));
  const rows = await sql<{ kol_id: string; project: string; n: number }>`
    select p.kol_id, pp.project_id::text as project, count(*)::int as n
    from post_projects pp join posts p on p.id = pp.post_id
    where pp.project_id = any(${[...new Set(groups.map((g) => g.project))]}::uuid[])
      and p.day > ${start} and p.day <= ${req.asOf}::date
    group by p.kol_id, pp.project_id order by p.kol_id, pp.project_id`.execute(trx);
  const posts = rows.rows.flatMap((r) => {
    const account = indexOf.get(r.kol_id);
    return account === undefined ? [] : [{ account, project: r.project, posts: Number(r.n) }];
  });
  // Who is new to a flagged crowd's project (no post about it in the crowd.historyDays before
  // the window): every account posting about it, read through posts_kol_idx.
  const crowdProjects = new Set(groups.filter((g) => g.group >= crowdFrom).map((g) => g.project));
  const posters = posts.filter((p) => crowdProjects.has(p.project));
  const older = posters.length
    ? await sql<{ i: number; project: string }>`
        select x.i, x.pid::text as project
        from unnest(${posters.map((p) => p.account)}::int[],
          ${posters.map((p) => graph.ids[p.account] as string)}::uuid[],
          ${posters.map((p) => p.project)}::uuid[]) as x(i, kol_id, pid)
        where exists (
          select 1 from posts q where q.kol_id = x.kol_id and x.pid = any(q.project_ids)
            and q.day > ${start} - ${c.crowd.historyDays}::int and q.day <= ${start}
        ) order by x.i`.execute(trx)
    : { rows: [] };
  const notNew = new Set(older.rows.map((r) => `${r.i} ${r.project}`));
  // Since 1.10.0 (docs/methodology.md, "Campaign accounts"): on a flagged crowd's project that
  // no account posted about before the window (no regulars: it is new to everyone), accounts
  // in no cluster new to it stand with the crowd: their posts count with the crowd's, and they
  // join it. Where it has regulars, newcomers are its ordinary growth (measured with every ring
  // of the test bed: a crowd louder than a demo project's regulars took 4 honest newcomers).
  const regulars = new Set<string>();
  for (const p of posters) if (notNew.has(`${p.account} ${p.project}`)) regulars.add(p.project);
  const newcomersCount = (project: string) => crowdProjects.has(project) && !regulars.has(project);
  const campaigns = campaignProjects(groups, posts, clusterOf, {
    ...c.campaign,
    flaggedClusters: new Set(
      clusters.flatMap((_, g) => ((earned[g] as number) < c.campaign.maxEarned ? [g] : [])),
    ),
    alike: (p) =>
      newcomersCount(p.project) &&
      clusterOf[p.account] === -1 &&
      p.posts >= c.crowd.minPosts &&
      !notNew.has(`${p.account} ${p.project}`),
  });
  // Since 1.10.0: members of groups that are not flagged, pushing a campaign they follow.
  const movable = (g: number) => projectOf(g) !== null && (earned[g] as number) >= c.campaign.maxEarned;
  const pushers = new Set(
    posts
      .filter(
        (p) =>
          campaigns.has(p.project) &&
          (clusterOf[p.account] as number) >= 0 &&
          movable(clusterOf[p.account] as number) &&
          p.posts >= c.crowd.minPosts,
      )
      .map((p) => p.account),
  );
  const moves = campaignMoves(posts, campaigns, clusterOf, {
    minPosts: c.crowd.minPosts,
    minTies: c.campaign.minTies,
    follows: ownFollows(graph.from, graph.to, clusterOf, pushers, clusters.length),
    clusterCount: clusters.length,
    movable,
  });
  const candidates = [
    ...new Set(
      posts
        .filter((p) => campaigns.has(p.project) && clusterOf[p.account] === -1 && p.posts >= c.crowd.minPosts)
        .map((p) => p.account),
    ),
  ].sort((a, b) => a - b);
  const top = candidates.length
    ? await sql<{ i: number; n: number }>`
    select a.i, max(x.n)::int as n
    from unnest(${candidates}::int[], ${candidates.map((i) => graph.ids[i] as string)}::uuid[]) as a(i, kol_id)
    cross join lateral (
      select count(*)::int as n from posts p cross join unnest(p.project_ids) as u(pid)
      where p.kol_id = a.kol_id and p.day > ${start} and p.day <= ${req.asOf}::date
      group by u.pid
    ) x
    group by a.i order by a.i`.execute(trx)
    : { rows: [] };
  const topPosts = new Map(top.rows.map((r) => [Number(r.i), Number(r.n)]));
  // A project that is a campaign's by its flagged groups' own posts (1.9.0): follows either
  // way tie. One that is a campaign's only with other flagged clusters' posts or newcomers'
  // (1.10.0): only the candidate's own follows, so a ring's follows of honest regulars do not
  // drag them in.
  const own = campaignProjects(groups, posts, clusterOf, c.campaign);
  const either = groupTies(graph.from, graph.to, clusterOf, new Set(candidates), clusters.length);
  const mine = ownFollows(graph.from, graph.to, clusterOf, new Set(candidates), clusters.length);
  const strong = new Set(own.values());
  for (const g of strong) strongOf[g] = true;
  const ties = new Map<number, number>();
  for (const [k, v] of either) if (strong.has(k % clusters.length)) ties.set(k, v);
  for (const [k, v] of mine) if (!strong.has(k % clusters.length)) ties.set(k, v);
  const joins = campaignJoins(posts, topPosts, campaigns, clusterOf, {
    minPosts: c.crowd.minPosts,
    minTies: c.campaign.minTies,
    ties,
    clusterCount: clusters.length,
    newToCrowd: (account, project, group) =>
      group >= crowdFrom && newcomersCount(project) && !notNew.has(`${account} ${project}`),
  });
  for (const [a, g] of moves) {
    const home = clusterOf[a] as number;
    clusters[home] = (clusters[home] as number[]).filter((x) => x !== a);
    clusterOf[a] = g;
    (clusters[g] as number[]).push(a);
    movedOf[g] = (movedOf[g] as number) + 1;
  }
  for (const [a, g] of joins) {
    clusterOf[a] = g;
    (clusters[g] as number[]).push(a);
    joinedOf[g] = (joinedOf[g] as number) + 1;
  }
  for (const m of clusters) m.sort((x, y) => x - y);
  return { joinedOf, movedOf, strongOf };
}

/**
 * Tied newcomers (1.18.0): every account in no cluster with the projects it posted about in
 * the last crowd.days days and not in the crowd.historyDays before, [account, project] in
 * account order (one pass over the window's posts about projects).
 */
async function freshPosters(
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
 * with at least crowd.minPosts of its posts in the last crowd.days days and none in the
 * crowd.historyDays before (crowdGroups picks the one most unvouched accounts share). Read per
 * account through posts_kol_idx. Since 1.18.1 (crowd.overChance, core/domain/crowd-chance.ts)
 * only the projects over chance among the account's own posts about projects: the rule is in
 * the domain; this reads the counts it compares.
 */
async function newProjects(
  trx: Db,
  req: RecomputeRequest,
  graph: FollowGraph,
  accounts: readonly number[],
): Promise<[number, string][]> {
  if (accounts.length === 0) return [];
  const w = req.methodology.coordination.crowd;
  const start = sql`${req.asOf}::date - ${w.days}::int`;
  const r = await sql<{ i: number; project: string; n: number; own: number }>`
    with a as (select * from unnest(${accounts}::int[], ${accounts.map((i) => graph.ids[i] as string)}::uuid[]) as a(i, kol_id)),
    own as (
      select a.i, a.kol_id, p.project_ids from a cross join lateral (
        select p.project_ids from posts p where p.kol_id = a.kol_id and p.day > ${start} and p.day <= ${req.asOf}::date
          and cardinality(p.project_ids) > 0
      ) p
    ),
    total as (select i, count(*)::int as own from own group by i),
    per as (
      select own.i, own.kol_id, u.pid, count(*)::int as n
      from own cross join unnest(own.project_ids) as u(pid)
      group by own.i, own.kol_id, u.pid having count(*) >= ${w.minPosts}::int
    ),
    fresh as (
      select per.i, per.pid, per.n from per where not exists (
        select 1 from posts q where q.kol_id = per.kol_id and per.pid = any(q.project_ids)
          and q.day > ${start} - ${w.historyDays}::int and q.day <= ${start}
      )
    )
    select fresh.i, fresh.pid::text as project, fresh.n, total.own
    from fresh join total using (i) order by fresh.i, fresh.pid`.execute(trx);
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
  return overChanceProjects(
    r.rows.map((x) => [Number(x.i), x.project, Number(x.n)] as const),
    (a) => own.get(a) ?? 0,
    (p) => share.get(p) ?? 0,
    w.overChance,
  );
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
 * lock-step ties and the focus groups both read.
 */
export async function focusTable(trx: Db, req: RecomputeRequest) {
  const c = req.methodology.coordination;
  const least = Math.min(c.focus.minPosts, c.focus.awakened.minPosts, c.sync.minDays);
  const start = sql`${req.asOf}::date - ${c.focus.days}::int`;
  await sql`drop table if exists focus_accounts`.execute(trx);
  await sql`
    create temp table focus_accounts on commit drop as
    with w as (
      select p.kol_id, p.project_ids from posts p
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
      ) as awakened
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
 * Each with its project and whether it was silent (named in the group's evidence).
 */
async function focusedAccounts(trx: Db, req: RecomputeRequest): Promise<[number, string, boolean][]> {
  const f = req.methodology.coordination.focus;
  const r = await sql<{ i: number; project: string; awakened: boolean }>`
    with k as (select id, (row_number() over (order by id) - 1)::int as i from kols)
    select k.i, f.pid::text as project, f.awakened from focus_accounts f join k on k.id = f.kol_id
    where f.n >= ${f.minPosts}::int or (f.awakened and f.n >= ${f.awakened.minPosts}::int)
    order by k.i`.execute(trx);
  return r.rows.map((x) => [Number(x.i), x.project, x.awakened === true]);
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

/** Accounts a follow path from a marked account reaches (breadth first over the edges). */
function reachable(
  n: number,
  from: readonly number[],
  to: readonly number[],
  start: Float64Array,
): Uint8Array {
  const first = new Int32Array(n + 1);
  for (const a of from) first[a + 1] = (first[a + 1] as number) + 1;
  for (let i = 0; i < n; i++) first[i + 1] = (first[i + 1] as number) + (first[i] as number);
  // Edges come sorted by follower (the engine loads them so), so `to` is already grouped.
  const seen = new Uint8Array(n);
  const queue: number[] = [];
  for (let i = 0; i < n; i++)
    if (start[i]) {
      seen[i] = 1;
      queue.push(i);
    }
  for (let q = 0; q < queue.length; q++) {
    const a = queue[q] as number;
    for (let e = first[a] as number; e < (first[a + 1] as number); e++) {
      const b = to[e] as number;
      if (!seen[b]) {
        seen[b] = 1;
        queue.push(b);
      }
    }
  }
  return seen;
}
