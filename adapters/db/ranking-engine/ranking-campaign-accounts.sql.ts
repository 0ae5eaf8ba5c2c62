import { type Kysely, sql } from 'kysely';
import {
  campaignJoins,
  campaignMoves,
  campaignProjects,
  followerCounts,
  groupTies,
  mutualTies,
  ownedTies,
  ownFollows,
} from '#core/domain/campaign-accounts.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import type { FollowGraph } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * Campaign accounts (docs/methodology.md, since 1.9.0; the rule in
 * core/domain/campaign-accounts.ts): accounts in no cluster whose most-named project is one
 * that flagged groups wrote most posts about join the group. Reads the posts about the
 * flagged groups' projects through post_projects_project_idx and the joiners' other posts
 * through posts_kol_idx. Moves the joiners into their groups (clusterOf, clusters) and
 * returns how many joined each group.
 */
export async function campaignAccounts(
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
  // way tie, since 1.18.2 (`ownTie`) only a candidate that follows one of the members itself
  // or whose tracked followers are mostly the group's (ownedTies).
  // One that is a campaign's only with other flagged clusters' posts or newcomers' (1.10.0):
  // only the candidate's own follows. Either way, a ring's follows of honest regulars alone
  // do not drag them in (docs/methodology.md, "1.18.2: bystanders a ring follows").
  const own = campaignProjects(groups, posts, clusterOf, c.campaign);
  const pool = new Set(candidates);
  const mine = ownFollows(graph.from, graph.to, clusterOf, pool, clusters.length);
  const allEither = groupTies(graph.from, graph.to, clusterOf, pool, clusters.length);
  // Since 1.27.0 a mutual follow with a member is one tie, not two.
  if (c.campaign.followBackOnce)
    for (const [k, v] of mutualTies(graph.ids.length, graph.from, graph.to, clusterOf, pool, clusters.length))
      allEither.set(k, (allEither.get(k) ?? 0) - v);
  const either = c.campaign.ownTie
    ? ownedTies(
        allEither,
        mine,
        ownFollows(graph.to, graph.from, clusterOf, pool, clusters.length),
        followerCounts(graph.to, graph.ids.length),
        clusters.length,
      )
    : allEither;
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
