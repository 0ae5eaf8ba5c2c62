/**
 * Passed-on backing (docs/methodology.md, "Vouching groups", since 1.12.0). Trust that a
 * backed account passes on one way to thinly backed accounts posting about the same project
 * is not trust from outside them: the patron and the accounts it vouches for push the
 * project together, whatever each of them looks like alone. A campaign that buys vouchers
 * for a few accounts (`laundered-trust`: 15 leaders with bought follows from real accounts,
 * each following about 10 of 75 amplifiers one way) is one group with them, judged by what
 * the group as a whole earned from outside itself.
 */

/**
 * Candidate patrons: accounts in no cluster, not thinly backed, with trust > 0, that vouch
 * for (follow, not followed back: `untraded`) at least `minThin` thinly backed accounts in no
 * cluster. Returns each candidate with the thinly backed accounts it vouches for (sorted),
 * in account order; the caller reads which projects they posted about.
 */
export function patronCandidates(
  untraded: { from: readonly number[]; to: readonly number[] },
  trust: ArrayLike<number>,
  thin: Uint8Array,
  clusterOf: Int32Array,
  opts: { minThin: number },
): Map<number, number[]> {
  const vouchees = new Map<number, number[]>();
  for (let e = 0; e < untraded.from.length; e++) {
    const a = untraded.from[e] as number;
    const b = untraded.to[e] as number;
    if (thin[a] || !thin[b] || clusterOf[a] !== -1 || clusterOf[b] !== -1) continue;
    if (!((trust[a] as number) > 0)) continue;
    const list = vouchees.get(a) ?? [];
    list.push(b);
    vouchees.set(a, list);
  }
  const out = new Map<number, number[]>();
  for (const a of [...vouchees.keys()].sort((x, y) => x - y)) {
    const list = [...new Set(vouchees.get(a))].sort((x, y) => x - y);
    if (list.length >= opts.minThin) out.set(a, list);
  }
  return out;
}

export interface VouchingGroup {
  project: string;
  /** Patrons and the thinly backed accounts they vouch for, sorted. */
  members: number[];
  /** The patrons among them, sorted. */
  patrons: number[];
}

/**
 * Vouching groups: a candidate is a project's patron when it posted about the project in the
 * window and at least `minThin` of the thinly backed accounts it vouches for did too. A
 * project's group is its patrons and those accounts. An account in several projects' groups
 * stays in the largest (ties to the smallest project id); a group keeps at least one patron
 * and `minSize` accounts or is dropped. `projectsOf` gives the projects each account posted
 * about in the window. Groups are returned in project order, members sorted.
 */
export function vouchingGroups(
  candidates: ReadonlyMap<number, readonly number[]>,
  projectsOf: (account: number) => ReadonlySet<string>,
  opts: { minThin: number; minSize: number },
): VouchingGroup[] {
  const byProject = new Map<string, { patrons: Set<number>; members: Set<number> }>();
  for (const [a, vouchees] of candidates) {
    for (const p of projectsOf(a)) {
      const backed = vouchees.filter((b) => projectsOf(b).has(p));
      if (backed.length < opts.minThin) continue;
      const g = byProject.get(p) ?? { patrons: new Set<number>(), members: new Set<number>() };
      g.patrons.add(a);
      g.members.add(a);
      for (const b of backed) g.members.add(b);
      byProject.set(p, g);
    }
  }
  const order = [...byProject].sort(
    (x, y) => y[1].members.size - x[1].members.size || (x[0] < y[0] ? -1 : 1),
  );
  const taken = new Set<number>();
  const groups: VouchingGroup[] = [];
  for (const [project, g] of order) {
    const patrons = [...g.patrons].filter((a) => !taken.has(a)).sort((x, y) => x - y);
    const members = [...g.members].filter((a) => !taken.has(a)).sort((x, y) => x - y);
    if (patrons.length === 0 || members.length < opts.minSize) continue;
    for (const a of members) taken.add(a);
    groups.push({ project, members, patrons });
  }
  return groups.sort((x, y) => (x.project < y.project ? -1 : x.project > y.project ? 1 : 0));
}
