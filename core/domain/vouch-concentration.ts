/**
 * Concentrated vouching (docs/methodology.md, "Concentrated vouchers", since 1.13.0). A
 * voucher's follow counts as an independent audience only as far as chance explains it: an
 * account that vouches for many more of one project's posters than its number of follows and
 * that project's share of all accounts would give is backing the project's posters in bulk,
 * which is a campaign's act (`silent-backers`: 30 backers each vouching for about 24 of one
 * project's 80 posters), not an audience's. Such a voucher's follows of that project's posters
 * count together as `allowance` follows: each counts `allowance ÷ k`, where k is how many of
 * the project's posters it vouches for and
 *
 *   allowance = max(minCount, overChance × its vouchees × the project's posters ÷ all accounts).
 *
 * A follow of an account posting about several projects counts by the smallest of its
 * weights. Nothing else changes: the weights are what the backed audience (audience-backing.ts)
 * counts as vouchers.
 */
export interface Vouches {
  from: readonly number[];
  to: readonly number[];
}

export interface ConcentrationOpts {
  minCount: number;
  overChance: number;
}

/**
 * Per edge of `vouches`, its weight in [0, 1] (1 unless concentrated). `counts(i)` says
 * whether account i's vouches count at all (the caller's voucher rule); `projectsOf(i)` gives
 * the projects account i posted about in the window (indices into `posters`), `posters[p]`
 * how many accounts posted about project p, `n` all accounts. Also returns, per vouchee,
 * how many of its counted vouchers were counted in part.
 */
export function vouchWeights(
  vouches: Vouches,
  n: number,
  counts: (i: number) => boolean,
  projectsOf: (i: number) => readonly number[],
  posters: ArrayLike<number>,
  opts: ConcentrationOpts,
) {
  const m = vouches.from.length;
  const weights = new Float64Array(m).fill(1);
  const partial = new Int32Array(n);
  // Edges grouped by voucher (the edges arrive in any order).
  const byVoucher = new Map<number, number[]>();
  for (let e = 0; e < m; e++) {
    const a = vouches.from[e] as number;
    if (!counts(a)) continue;
    const list = byVoucher.get(a);
    if (list) list.push(e);
    else byVoucher.set(a, [e]);
  }
  for (const edges of byVoucher.values()) {
    const k = edges.length;
    const perProject = new Map<number, number>();
    for (const e of edges)
      for (const p of projectsOf(vouches.to[e] as number)) perProject.set(p, (perProject.get(p) ?? 0) + 1);
    const share = new Map<number, number>();
    for (const [p, kp] of perProject) {
      const allowance = Math.max(opts.minCount, (opts.overChance * k * (posters[p] as number)) / n);
      if (kp > allowance) share.set(p, allowance / kp);
    }
    if (share.size === 0) continue;
    for (const e of edges) {
      let w = 1;
      for (const p of projectsOf(vouches.to[e] as number)) w = Math.min(w, share.get(p) ?? 1);
      if (w < 1) {
        weights[e] = w;
        const b = vouches.to[e] as number;
        partial[b] = (partial[b] as number) + 1;
      }
    }
  }
  return { weights, partial };
}
