import { chanceBar, crowdBars, crowdChances } from './crowd-chance.ts';
import { sizeReference } from './size-reference.ts';

/**
 * Dense mutual-follow clusters (docs/methodology.md, coordination defence). Two
 * accounts are tied when they follow each other and share at least `minCommon`
 * other accounts they both follow mutually (the tie sits in triangles, as inside a
 * ring or a circle of friends, not in a chance follow-back), or when `extraTies`
 * names them (accounts that post in lock-step); a cluster is a connected group of
 * ties with at least `minSize` accounts. An account left out joins a cluster when most
 * (and at least `minCommon`) of its followers are members and it follows one back, or
 * when most (and at least `minCommon`) of its mutual follows are members: a ring's
 * loosely tied members count with it. Accounts are numbered
 * 0..n-1 and edges (follower → followee) may come in any order; clusters are
 * numbered by their smallest member, so the same graph gives the same clusters.
 */
export function followClusters(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  opts: { minCommon: number; minSize: number; mutualOdds?: number | null },
  extraTies: readonly (readonly [number, number])[] = [],
): { clusterOf: Int32Array; clusters: number[][] } {
  const follows = adjacency(n, from, to);
  // Mutual neighbours of each account, sorted.
  const mutual: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) {
    for (const b of follows[a] as number[])
      if (b > a && hasSorted(follows[b] as number[], a)) {
        (mutual[a] as number[]).push(b);
        (mutual[b] as number[]).push(a);
      }
  }
  for (const m of mutual) m.sort((x, y) => x - y);
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  for (let a = 0; a < n; a++) {
    const ma = mutual[a] as number[];
    for (const b of ma) {
      if (b <= a) continue;
      if (commonCount(ma, mutual[b] as number[]) < opts.minCommon) continue;
      const ra = find(a);
      const rb = find(b);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
  const tied = new Uint8Array(n);
  for (const [a, b] of extraTies) {
    tied[a] = 1;
    tied[b] = 1;
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const groups = new Map<number, number[]>();
  for (let a = 0; a < n; a++) {
    if ((mutual[a] as number[]).length === 0 && !tied[a]) continue;
    const r = find(a);
    const g = groups.get(r);
    if (g) g.push(a);
    else groups.set(r, [a]);
  }
  const clusterOf = new Int32Array(n).fill(-1);
  const clusters: number[][] = [];
  for (const members of [...groups.values()].sort((x, y) => (x[0] as number) - (y[0] as number))) {
    if (members.length < opts.minSize) continue;
    for (const m of members) clusterOf[m] = clusters.length;
    clusters.push(members);
  }
  // Attachment, judged against the clusters as found (one pass, order-free).
  const followers: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < from.length; e++) (followers[to[e] as number] as number[]).push(from[e] as number);
  const mutualBar =
    opts.mutualOdds == null ? null : mutualChance(mutual, clusterOf, clusters.length, opts.mutualOdds);
  const joins: [number, number][] = [];
  for (let a = 0; a < n; a++) {
    if (clusterOf[a] !== -1) continue;
    const fs = followers[a] as number[];
    const count = new Map<number, number>();
    for (const f of fs) {
      const c = clusterOf[f] as number;
      if (c !== -1) count.set(c, (count.get(c) ?? 0) + 1);
    }
    const ms = mutual[a] as number[];
    const inMutual = new Map<number, number>();
    for (const b of ms) {
      const c = clusterOf[b] as number;
      if (c !== -1) inMutual.set(c, (inMutual.get(c) ?? 0) + 1);
    }
    for (const c of [...new Set([...count.keys(), ...inMutual.keys()])].sort((x, y) => x - y)) {
      const k = count.get(c) ?? 0;
      const km = inMutual.get(c) ?? 0;
      const byFollowers = k >= opts.minCommon && 2 * k > fs.length && km > 0;
      // Since 1.26.0 ("1.26.0: follow-backs are not membership") only more than chance gives.
      const byMutuals =
        km >= Math.max(opts.minCommon, mutualBar ? mutualBar(c, ms.length) : 0) && 2 * km > ms.length;
      if (!byFollowers && !byMutuals) continue;
      joins.push([a, c]);
      break;
    }
  }
  for (const [a, c] of joins) {
    clusterOf[a] = c;
    (clusters[c] as number[]).push(a);
  }
  for (const c of clusters) c.sort((x, y) => x - y);
  return { clusterOf, clusters };
}

/**
 * Since 1.26.0 (docs/methodology.md, "1.26.0: follow-backs are not membership"): how many of an
 * account's mutual follows chance puts with a cluster's members. A cluster that trades follows
 * with hundreds of accounts (follow-for-follow: it follows them, they follow back) makes a couple
 * of mutual follows with it ordinary for an account that follows back. r = the cluster's mutual
 * follows with accounts outside it ÷ the mutual follows of all accounts outside every cluster
 * (their endpoints); for an account with m mutual follows the bar is the least k with
 * P(X ≥ k) ≤ odds for X ~ Binomial(m, r) (m + 1 when even all m are within chance).
 */
function mutualChance(
  mutual: readonly (readonly number[])[],
  clusterOf: Int32Array,
  clusterCount: number,
  odds: number,
): (cluster: number, mutuals: number) => number {
  const outward = new Float64Array(clusterCount);
  let endpoints = 0;
  for (let a = 0; a < mutual.length; a++) {
    if (clusterOf[a] !== -1) continue;
    for (const b of mutual[a] as number[]) {
      endpoints++;
      const c = clusterOf[b] as number;
      if (c !== -1) outward[c] = (outward[c] as number) + 1;
    }
  }
  const bars = new Map<string, number>();
  return (cluster, mutuals) => {
    const key = `${cluster}:${mutuals}`;
    let bar = bars.get(key);
    if (bar === undefined) {
      const r = endpoints > 0 ? (outward[cluster] as number) / endpoints : 0;
      bar = binomialBar(mutuals, r, odds);
      bars.set(key, bar);
    }
    return bar;
  };
}

/** The least k with P(X ≥ k) ≤ odds for X ~ Binomial(m, r); m + 1 when none is. */
export function binomialBar(m: number, r: number, odds: number): number {
  if (r <= 0) return 1;
  // P(X = k) for k = m down to 0, summed from the top: the tail P(X ≥ k).
  let tail = 0;
  let k = m;
  let pk = r ** m;
  for (; k >= 0; k--) {
    if (tail + pk > odds) return k + 1;
    tail += pk;
    if (k > 0) pk = (pk * k * (1 - r)) / ((m - k + 1) * r);
  }
  return 0;
}

/**
 * Sink groups (docs/methodology.md, coordination defence, since 1.3.0): strongly
 * connected sets of at least `minSize` accounts (each reaches every other along
 * follows) whose follows stay inside the set for at least `closedShare` of them. Such
 * a set keeps whatever trust and PageRank reach it and passes none on, the signature
 * of a link farm, however few its ties are mutual and whoever follows it. The largest
 * strongly connected set is the network itself (nearly every follow stays inside it)
 * and is never one. Accounts already in a cluster stay where they are. Appended to
 * `clusters`.
 */
export function sinkGroups(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  clusters: number[][],
  opts: { minSize: number; closedShare: number },
): void {
  const out = adjacency(n, from, to);
  const component = stronglyConnected(n, out);
  const members = new Map<number, number[]>();
  for (let a = 0; a < n; a++) {
    const c = component[a] as number;
    const g = members.get(c);
    if (g) g.push(a);
    else members.set(c, [a]);
  }
  const found: number[][] = [];
  // The largest (ties: the one with the smallest account) is the network's core.
  let core = -1;
  let coreSize = 0;
  for (const [c, group] of members)
    if (group.length > coreSize || (group.length === coreSize && c < core)) {
      core = c;
      coreSize = group.length;
    }
  for (const [c0, group] of members) {
    if (group.length < opts.minSize || c0 === core) continue;
    const c = component[group[0] as number] as number;
    let inside = 0;
    let all = 0;
    for (const a of group)
      for (const b of out[a] as number[]) {
        all++;
        if (component[b] === c) inside++;
      }
    if (all === 0 || inside < opts.closedShare * all) continue;
    const free = group.filter((a) => clusterOf[a] === -1);
    if (free.length >= opts.minSize) found.push(free.sort((x, y) => x - y));
  }
  for (const g of found.sort((x, y) => (x[0] as number) - (y[0] as number))) {
    for (const m of g) clusterOf[m] = clusters.length;
    clusters.push(g);
  }
}

/** Strongly connected components (Tarjan, iterative): a component number per account. */
function stronglyConnected(n: number, out: readonly (readonly number[])[]): Int32Array {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const component = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  let counter = 0;
  let components = 0;
  const edgePos = new Int32Array(n);
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    const call: number[] = [root];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (call.length > 0) {
      const v = call[call.length - 1] as number;
      const edges = out[v] as readonly number[];
      const pos = edgePos[v] as number;
      if (pos < edges.length) {
        edgePos[v] = pos + 1;
        const w = edges[pos] as number;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          call.push(w);
        } else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      call.pop();
      const parent = call[call.length - 1];
      if (parent !== undefined) low[parent] = Math.min(low[parent] as number, low[v] as number);
      if (low[v] === index[v]) {
        for (;;) {
          const w = stack.pop() as number;
          onStack[w] = 0;
          component[w] = components;
          if (w === v) break;
        }
        components++;
      }
    }
  }
  return component;
}

