/**
 * Backing circles (docs/methodology.md, "Backing circles", since 1.14.0). The backed-audience
 * cap (audience-backing.ts) bounds a project's thinly backed accounts by the attention every
 * other account gives it; a campaign's own backed accounts were part of that "other" and
 * licensed its thin ones (`narrative-spread`: on each young target every backed poster was the
 * campaign's). The principle: **attention licenses thinly backed accounts only when its
 * backing is independent of theirs.** For a project, its circle is
 *
 *   - its **circle vouchers**: accounts whose vouches (counted as for vouchers) reach at least
 *     `minThin` thinly backed accounts posting about the project (the patron of a vouching
 *     group, 1.12.0, measured on the final, weighed backing and asked for nothing else);
 *   - the thinly backed accounts posting about it that a circle voucher vouches for;
 *   - its **co-vouched** accounts: accounts posting about it, not thinly backed, at least
 *     `mostShare` of whose counted vouchers are the project's circle vouchers (their audience
 *     is the thin accounts' audience).
 *
 * Accounts that do not post about the project are never in its circle. The cap (in the
 * ranking engine) then bounds the circle's attention to the project by what accounts outside
 * it give, and leaves the circle out of the attention that licenses the other thin accounts.
 */
export interface CircleOpts {
  minThin: number;
  mostShare: number;
}

export type CircleRole = 'voucher' | 'vouched' | 'co-vouched';

export interface CircleMember {
  account: number;
  project: number;
  role: CircleRole;
  /** voucher: thin accounts posting about the project it vouches for; vouched: circle vouchers vouching for it; co-vouched: its counted vouchers that are circle vouchers. */
  count: number;
  /** co-vouched: all its counted vouchers (otherwise 0). */
  of: number;
}

/**
 * The circles of every project, as (account, project, role) rows in account then project
 * order. `vouches` are the untraded follows (from vouches for to); `counts(a)` says whether
 * a's vouches count (the voucher rule: trust > 0, in no cluster); `thin(i)` whether i is a
 * thinly backed account the cap judges; `projectsOf(i)` the projects i posted about in the
 * window.
 */
export function backingCircles(
  vouches: { from: readonly number[]; to: readonly number[] },
  counts: (i: number) => boolean,
  thin: (i: number) => boolean,
  projectsOf: (i: number) => readonly number[],
  opts: CircleOpts,
): CircleMember[] {
  // Per counted voucher and project: the thin accounts posting about it that it vouches for.
  const thinOf = new Map<number, Map<number, number[]>>();
  for (let e = 0; e < vouches.from.length; e++) {
    const a = vouches.from[e] as number;
    const b = vouches.to[e] as number;
    if (!counts(a) || !thin(b)) continue;
    const perProject = thinOf.get(a) ?? new Map<number, number[]>();
    thinOf.set(a, perProject);
    for (const p of projectsOf(b)) {
      const list = perProject.get(p);
      if (list) list.push(b);
      else perProject.set(p, [b]);
    }
  }
  const circleVoucher = new Map<number, Set<number>>();
  const key = (i: number, p: number) => `${i}:${p}`;
  const rows = new Map<string, CircleMember>();
  const add = (m: CircleMember) => {
    const k = key(m.account, m.project);
    const had = rows.get(k);
    // A voucher's row wins over its being vouched for; counts add up for the vouched.
    if (!had) rows.set(k, m);
    else if (had.role === 'vouched' && m.role === 'vouched') had.count += m.count;
    else if (m.role === 'voucher') rows.set(k, m);
  };
  for (const [a, perProject] of thinOf)
    for (const [p, list] of perProject) {
      if (list.length < opts.minThin) continue;
      const set = circleVoucher.get(a) ?? new Set<number>();
      circleVoucher.set(a, set);
      set.add(p);
      for (const b of list) add({ account: b, project: p, role: 'vouched', count: 1, of: 0 });
    }
  for (const [a, set] of circleVoucher) {
    const own = new Set(projectsOf(a));
    for (const p of set)
      if (own.has(p))
        add({ account: a, project: p, role: 'voucher', count: thinOf.get(a)?.get(p)?.length ?? 0, of: 0 });
  }
  // Co-vouched: per account posting about a project, its counted vouchers that are circle vouchers of it.
  const all = new Map<number, number>();
  const inCircle = new Map<string, number>();
  for (let e = 0; e < vouches.from.length; e++) {
    const a = vouches.from[e] as number;
    const b = vouches.to[e] as number;
    if (!counts(a) || thin(b)) continue;
    all.set(b, (all.get(b) ?? 0) + 1);
    const set = circleVoucher.get(a);
    if (!set) continue;
    for (const p of projectsOf(b))
      if (set.has(p)) inCircle.set(key(b, p), (inCircle.get(key(b, p)) ?? 0) + 1);
  }
  for (const [k, n] of inCircle) {
    const [b, p] = k.split(':').map(Number) as [number, number];
    const of = all.get(b) ?? 0;
    if (n >= opts.mostShare * of && !rows.has(k))
      add({ account: b, project: p, role: 'co-vouched', count: n, of });
  }
  return [...rows.values()].sort((x, y) => x.account - y.account || x.project - y.project);
}
