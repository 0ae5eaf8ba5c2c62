/**
 * A campaign's loose accounts (docs/methodology.md, "Campaign accounts", since 1.9.0).
 *
 * A campaign rarely puts all its accounts in one group: some post a little under the focus
 * thresholds, some are not unvouched, some follow no member. What they cannot avoid is
 * naming the target. When groups that earned little trust from outside themselves
 * (earned < maxEarned) write at least minShare of all posts about their project in the
 * window, the project is a campaign's: its attention is mostly theirs. An account in no
 * cluster whose most-named project in the window is that project (no other project named
 * more often; at least minPosts posts about it) and with at least minTies follows either way
 * with the members of the flagged group with the most posts about it (ties to the smaller
 * group) joins that group. The follows keep out an honest project's regulars, whom a ring
 * pushing their project outnumbers but does not know; a campaign's own accounts follow
 * each other. Since 1.10.0 a project can also be a campaign's through the posts of other
 * flagged clusters and of accounts new to a crowd's project; for such a project only the
 * account's own follows to the group's members tie it (ownFollows): the weaker the evidence
 * that the project is this group's campaign, the more the account must have done itself (a
 * ring can follow any regular it wants to drag in). Nothing else about the account is judged: its other posts stay its own, and
 * what decides a discount is still what the group earned.
 */
export interface CampaignGroup {
  group: number;
  project: string;
  earned: number;
}

/** Posts in the window about one of the flagged projects, per account (graph index). */
export interface ProjectPosts {
  account: number;
  project: string;
  posts: number;
}

/**
 * The campaign projects: each project with flagged groups (earned < maxEarned) whose
 * members wrote at least minShare of its posts in the window, and the group the loose
 * accounts join (the flagged group with the most posts about it, ties to the smaller).
 */
export function campaignProjects(
  groups: readonly CampaignGroup[],
  posts: readonly ProjectPosts[],
  clusterOf: Int32Array,
  opts: {
    maxEarned: number;
    minShare: number;
    /**
     * Since 1.10.0: whether an account's posts about a project count with a flagged crowd of
     * that project (the account is in no cluster and the project is new to it, as to the
     * crowd's members): a crowd is defined by newness, and the vouched trust that keeps an
     * account out of it is what a ring buys for some of its accounts.
     */
    alike?: (p: ProjectPosts) => boolean;
    /**
     * Since 1.10.0: every cluster (follow clusters too) that earned under maxEarned. Their
     * posts about a project count toward the campaign's share whatever project they name
     * most: a project talked about mostly by groups that earned little is a campaign's,
     * however the groups split its posts between them.
     */
    flaggedClusters?: ReadonlySet<number>;
  },
): Map<string, number> {
  const flagged = new Map<number, string>();
  for (const g of groups) if (g.earned < opts.maxEarned) flagged.set(g.group, g.project);
  const total = new Map<string, number>();
  const byGroup = new Map<string, Map<number, number>>();
  const alike = new Map<string, number>();
  for (const p of posts) {
    total.set(p.project, (total.get(p.project) ?? 0) + p.posts);
    const g = clusterOf[p.account] as number;
    if (flagged.get(g) !== p.project) {
      if (opts.flaggedClusters?.has(g) || opts.alike?.(p))
        alike.set(p.project, (alike.get(p.project) ?? 0) + p.posts);
      continue;
    }
    const m = byGroup.get(p.project) ?? new Map<number, number>();
    m.set(g, (m.get(g) ?? 0) + p.posts);
    byGroup.set(p.project, m);
  }
  const out = new Map<string, number>();
  for (const [project, m] of [...byGroup].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let own = 0;
    let best = -1;
    let most = 0;
    for (const [g, k] of [...m].sort(([a], [b]) => a - b)) {
      own += k;
      if (k > most) [best, most] = [g, k];
    }
    if (own + (alike.get(project) ?? 0) >= opts.minShare * (total.get(project) ?? 0)) out.set(project, best);
  }
  return out;
}

/**
 * Follow ties between each candidate and each cluster: follows either way between the
 * account and the cluster's members, i.e. its own follows to them (ownFollows, below) and
 * theirs to it (ownFollows over the reversed edges). Keyed by account · clusters + cluster.
 * Like ownFollows, a candidate's ties to its own group are not counted; the candidates are
 * accounts in no cluster, which have none.
 */
export function groupTies(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  candidates: ReadonlySet<number>,
  clusterCount: number,
): Map<number, number> {
  const ties = ownFollows(from, to, clusterOf, candidates, clusterCount);
  for (const [k, v] of ownFollows(to, from, clusterOf, candidates, clusterCount))
    ties.set(k, (ties.get(k) ?? 0) + v);
  return ties;
}

/**
 * Since 1.27.0 (docs/methodology.md, "1.27.0: a follow-back is one tie"): the mutual follows
 * between each candidate and a group's members (keyed account · clusters + group), to count each
 * such pair once among the ties either way. An honest account that followed back one member of a
 * ring that trades follows has one relation with it, not two.
 */
export function mutualTies(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  candidates: ReadonlySet<number>,
  clusterCount: number,
): Map<number, number> {
  const edges = new Set<number>();
  for (let e = 0; e < from.length; e++) edges.add((from[e] as number) * n + (to[e] as number));
  return ownFollows(from, to, clusterOf, candidates, clusterCount, (e) =>
    edges.has((to[e] as number) * n + (from[e] as number)),
  );
}