/**
 * Closed groups (docs/methodology.md, coordination defence, since 1.3.0): accounts that
 * no follow path from any seed reaches (trust exactly 0) and that are connected to each
 * other by follows, in groups of at least `minSize` accounts not already in a cluster;
 * since 1.16.1 (`closedOwnFollows`) an account that follows no other such account is
 * linked by none of the follows it receives. However sparse its follows, a group that only
 * follows and is followed by itself earns no trust and is a cluster. Appended to
 * `clusters` (numbered after them), in the order of their smallest member. An account
 * left with trust 0 whose follows (either way) are mostly with one cluster's members then
 * joins that cluster (one pass, judged against the clusters as found).
 */
export function closedGroups(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  trust: ArrayLike<number>,
  clusterOf: Int32Array,
  clusters: number[][],
  opts: { minSize: number; closedOwnFollows?: boolean },
): void {
  const open = (i: number) => (trust[i] as number) === 0 && clusterOf[i] === -1;
  // Since 1.16.1 an account is linked only if it follows another open account itself: a
  // follow received is the follower's act, and a ring can follow anyone it wants to drag in.
  const acts = new Uint8Array(n).fill(opts.closedOwnFollows ? 0 : 1);
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    if (a !== b && open(a) && open(b)) acts[a] = 1;
  }
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    if (a === b || !open(a) || !open(b) || !acts[b]) continue;
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const groups = new Map<number, number[]>();
  for (let a = 0; a < n; a++) {
    if (!open(a)) continue;
    const r = find(a);
    const g = groups.get(r);
    if (g) g.push(a);
    else groups.set(r, [a]);
  }
  for (const members of [...groups.values()].sort((x, y) => (x[0] as number) - (y[0] as number))) {
    if (members.length < opts.minSize) continue;
    for (const m of members) clusterOf[m] = clusters.length;
    clusters.push(members);
  }
  const links = new Map<number, Map<number, number>>();
  const total = new Map<number, number>();
  const note = (a: number, b: number) => {
    if (!open(a)) return;
    total.set(a, (total.get(a) ?? 0) + 1);
    const c = clusterOf[b] as number;
    if (c === -1) return;
    const m = links.get(a) ?? new Map<number, number>();
    m.set(c, (m.get(c) ?? 0) + 1);
    links.set(a, m);
  };
  for (let e = 0; e < from.length; e++) {
    note(from[e] as number, to[e] as number);
    note(to[e] as number, from[e] as number);
  }
  const joins: [number, number][] = [];
  for (const [a, byCluster] of [...links].sort((x, y) => x[0] - y[0]))
    for (const [c, k] of [...byCluster].sort((x, y) => x[0] - y[0]))
      if (2 * k > (total.get(a) ?? 0)) {
        joins.push([a, c]);
        break;
      }
  for (const [a, c] of joins) {
    clusterOf[a] = c;
    (clusters[c] as number[]).push(a);
  }
  for (const [, c] of joins) (clusters[c] as number[]).sort((x, y) => x - y);
}

