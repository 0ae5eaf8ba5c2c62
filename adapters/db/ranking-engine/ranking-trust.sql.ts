import { type Kysely, sql } from 'kysely';
import {
  closedGroups,
  clusterTrustMultipliers,
  crowdGroups,
  focusFollowers,
  focusGroups,
  followClusters,
  type HeldBack,
  sinkGroups,
  untradedFollows,
} from '#core/domain/follow-clusters.ts';
import { pageRank } from '#core/domain/pagerank.ts';
import { audienceBacking } from '#core/domain/audience-backing.ts';
import { backingCircles } from '#core/domain/backing-circles.ts';
import { tiedNewcomers } from '#core/domain/tied-newcomers.ts';
import {
  establishedBeforePush,
  focusNeighbourTies,
  peripheryNeedsChance,
} from '#core/domain/focus-neighbours.ts';
import { isVouched, sizeReference } from '#core/domain/size-reference.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { campaignAccounts } from './ranking-campaign-accounts.sql.ts';
import { freshPosters, newProjects, postersOf, withHistory } from './ranking-crowds.sql.ts';
import { focusedAccounts, focusStarts, focusTable, joinIfPosted, lockStepTies } from './ranking-focus.sql.ts';
import { servedPairs } from './ranking-served-pairs.sql.ts';
import { type FollowGraph, tiedGroupsTable } from './ranking-sql.ts';
import { patronNames, vouchingGroupsOf, vouchWeightsOf } from './ranking-vouching.sql.ts';