/**
 * Ties either way that count (docs/methodology.md, "1.18.2: bystanders a ring follows"): a
 * follow an account receives is the follower's act, and a ring can follow anyone it wants to
 * drag in, so an account's ties with a group (`either`, keyed account · clusters + group) count
 * only when it follows one of the group's members itself (`own`) or when the group's follows of
 * it (`received`) are most of its tracked followers (`followers`): then its audience is the
 * campaign's, as for a focus group's followers (1.5.0).
 */
export function ownedTies(
  either: ReadonlyMap<number, number>,
  own: ReadonlyMap<number, number>,
  received: ReadonlyMap<number, number>,
  followers: ArrayLike<number>,
  clusterCount: number,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [k, v] of either) {
    const account = Math.floor(k / clusterCount);
    if ((own.get(k) ?? 0) >= 1 || 2 * (received.get(k) ?? 0) > (followers[account] as number)) out.set(k, v);
  }
  return out;
}

/**
 * The loose accounts that join: [account, group] for each account in no cluster with at
 * least minPosts posts about a campaign project that no other project of its posts in the
 * window outnumbers (`topPosts`: its most posts about any one project), and at least
 * minTies ties with the group's members (groupTies, or ownFollows since 1.10.0, above). In
 * account order.
 */
export function campaignJoins(
  posts: readonly ProjectPosts[],
  topPosts: ReadonlyMap<number, number>,
  campaigns: ReadonlyMap<string, number>,
  clusterOf: Int32Array,
  opts: {
    minPosts: number;
    minTies: number;
    ties: ReadonlyMap<number, number>;
    clusterCount: number;
    /**
     * Whether the group is a crowd (accounts new to its project) and the project is new to
     * the account too (crowd.historyDays): one more of the crowd, ties or not.
     */
    newToCrowd?: (account: number, project: string, group: number) => boolean;
  },
): [number, number][] {
  const joins = new Map<number, number>();
  for (const p of posts) {
    const g = campaigns.get(p.project);
    if (g === undefined || clusterOf[p.account] !== -1 || p.posts < opts.minPosts) continue;
    if (p.posts < (topPosts.get(p.account) ?? 0)) continue;
    const tied = (opts.ties.get(p.account * opts.clusterCount + g) ?? 0) >= opts.minTies;
    if (!tied && !opts.newToCrowd?.(p.account, p.project, g)) continue;
    // An account naming two campaign projects equally often joins the smaller group.
    const had = joins.get(p.account);
    if (had === undefined || g < had) joins.set(p.account, g);
  }
  return [...joins].sort(([a], [b]) => a - b);
}

/**
 * Follows each candidate makes to each cluster's members (its own act, not theirs: a ring
 * can follow anyone it wants to drag in). Keyed by account · clusters + cluster.
 */
export function ownFollows(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  candidates: ReadonlySet<number>,
  clusterCount: number,
  /** Only the edges (by index) this keeps; all of them without it. */
  keep?: (e: number) => boolean,
): Map<number, number> {
  const out = new Map<number, number>();
  for (let e = 0; e < from.length; e++) {
    if (keep && !keep(e)) continue;
    const a = from[e] as number;
    const g = clusterOf[to[e] as number] as number;
    if (!candidates.has(a) || g < 0 || g === clusterOf[a]) continue;
    const k = a * clusterCount + g;
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/**
 * Campaign members sheltered in another group (docs/methodology.md, "Campaign accounts",
 * since 1.10.0): [account, campaign group] for each member of a group that is not flagged
 * (`movable`) with at least minPosts posts about a campaign project and at least minTies
 * follows of its own to the campaign group's members. A group places an account by the
 * project it names most, so a ring member that pads with an honest group's project lands in
 * that honest group, whose earned trust then shields what it posts for the ring; an account
 * is judged with the campaign it pushes and follows, not with the company it pads with. When
 * an account qualifies for two campaigns, the one it posted about most (ties to the smaller
 * group). In account order.
 */
export function campaignMoves(
  posts: readonly ProjectPosts[],
  campaigns: ReadonlyMap<string, number>,
  clusterOf: Int32Array,
  opts: {
    minPosts: number;
    minTies: number;
    follows: ReadonlyMap<number, number>;
    clusterCount: number;
    movable: (group: number) => boolean;
  },
): [number, number][] {
  const moves = new Map<number, { group: number; posts: number }>();
  for (const p of posts) {
    const g = campaigns.get(p.project);
    const home = clusterOf[p.account] as number;
    if (g === undefined || home < 0 || home === g || !opts.movable(home) || p.posts < opts.minPosts) continue;
    if ((opts.follows.get(p.account * opts.clusterCount + g) ?? 0) < opts.minTies) continue;
    const had = moves.get(p.account);
    if (had === undefined || p.posts > had.posts || (p.posts === had.posts && g < had.group))
      moves.set(p.account, { group: g, posts: p.posts });
  }
  return [...moves].map(([a, m]): [number, number] => [a, m.group]).sort(([a], [b]) => a - b);
}

/** Each account's tracked followers (its in-degree in the follow graph). */
export function followerCounts(to: ArrayLike<number>, n: number): Uint32Array {
  const counts = new Uint32Array(n);
  for (let e = 0; e < to.length; e++) counts[to[e] as number]++;
  return counts;
}