/**
 * Trust a cluster earned from outside (docs/methodology.md, since 1.3.0): the trust that
 * flows into its members along follow edges from accounts outside it (each follower
 * passes its trust divided by how many it follows), per member, against the median
 * inflow of accounts in no cluster. A closed group recirculates whatever reaches it,
 * so its members' own trust can be high on a few bought follows; what comes in from
 * outside cannot be recirculated. `earned` = per member ÷ median, capped at 1.
 * The multiplier of its posts is earned ÷ fullRatio, between `floor` and 1.
 */
export function clusterTrustMultipliers(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  trust: ArrayLike<number>,
  clusters: readonly (readonly number[])[],
  clusterOf: Int32Array,
  opts: { fullRatio: number; floor: number },
  /** Clusters numbered from here on (focus groups, 1.5.0) earn nothing from follows they return. */
  tradedFrom = Number.POSITIVE_INFINITY,
  /**
   * Since 1.8.0: each account's reported followers and the size buckets; a cluster's
   * members are then measured against what accounts in no cluster of their sizes earn
   * (sizeReference), not against the median account.
   */
  bySize?: {
    followers: ArrayLike<number>;
    bucketFactor: number;
    minCount: number;
    fullShare: number;
    /** Since 1.34.0: the accounts that count toward minCount (size-reference.ts). */
    counted?: ArrayLike<number> | null;
  },
): { perMember: number[]; reference: number; references: number[]; earned: number[]; multiplier: number[] } {
  const outDegree = new Uint32Array(n);
  for (let e = 0; e < from.length; e++) outDegree[from[e] as number]++;
  // Follows returned by a focus group's member (it follows its follower too): a trade.
  const edgeKeys = new Set<number>();
  for (let e = 0; e < from.length; e++)
    if ((clusterOf[from[e] as number] as number) >= tradedFrom)
      edgeKeys.add((from[e] as number) * n + (to[e] as number));
  const returned = (a: number, b: number) =>
    (clusterOf[b] as number) >= tradedFrom && edgeKeys.has(b * n + a);
  // In edge order (sorted by the caller), so the sums are the same on every run.
  const inflow = new Float64Array(n);
  const fromOutside = new Float64Array(n);
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    const pass = (trust[a] as number) / (outDegree[a] as number);
    inflow[b] = (inflow[b] as number) + pass;
    if ((clusterOf[a] !== clusterOf[b] || clusterOf[b] === -1) && !returned(a, b))
      fromOutside[b] = (fromOutside[b] as number) + pass;
  }
  const outside: number[] = [];
  for (let i = 0; i < n; i++) if (clusterOf[i] === -1) outside.push(inflow[i] as number);
  outside.sort((a, b) => a - b);
  const reference = outside.length === 0 ? 0 : (outside[(outside.length - 1) >> 1] as number);
  // A group left empty (its members moved to a campaign since 1.10.0) earns 0 per member
  // against a reference of 0, so its earned is 1: it holds no one to judge.
  const perMember = clusters.map(
    (c) => Math.round((c.reduce((s, m) => s + (fromOutside[m] as number), 0) / (c.length || 1)) * 1e9) / 1e9,
  );
  const expected = bySize
    ? sizeReference(bySize.followers, inflow, (i) => clusterOf[i] === -1, {
        bucketFactor: bySize.bucketFactor,
        minCount: bySize.minCount,
        counted: bySize.counted,
      })
    : null;
  const references = clusters.map((c) =>
    expected
      ? Math.round(
          (((bySize?.fullShare ?? 1) * c.reduce((s, m) => s + (expected[m] as number), 0)) /
            (c.length || 1)) *
            1e9,
        ) / 1e9
      : reference,
  );
  const earned = perMember.map((t, i) => {
    const r = references[i] as number;
    return r <= 0 ? 1 : Math.round(Math.min(1, t / r) * 1e6) / 1e6;
  });
  const multiplier = earned.map((e) => Math.max(opts.floor, Math.min(1, e / opts.fullRatio)));
  return { perMember, reference, references, earned, multiplier };
}

