/**
 * Tied newcomers (docs/methodology.md, "Tied newcomers", since 1.18.0). The rules before
 * 1.18.0 find a ring when it forms a group (follow ties in triangles, lock-step, focus,
 * unvouched crowds, vouching); the attack sweep's rings that beat them formed none, or left
 * accounts outside their group, and bought their members' trust from real accounts. What a
 * ring cannot avoid whatever its shape: its accounts are new to the project they push, and
 * they know each other. The principle of 1.13.0 ("a follow counts as an independent
 * audience only as far as chance explains it") applied to a project's new voices: an
 * account new to a project that has more follows (either way) with the project's other new
 * posters than its own number of follows and their number would give by chance is not an
 * independent voice on it; such accounts of one project are one group, judged by what the
 * project gets from outside their reach (the group licence, 1.17.0).
 *
 * `fresh`: [account, project] pairs of accounts in no cluster that posted about the project
 * in the window and not in the history before it (the caller finds them). An account is tied
 * on a project when its follows either way with the project's other fresh posters are at
 * least max(minTies, overChance × chance), chance = its follows either way × the project's
 * fresh posters ÷ all accounts. It joins the group of the project on which it has the most
 * such ties (ties to the smallest project id); groups of at least minSize are appended to
 * `clusters` in project order. Returns each new group's project.
 */
export function tiedNewcomers(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  fresh: readonly (readonly [account: number, project: string])[],
  clusterOf: Int32Array,
  clusters: number[][],
  opts: { minTies: number; overChance: number; minSize: number },
): string[] {
  const posters = new Map<string, Set<number>>();
  for (const [a, p] of fresh) {
    if (clusterOf[a] !== -1) continue;
    const s = posters.get(p) ?? new Set<number>();
    s.add(a);
    posters.set(p, s);
  }
  const degree = new Uint32Array(n);
  const near: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    if (a === b) continue;
    degree[a]++;
    degree[b]++;
    near[a]?.push(b);
    near[b]?.push(a);
  }
  const best = new Map<number, { project: string; ties: number }>();
  for (const p of [...posters.keys()].sort()) {
    const set = posters.get(p) as Set<number>;
    for (const a of [...set].sort((x, y) => x - y)) {
      const others = new Set((near[a] ?? []).filter((b) => b !== a && set.has(b)));
      const ties = others.size;
      const chance = ((degree[a] as number) * set.size) / n;
      if (ties < Math.max(opts.minTies, opts.overChance * chance)) continue;
      const q = best.get(a);
      if (!q || ties > q.ties) best.set(a, { project: p, ties });
    }
  }
  const byProject = new Map<string, number[]>();
  for (const [a, { project }] of [...best].sort((x, y) => x[0] - y[0])) {
    const g = byProject.get(project) ?? [];
    g.push(a);
    byProject.set(project, g);
  }
  const projects: string[] = [];
  for (const p of [...byProject.keys()].sort()) {
    const members = byProject.get(p) as number[];
    if (members.length < opts.minSize) continue;
    for (const m of members) clusterOf[m] = clusters.length;
    clusters.push(members);
    projects.push(p);
  }
  return projects;
}
