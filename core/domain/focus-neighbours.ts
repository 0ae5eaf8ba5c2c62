/**
 * The neighbourhood of focus groups (docs/methodology.md, "Focus groups", since 1.8.0):
 * each account in no cluster that follows a member of a focus group who does not follow it
 * back (clusters numbered
 * from `focusFrom` on), with the group it follows the most members of
 * with (ties to the smaller group). The caller keeps those that posted about the group's
 * project often enough: a campaign's periphery posting about its target under the focus
 * thresholds. Returns [account, group] pairs in account order.
 */
export function focusNeighbours(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  focusFrom: number,
): [number, number][] {
  return focusNeighbourTies(n, from, to, clusterOf, focusFrom).map(([a, g]) => [a, g]);
}

/**
 * As focusNeighbours, with how many members of its group each account follows (its own follows,
 * not returned): since 1.38.0 (docs/methodology.md, "1.38.0: a periphery over chance") a candidate
 * tied to its group by one follow joins only where it names the group's project over chance.
 */
export function focusNeighbourTies(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  clusterOf: Int32Array,
  focusFrom: number,
): [number, number, number][] {
  const counts = new Map<number, Map<number, number>>();
  const note = (a: number, g: number) => {
    const m = counts.get(a) ?? new Map<number, number>();
    m.set(g, (m.get(g) ?? 0) + 1);
    counts.set(a, m);
  };
  const edges = new Set<number>();
  for (let e = 0; e < from.length; e++) edges.add((from[e] as number) * n + (to[e] as number));
  for (let e = 0; e < from.length; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    const ga = clusterOf[a] as number;
    const gb = clusterOf[b] as number;
    // Only the account's own follows, and not one returned: a ring can follow anyone it
    // wants to drag in, and a follow back is a trade (focus.tradedFollows).
    if (ga === -1 && gb >= focusFrom && !edges.has(b * n + a)) note(a, gb);
  }
  const out: [number, number, number][] = [];
  for (let a = 0; a < n; a++) {
    const m = counts.get(a);
    if (!m) continue;
    let best = -1;
    let most = 0;
    for (const [g, k] of m) if (k > most || (k === most && g < best)) [best, most] = [g, k];
    out.push([a, best, most]);
  }
  return out;
}

/**
 * Whether a periphery candidate is established before the push (docs/methodology.md, "1.18.3:
 * regulars from before the push" and "1.30.0: the periphery's regulars with a history"): then only
 * its posts from the group's start count toward joining. Since 1.18.3 an account whose vouched
 * trust clears the unvouched bars; since 1.30.0 (`withHistory`) also one that posted in the days
 * before the window, as the crowds judge their members since 1.21.0.
 */
export function establishedBeforePush(
  vouched: boolean,
  hasHistory: boolean,
  focus: { neighbourHistory?: boolean },
): boolean {
  return vouched || (focus.neighbourHistory === true && hasHistory);
}

/**
 * Whether a periphery candidate must name the group's project over chance to join it
 * (docs/methodology.md, "1.38.0: a periphery over chance", `focus.neighbourOverChance`): one
 * whose audience is vouched and that follows fewer than `minTies` of the group's members. One
 * follow into a campaign is what a campaign can buy from an honest account with a real audience;
 * an unvouched account, or one tied by several follows, is the campaign's periphery as before.
 */
export function peripheryNeedsChance(
  follows: number,
  vouched: boolean,
  focus: { neighbourOverChance?: boolean },
  minTies: number,
): boolean {
  return focus.neighbourOverChance === true && vouched && follows < minTies;
}