function adjacency(n: number, from: ArrayLike<number>, to: ArrayLike<number>): number[][] {
  const out: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < from.length; e++) (out[from[e] as number] as number[]).push(to[e] as number);
  for (const o of out) o.sort((x, y) => x - y);
  return out;
}

function hasSorted(list: readonly number[], x: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid] as number;
    if (v === x) return true;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function commonCount(a: readonly number[], b: readonly number[]): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      n++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return n;
}

/**
 * Focus groups (docs/methodology.md, coordination defence, since 1.4.0): accounts in no
 * cluster, each focused on one project (the caller names it: at least a published
 * number of posts about it, several times as many as about any other project), grouped
 * by that project when at least `minSize` of them. A paid swarm need not follow itself
 * or post in step, but it must post about its target again and again; what a group so
 * found earned from outside itself then decides, as for a follow cluster, whether a
 * discount applies. Appended to `clusters` in project order; returns each new group's
 * project.
 *
 * `regular` (since 1.35.0, docs/methodology.md, "1.35.0: a project's regulars are not its
 * push"): the accounts that named their project before the window form a group of their own,
 * after the project's others, each group with at least `minSize` accounts. A push of silent
 * accounts is judged without the project's regulars, and the regulars without the push.
 */
export function focusGroups(
  focused: readonly (readonly [account: number, project: string])[],
  clusterOf: Int32Array,
  clusters: number[][],
  opts: { minSize: number; regular?: (account: number) => boolean },
): string[] {
  const byProject = new Map<string, [number[], number[]]>();
  for (const [a, p] of focused) {
    if (clusterOf[a] !== -1) continue;
    const sides = byProject.get(p) ?? [[], []];
    sides[opts.regular?.(a) ? 1 : 0].push(a);
    byProject.set(p, sides);
  }
  const projects: string[] = [];
  for (const p of [...byProject.keys()].sort()) {
    for (const side of byProject.get(p) as [number[], number[]]) {
      const members = [...new Set(side)].sort((x, y) => x - y);
      if (members.length < opts.minSize) continue;
      for (const m of members) clusterOf[m] = clusters.length;
      clusters.push(members);
      projects.push(p);
    }
  }
  return projects;
}