type Db = Kysely<Database>;

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
  await sql`delete from kol_thin_shares`.execute(trx);
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
    await sql<{ old: boolean; approved: boolean; followers: number; established: boolean }>`
      select coalesce(k.twitter_created_at <= ${req.asOf}::date - ${c.trust.seedMinAgeDays}::int, false) as old,
        coalesce(k.twitter_followers_count, 0)::float8 as followers,
        exists (select 1 from reward_submissions s where s.kol_id = k.id and s.status = 'approved') as approved,
        ${establishedSql(req)} as established
      from kols k order by k.id`.execute(trx)
  ).rows;
  // Since 1.34.0 only accounts that posted before the window fill a size bucket (size-reference.ts).
  const counted = c.sizeReference.establishedDays
    ? Uint8Array.from(facts, (x) => (x.established ? 1 : 0))
    : null;
  const bySize = { ...c.sizeReference, counted };
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
  // Vouched trust (1.6.0) flows along follows not returned only; the periphery (since 1.18.3),
  // the vouching groups and the unvouched crowds read it.
  const untraded = untradedFollows(n, graph.from, graph.to);
  const followers = facts.map((x) => Number(x.followers ?? 0));
  const vouched =
    seeds === 0
      ? new Float64Array(n)
      : pageRank(n, untraded.from, untraded.to, {
          damping: c.trust.damping,
          iterations: c.trust.iterations,
          teleport: Float64Array.from(seed, (s) => s / seeds),
        });
  const vouchedScaled = Array.from(vouched, (v) => Math.round(v * n * 1e9) / 1e9);
  // Focus groups (1.4.0) and crowds (1.6.0) come last: an account in a follow cluster stays in it.
  const followClusterCount = clusters.length;
  const focused = await focusedAccounts(trx, req);
  // Since 1.35.0 a project's focused regulars (named it before the window) are a group apart.
  const knownBefore = new Uint8Array(n);
  for (const [i, , , known] of focused) if (known) knownBefore[i] = 1;
  const focusProjects = focusGroups(
    focused.map(([i, p]) => [i, p] as const),
    clusterOf,
    clusters,
    { minSize: c.focus.minSize, regular: c.focus.regularsApart ? (i) => knownBefore[i] === 1 : undefined },
  );
  const regularsOf = clusters.map(
    (m, i) => Boolean(c.focus.regularsApart) && i >= followClusterCount && knownBefore[m[0] as number] === 1,
  );
  // Followers of a focus group (1.5.0) that posted about its project join it.
  const projectOfGroup = (g: number) => focusProjects[g - followClusterCount] as string;
  // The day each group's focused members started on their project (1.18.3), before anyone joins.
  const starts = c.focus.neighbourSinceStart
    ? await focusStarts(
        trx,
        req,
        graph,
        clusters.slice(followClusterCount).map((m, k) => [followClusterCount + k, [...m]] as const),
        projectOfGroup,
      )
    : undefined;
  const candidates = focusFollowers(n, graph.from, graph.to, clusterOf, followClusterCount, c.clusters);
  await joinIfPosted(trx, req, graph, candidates, projectOfGroup, 1, clusterOf, clusters, followClusterCount);
  // Followers of a focus group's members (1.8.0) that posted about its project at least
  // crowd.minPosts times in the window join it: the campaign's periphery. Since 1.18.3 a vouched
  // candidate counts only posts from the day the campaign started: a regular from before the
  // push whose audience is real is not the push's, whatever it follows.
  const neighbours = focusNeighbourTies(n, graph.from, graph.to, clusterOf, followClusterCount);
  const reference = sizeReference(followers, vouchedScaled, (i) => clusterOf[i] === -1, bySize);
  const vouchedNear = (a: number) => isVouched(vouchedScaled[a] as number, reference[a] as number, c.crowd);
  // Since 1.38.0 a vouched candidate tied by one follow joins only where it names the group's
  // project over chance (core/domain/focus-neighbours.ts, peripheryNeedsChance).
  const loose = neighbours.filter(([a, , k]) =>
    peripheryNeedsChance(k, vouchedNear(a), c.focus, c.campaign.minTies),
  );
  const key = ([a, g]: readonly [number, number, number]) => `${graph.ids[a]}:${projectOfGroup(g)}`;
  const served = await servedPairs(
    trx,
    req,
    loose.map(([a, g]) => ({ kol_id: graph.ids[a] as string, pid: projectOfGroup(g) })),
    { end: 0, days: c.focus.days },
  );
  const unserved = new Set(loose.filter((x) => !served.has(key(x))).map(key));
  const near: [number, number][] = neighbours.filter((x) => !unserved.has(key(x))).map(([a, g]) => [a, g]);
  let since: (string | null)[] | undefined;
  if (starts) {
    // Since 1.30.0 a candidate with a posting history is established too, as a crowd's member is.
    const history = c.focus.neighbourHistory
      ? await withHistory(trx, req, graph, [...new Set(near.map(([a]) => a))])
      : new Map<number, string>();
    since = near.map(([a, g]) =>
      establishedBeforePush(vouchedNear(a), history.has(a), c.focus) ? (starts.get(g) ?? null) : null,
    );
  }
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
    since,
  );
  // Vouching groups (1.12.0): a backed account and the thinly backed accounts it vouches for
  // on the same project are one group; before the crowds, which their members would fill.
  const vouchFrom = clusters.length;
  const vouching = await vouchingGroupsOf(trx, req, graph, untraded, scaled, followers, clusterOf, counted);
  for (const g of vouching) {
    for (const a of g.members) clusterOf[a] = clusters.length;
    clusters.push(g.members);
  }
  // Under-backed (1.8.0): measured against accounts in no cluster that report as many followers.
  const backing = sizeReference(followers, vouchedScaled, (i) => clusterOf[i] === -1, bySize);
  const unvouched: number[] = [];
  for (let i = 0; i < n; i++)
    if (
      clusterOf[i] === -1 &&
      (followers[i] as number) >= c.crowd.minFollowers &&
      !isVouched(vouchedScaled[i] as number, backing[i] as number, c.crowd)
    )
      unvouched.push(i);
  const crowdFrom = clusters.length;
  const postDays = new Map<string, string[]>();
  const fresh = await newProjects(trx, req, graph, unvouched, postDays);
  const posters = await postersOf(trx, req, graph, fresh, clusterOf, Boolean(c.crowd.chanceOdds));
  // 1.21.0: the candidates with posts from before the window are established, as the vouched for.
  const history = c.crowd.historySinceStart
    ? await withHistory(trx, req, graph, [...new Set(fresh.map(([i]) => i))])
    : new Map<number, string>();
  const heldBack = new Map<string, HeldBack>();
  const crowdProjects = crowdGroups(fresh, clusterOf, clusters, {
    minSize: c.crowd.minSize,
    minShare: c.crowd.minShare,
    posters,
    chanceOdds: c.crowd.chanceOdds,
    // 1.20.0: an under-backed member that some trusted account vouches for (since 1.21.0, or that
    // posted before the window) counts its posts from the crowd's start only (docs/methodology.md,
    // "1.20.0: crowds against chance", "1.21.0: a crowd's members with a history").
    minPosts: c.crowd.minPosts,
    established: (i) => (vouchedScaled[i] as number) >= c.crowd.maxVouched || history.has(i),
    startOfUnestablished: c.crowd.historySinceStart ?? false,
    freedWithinChance: c.crowd.freedWithinChance ?? false,
    byHistoryOnly: (i) => (vouchedScaled[i] as number) < c.crowd.maxVouched && history.has(i),
    // 1.24.0: over chance, the longest-standing of those are freed first.
    postingSince: c.crowd.freedLongestFirst ? (i) => history.get(i) as string : undefined,
    // 1.43.0: a member with a history at exactly minPosts posts from the start, within chance.
    atMinimum: c.crowd.atMinimum ? (i) => history.has(i) : undefined,
    heldBack,
    postDays: (i, p) => postDays.get(`${i}:${p}`) ?? [],
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
      // Since 1.26.0 a follow cluster's returned follows earn nothing too (every group's, then).
      c.clusters.tradedFollows ? 0 : c.focus.tradedFollows ? followClusterCount : Number.POSITIVE_INFINITY,
      { followers, ...bySize },
    );
  let judged = judge();
  // Campaign accounts (1.9.0): a flagged group's loose accounts join it, and the groups
  // are judged again with them (their inflow and their sizes count like any member's).
  // A focus group on a narrative (1.19.0) has no project for a campaign to be about.
  const narrativeIds = c.focus.narratives
    ? new Set((await sql<{ id: string }>`select id::text from narratives`.execute(trx)).rows.map((r) => r.id))
    : new Set<string>();
  const { joinedOf, movedOf, strongOf } = await campaignAccounts(
    trx,
    req,
    graph,
    clusters,
    clusterOf,
    judged.earned,
    (g) => {
      const p = g < followClusterCount ? null : (groupProjects[g - followClusterCount] ?? null);
      return p !== null && narrativeIds.has(p) ? null : p;
    },
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

  // Evidence (1.23.0, 1.24.0): each crowd's members with a history alone held back, and freed.
  const heldOf = clusters.map((_, i) =>
    i >= crowdFrom && i < tiedFrom ? heldBack.get(focusOf(i) ?? '') : undefined,
  );
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
            || case when x.held > 0 then '; ' || x.held || ' of them posted in the ' || ${c.crowd.historyDays}::int
              || ' days before the window and have under ' || ${c.crowd.minPosts}::int
              || ' posts about it from the crowd''s start, but are more than chance frees and stay'
              || case when x.freed > 0 then ' (the ' || x.freed || ' with the earliest posts were freed)' else '' end
            else '' end
          when x.vouch then 'the vouching group of ' || x.size || ' accounts posting about @' || coalesce(pr.twitter_username, '?')
            || ': ' || x.patrons || ', each with a backed audience, vouch by follows they do not get back for at least '
            || ${c.vouching.minThin}::int || ' thinly backed accounts posting about it, and those accounts'
          else 'the group of ' || x.size || ' accounts each posting mostly about '
            || coalesce('@' || pr.twitter_username, 'the narrative ' || nr.name, '@?')
            || case when x.silent > 0 then ', ' || x.silent || ' of them silent in the ' || ${c.focus.awakened.silentDays}::int
              || ' days before' || ${c.focus.historyBeyond ? sql`' but for posts about it'` : sql`''`} else '' end
            || case when x.regulars then ', each naming it in the ' || ${c.crowd.knownDays ?? c.crowd.historyDays}::int
              || ' days before too' || ${c.focus.historyBeyond ? sql`' with at least ' || ${c.focus.minPosts}::int || ' posts then'` : sql`''`}
              || ' (its regulars, a group apart from the accounts new to it)' else '' end end
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
        ${clusters.map((_, i) => i >= tiedFrom)}::boolean[],
        ${heldOf.map((h) => h?.held ?? 0)}::int[], ${heldOf.map((h) => h?.freed ?? 0)}::int[],
        ${clusters.map((_, i) => regularsOf[i] === true)}::boolean[])
        as x(id, size, t, r, e, m, project, silent, crowd, joined, moved, strong, vouch, patrons, posters, tied, held, freed, regulars)
      left join projects pr on pr.id = x.project
      left join narratives nr on nr.id = x.project`.execute(trx);
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
    { ...bySize, maxThin: c.backing.maxThin },
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

/**
 * Since 1.34.0 (docs/methodology.md, "1.34.0: a size bucket is the data's, not a campaign's"):
 * whether the account `k` posted in the sizeReference.establishedDays days before the project
 * window (false when the methodology has no such days). Read through posts_kol_idx per account.
 */
function establishedSql(req: RecomputeRequest) {
  const m = req.methodology;
  const days = m.coordination.sizeReference.establishedDays;
  if (!days) return sql`false`;
  return sql`exists (
    select 1 from posts p where p.kol_id = k.id
      and p.day > ${req.asOf}::date - ${m.projectWindowDays + days}::int
      and p.day <= ${req.asOf}::date - ${m.projectWindowDays}::int
  )`;
}
