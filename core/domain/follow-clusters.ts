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
  opts: { minCommon: number; minSize: number },
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
      const byMutuals = km >= opts.minCommon && 2 * km > ms.length;
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
 * How much trust a cluster earned from outside, against an ordinary account: the
 * members' mean trust over the median trust of accounts in no cluster, scaled so
 * that `fullRatio` of the median already counts in full. The multiplier its posts
 * get is that, between `floor` and 1. A cluster nobody trusted follows has trust 0
 * (it holds none of the seeds' mass) and gets the floor, however old its accounts.
 */
export function clusterTrustMultipliers(
  trust: ArrayLike<number>,
  clusters: readonly (readonly number[])[],
  clusterOf: Int32Array,
  opts: { fullRatio: number; floor: number },
): { perMember: number[]; reference: number; multiplier: number[] } {
  const outside: number[] = [];
  for (let i = 0; i < clusterOf.length; i++) if (clusterOf[i] === -1) outside.push(trust[i] as number);
  outside.sort((a, b) => a - b);
  const reference = outside.length === 0 ? 0 : (outside[(outside.length - 1) >> 1] as number);
  const perMember = clusters.map((c) => c.reduce((s, m) => s + (trust[m] as number), 0) / c.length);
  const multiplier = perMember.map((t) =>
    reference <= 0 ? 1 : Math.max(opts.floor, Math.min(1, t / (opts.fullRatio * reference))),
  );
  return { perMember, reference, multiplier };
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