/**
 * Followers of a focus group (docs/methodology.md, "Focus groups", since 1.5.0): accounts
 * in no cluster whose followers are mostly (and at least `minCommon`) members of one
 * focus group, numbered from `firstFocus` on. The caller keeps those that posted about
 * the group's project in the window: an account whose tracked audience is a campaign
 * and that pushes the campaign's project is part of it, whatever share of its own posts
 * that takes. Returns [account, cluster] pairs in account order.
 */
export function focusFollowers(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  firstFocus: number,
  opts: { minCommon: number },
): [number, number][] {
  const followers = new Uint32Array(n);
  const byGroup = new Map<number, Map<number, number>>();
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    if (a === b) continue;
    followers[b]++;
    const c = clusterOf[a] as number;
    if (clusterOf[b] !== -1 || c < firstFocus) continue;
    const m = byGroup.get(b) ?? new Map<number, number>();
    m.set(c, (m.get(c) ?? 0) + 1);
    byGroup.set(b, m);
  }
  const found: [number, number][] = [];
  for (const [b, m] of [...byGroup].sort((x, y) => x[0] - y[0]))
    for (const [c, k] of [...m].sort((x, y) => x[0] - y[0]))
      if (k >= opts.minCommon && 2 * k > (followers[b] as number)) {
        found.push([b, c]);
        break;
      }
  return found;
}

/**
 * Follows not returned (docs/methodology.md, "Unvouched crowds", since 1.6.0): the edges
 * whose followee does not follow its follower back, in the order given. Vouched trust
 * flows along these only: a follow given in return for a follow (follow-for-follow) is a
 * trade, and an account that earned its trust that way earned none.
 */
export function untradedFollows(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
): { from: number[]; to: number[] } {
  const edges = new Set<number>();
  for (let e = 0; e < from.length; e++) edges.add((from[e] as number) * n + (to[e] as number));
  const kept = { from: [] as number[], to: [] as number[] };
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    if (edges.has(b * n + a)) continue;
    kept.from.push(a);
    kept.to.push(b);
  }
  return kept;
}

/**
 * Crowds (docs/methodology.md, "Unvouched crowds", since 1.6.0): accounts in no cluster,
 * each with the projects new to it that it posted about (the caller finds them). Each
 * account joins the crowd of the project most of them share (ties: the smallest project
 * id); crowds of at least `minSize` accounts are appended to `clusters` in project
 * order. An account that splits its posts across several targets is counted in each
 * and lands in the largest. Returns each new crowd's project.
 */
export function crowdGroups(
  fresh: readonly (readonly [account: number, project: string])[],
  clusterOf: Int32Array,
  clusters: number[][],
  opts: {
    minSize: number;
    minShare?: number;
    posters?: ReadonlyMap<string, number>;
    chanceOdds?: number | null;
    minPosts?: number;
    established?: (account: number) => boolean;
    startOfUnestablished?: boolean;
    freedWithinChance?: boolean;
    byHistoryOnly?: (account: number) => boolean;
    postingSince?: (account: number) => string;
    /** Since 1.43.0: a member with a history at exactly minPosts posts from the start, freed within the outside audience's chance. */
    atMinimum?: (account: number) => boolean;
    /** Evidence: filled per project where members with a history alone were held back (1.23.0, 1.24.0). */
    heldBack?: Map<string, HeldBack>;
    postDays?: (account: number, project: string) => readonly string[];
  },
): string[] {
  const size = new Map<string, number>();
  for (const [a, p] of fresh) if (clusterOf[a] === -1) size.set(p, (size.get(p) ?? 0) + 1);
  const best = new Map<number, string>();
  for (const [a, p] of fresh) {
    if (clusterOf[a] !== -1) continue;
    const q = best.get(a);
    const sp = size.get(p) as number;
    const sq = q === undefined ? -1 : (size.get(q) as number);
    if (q === undefined || sp > sq || (sp === sq && p < q)) best.set(a, p);
  }
  const kept = opts.chanceOdds
    ? crowdsOverChance(fresh, best, clusterOf, opts.chanceOdds, opts)
    : crowdsOverShare(best, opts.minShare ?? 0, opts.posters);
  return focusGroups(
    kept.sort((x, y) => x[0] - y[0]),
    clusterOf,
    clusters,
    opts,
  );
}

/**
 * Since 1.13.0 (docs/methodology.md, "Unvouched crowds"; replaced by crowdsOverChance in 1.20.0):
 * a crowd is at least minShare of the accounts in no cluster posting about its project.
 * Unvouched newcomers are a share of any project's conversation by chance, so a fixed minimum is
 * met by chance once a project is talked about by enough accounts; a campaign's crowd is a large
 * part of its project's.
 */
function crowdsOverShare(
  best: ReadonlyMap<number, string>,
  minShare: number,
  posters: ReadonlyMap<string, number> | undefined,
): [number, string][] {
  const crowd = new Map<string, number>();
  for (const p of best.values()) crowd.set(p, (crowd.get(p) ?? 0) + 1);
  return [...best].filter(([, p]) => (crowd.get(p) as number) >= minShare * (posters?.get(p) ?? 0));
}

/**
 * Since 1.20.0 (docs/methodology.md, "1.20.0: crowds against chance", core/domain/crowd-chance.ts):
 * a crowd holds more unvouched newcomers than chance puts among its project's posters, chance
 * measured on the other projects (`posters` covers every project). Then, as for the periphery of
 * 1.18.3, an established member (`established`: its vouched trust clears the absolute bar, so
 * it is under-backed for its size only, a kind honest accounts often are; since 1.21.0 also one
 * that posted before the window, "1.21.0: a crowd's members with a history") counts only its
 * posts about the project from the crowd's start, and stays only with at least `minPosts` of
 * them: a swarm's crowd does not take in an honest newcomer that named the project before the
 * swarm came. The start is the first day of the members beyond those chance explains: the
 * members' first days about the project in order, the ⌈λ⌉ earliest left out (since 1.21.0,
 * `startOfUnestablished`, the first days of the members that are not established, if any).
 * Where chance expects one established newcomer or more on the project, the established members
 * must also be over chance on their own (at 100,000 KOLs an honest one posting during a swarm's
 * days was taken in otherwise). The crowd is then held to its bar again.
 */
function crowdsOverChance(
  fresh: readonly (readonly [account: number, project: string])[],
  best: ReadonlyMap<number, string>,
  clusterOf: Int32Array,
  odds: number,
  opts: {
    minSize: number;
    minPosts?: number;
    posters?: ReadonlyMap<string, number>;
    established?: (account: number) => boolean;
    startOfUnestablished?: boolean;
    freedWithinChance?: boolean;
    /** Since 1.23.0: established by a history alone (no vouch): freed only within chance. */
    byHistoryOnly?: (account: number) => boolean;
    /** Since 1.24.0: over chance, the longest-standing are freed first (their earliest post day before the window). */
    postingSince?: (account: number) => string;
    atMinimum?: (account: number) => boolean;
    heldBack?: Map<string, HeldBack>;
    postDays?: (account: number, project: string) => readonly string[];
  },
): [number, string][] {
  const size = new Map<string, number>();
  for (const [a, p] of fresh) if (clusterOf[a] === -1) size.set(p, (size.get(p) ?? 0) + 1);
  const posters = opts.posters ?? new Map<string, number>();
  const bars = crowdBars(size, posters, odds, opts.minSize);
  const chance = crowdChances(size, posters);
  const barOf = (p: string) => bars.get(p) ?? opts.minSize;
  // The established newcomers alone, for their own chance (below).
  const established = opts.established ?? (() => false);
  const establishedSize = new Map<string, number>();
  for (const [a, p] of fresh)
    if (clusterOf[a] === -1 && established(a)) establishedSize.set(p, (establishedSize.get(p) ?? 0) + 1);
  const establishedChance = crowdChances(establishedSize, posters);
  const byProject = new Map<string, number[]>();
  for (const [a, p] of best) {
    const list = byProject.get(p);
    if (list) list.push(a);
    else byProject.set(p, [a]);
  }
  const kept: [number, string][] = [];
  for (const [p, members] of byProject) {
    if (members.length < barOf(p)) continue;
    const daysOf = (a: number) => opts.postDays?.(a, p) ?? [];
    // Since 1.21.0 the start is the members' that are not established, when there are any: the
    // established are the ones that may be bystanders, and with λ under 1 the earliest of all
    // would otherwise be the start however long before the others it came.
    const campaign = opts.startOfUnestablished ? members.filter((a) => !established(a)) : [];
    const firsts = (campaign.length > 0 ? campaign : members).map((a) => daysOf(a)[0] ?? '').sort();
    // members is not empty here (it reached its bar, at least minSize ≥ 1), so neither is firsts.
    const start = firsts[Math.min(firsts.length - 1, Math.ceil(chance.get(p) ?? 0))] as string;
    const freed = members.filter(
      (a) => established(a) && daysOf(a).filter((d) => d >= start).length < (opts.minPosts ?? 0),
    );
    const lambda = establishedChance.get(p) ?? 0;
    // Since 1.23.0 the start frees only as many members established by a history alone as chance
    // explains: an honest regular or two that named the project before a swarm came, not a hundred
    // accounts that each named it once before the swarm's core started. A history costs time, and
    // a campaign can give it to any number of accounts at once; a vouch is bought per account, and
    // the vouched-for are freed as since 1.20.0 (docs/methodology.md, "1.23.0: members freed
    // within chance").
    const byHistory = opts.freedWithinChance ? freed.filter(opts.byHistoryOnly ?? (() => false)) : [];
    const freeable = Math.max(opts.minSize, chanceBar(lambda, odds)) - 1;
    const heldBack = new Set(
      byHistory.length <= freeable
        ? []
        : opts.postingSince
          ? heldBackAfterLongestStanding(byHistory, opts.postingSince, freeable)
          : byHistory,
    );
    if (heldBack.size > 0)
      opts.heldBack?.set(p, { held: heldBack.size, freed: byHistory.length - heldBack.size });
    const freedSet = new Set(freed.filter((a) => !heldBack.has(a)));
    for (const a of freedAtMinimum(members, p, start, lambda, odds, opts)) freedSet.add(a);
    const fromStart = members.filter((a) => !freedSet.has(a));
    // Where chance puts one established newcomer or more among the project's posters, those in
    // the crowd must be over chance on their own: honest accounts of that kind are then expected
    // there, and a swarm of accounts nobody vouches for would take them in.
    // Members held back by 1.23.0 are the campaign's whatever this clause says, and are not counted
    // in it: a hundred of them would otherwise put honest established newcomers over chance too.
    const judged = (a: number) => established(a) && !heldBack.has(a);
    const establishedIn = fromStart.filter(judged).length;
    const stay =
      lambda >= 1 && establishedIn < chanceBar(lambda, odds)
        ? fromStart.filter((a) => !judged(a))
        : fromStart;
    if (stay.length >= barOf(p)) for (const a of stay) kept.push([a, p]);
  }
  return kept;
}

/**
 * Since 1.43.0 (docs/methodology.md, "1.43.0: a bystander at the minimum"): a member with a posting
 * history and exactly minPosts posts about the project from the crowd's start (the least a crowd's
 * member has) is freed as one with fewer is, but only within chance counted on the project's
 * audience outside the crowd: its posters in no cluster that are not the crowd's members, times
 * the established newcomers per poster of the other projects. A campaign's own accounts do not
 * raise the count: a project only the campaign talks about frees none of them. The longest-standing
 * are freed first (1.24.0).
 */
function freedAtMinimum(
  members: readonly number[],
  project: string,
  start: string,
  establishedLambda: number,
  odds: number,
  opts: {
    minPosts?: number;
    posters?: ReadonlyMap<string, number>;
    postingSince?: (account: number) => string;
    atMinimum?: (account: number) => boolean;
    postDays?: (account: number, project: string) => readonly string[];
  },
): number[] {
  const atMinimum = opts.atMinimum;
  if (!atMinimum) return [];
  const candidates = members.filter(
    (a) =>
      atMinimum(a) &&
      (opts.postDays?.(a, project) ?? []).filter((d) => d >= start).length === (opts.minPosts ?? 0),
  );
  if (candidates.length === 0) return [];
  const posters = opts.posters?.get(project) ?? 0;
  const outside = Math.max(0, posters - members.length);
  const lambda = posters > 0 ? (establishedLambda * outside) / posters : 0;
  const freeable = chanceBar(lambda, odds) - 1;
  if (candidates.length <= freeable) return candidates;
  if (!opts.postingSince) return [];
  const held = new Set(heldBackAfterLongestStanding(candidates, opts.postingSince, freeable));
  return candidates.filter((a) => !held.has(a));
}

/** A crowd's members established by a history alone that chance does not free: how many stay, how many were freed. */
export interface HeldBack {
  held: number;
  freed: number;
}

/**
 * Since 1.24.0 (docs/methodology.md, "1.24.0: the longest-standing freed first"): of the members
 * established by a history alone, more than chance frees, the ones posting longest are freed, at
 * most `freeable` of them; the rest are held back. A history from before a campaign costs time per
 * account, which is what a regular has and a campaign must spend in advance. Members tied on the
 * day at the limit are held back together, so the result needs no order among accounts.
 */
export function heldBackAfterLongestStanding(
  candidates: readonly number[],
  postingSince: (account: number) => string,
  freeable: number,
): number[] {
  const days = candidates.map(postingSince).sort();
  // The freed are those whose day is before the (freeable + 1)-th earliest day: all of them are
  // strictly earlier, so at most `freeable`, and none tied with a member held back.
  const limit = days[freeable];
  return limit === undefined ? [] : candidates.filter((a) => postingSince(a) >= limit);
}
