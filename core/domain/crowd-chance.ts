/**
 * A crowd's project over chance (docs/methodology.md, "Unvouched crowds", since 1.18.1). The
 * crowd rule (1.6.0) rests on a campaign's rented accounts posting about its target. A ring's
 * cover accounts also post, a couple of times each, about many honest projects to look
 * ordinary, so their "new projects" include honest ones they name no more often than anyone
 * does; counted there, they formed an unvouched crowd on an honest project and took its honest
 * newcomers into it (seed 2039: @shieldavs and @circlecast, "1.18.1: a bystander of the crowd
 * rule"). The principle of 1.13.0, "only as far as chance explains it", applied to what an
 * account posts about: a project is an account's campaign target only where it takes more of
 * the account's posts about projects than chance, the project's share of everyone's.
 *
 * `fresh`: [account, project, posts about the project] of an account's new projects (at least
 * crowd.minPosts posts about it in the window and none in the history before; the caller finds
 * them); `ownPosts(account)`: the account's posts about any project in the window;
 * `projectShare(project)`: the project's posts ÷ all posts about projects in the window.
 * Keeps the pairs where posts ÷ ownPosts ≥ overChance × projectShare, in the given order.
 *
 * Since 1.29.0 (`mostNamed`, docs/methodology.md, "1.29.0: a crowd's target is the one it names
 * most") also the pairs whose project the account names more often than any other project:
 * `mostNamed(account)` gives the largest count of its posts about one project in the window and
 * how many projects have that count. Padding spread over many projects can keep a campaign's
 * target under 3 × its share, but not under the count of every padding project; a ring's cover
 * account that pads an honest project names its own target more.
 */
export function overChanceProjects(
  fresh: readonly (readonly [account: number, project: string, posts: number])[],
  ownPosts: (account: number) => number,
  projectShare: (project: string) => number,
  overChance: number,
  mostNamed?: (account: number) => { top: number; ties: number },
): [number, string][] {
  const out: [number, string][] = [];
  for (const [a, p, k] of fresh) {
    const own = ownPosts(a);
    if (own > 0 && k >= overChance * projectShare(p) * own) out.push([a, p]);
    else if (mostNamed && isOnlyMostNamed(k, mostNamed(a))) out.push([a, p]);
  }
  return out;
}

/** Whether `posts` is the account's largest count about one project, and no other project has it. */
export function isOnlyMostNamed(posts: number, most: { top: number; ties: number }): boolean {
  return posts === most.top && most.ties === 1;
}

/**
 * Crowds against chance (docs/methodology.md, "1.20.0: crowds against chance"). Unvouched
 * newcomers turn up among any project's posters by chance, and how many grows with the project's
 * audience, so 1.13.0 asked a crowd to be at least 5% of its project's posters. A fixed share
 * does not scale either: at 20,000 KOLs a swarm of 150 accounts on a project with 1,256 posters
 * made no crowd (its unvouched part was under 5%), while honest projects held 1–6 unvouched
 * newcomers each. What a campaign's crowd is, at any size, is more unvouched newcomers than
 * chance puts there. Chance is measured on the other projects: their unvouched newcomers per
 * poster (the project's own crowd left out, so a ring does not raise its own bar), times the
 * project's posters, is the count λ chance gives; a crowd is one chance gives with odds at most
 * `odds`, under a Poisson law with mean λ.
 */

/** P(X ≥ k) for X ~ Poisson(λ), summed from the mode outwards in log space (exact enough for odds ≥ 1e-12). */
export function poissonTail(k: number, lambda: number): number {
  if (k <= 0) return 1;
  if (lambda <= 0) return 0;
  // P(X ≥ k) = 1 − P(X ≤ k − 1); below the mean the lower sum is the smaller, above it the upper.
  const logPmf = (i: number) => -lambda + i * Math.log(lambda) - logFactorial(i);
  if (k - 1 < lambda) {
    let low = 0;
    for (let i = 0; i < k; i++) low += Math.exp(logPmf(i));
    return Math.max(0, 1 - low);
  }
  let high = 0;
  for (let i = k; ; i++) {
    const p = Math.exp(logPmf(i));
    high += p;
    if (p < high * 1e-15) break;
  }
  return Math.min(1, high);
}

/** ln(n!), kept as it grows: a bar's search asks for the same terms again and again. */
const LOG_FACTORIALS = [0];
function logFactorial(n: number): number {
  for (let i = LOG_FACTORIALS.length; i <= n; i++)
    LOG_FACTORIALS.push((LOG_FACTORIALS[i - 1] as number) + Math.log(i));
  return LOG_FACTORIALS[n] as number;
}

/** The smallest count k with P(X ≥ k) ≤ odds, X ~ Poisson(λ): the least crowd chance does not explain. */
export function chanceBar(lambda: number, odds: number): number {
  let k = Math.max(1, Math.floor(lambda));
  while (poissonTail(k, lambda) > odds) k++;
  while (k > 1 && poissonTail(k - 1, lambda) <= odds) k--;
  return k;
}

/**
 * What chance puts among each project's posters: `newcomers` per project (unvouched accounts
 * new to it and over chance on it, before each picks one project), `posters` per project
 * (accounts in no cluster posting about it in the window, every project). λ of a project = its
 * posters × the other projects' newcomers ÷ their posters.
 */
export function crowdChances(
  newcomers: ReadonlyMap<string, number>,
  posters: ReadonlyMap<string, number>,
): Map<string, number> {
  let allNew = 0;
  let allPosters = 0;
  for (const [p, n] of posters) {
    allPosters += n;
    allNew += newcomers.get(p) ?? 0;
  }
  const out = new Map<string, number>();
  for (const [p, n] of posters) {
    const otherPosters = allPosters - n;
    out.set(p, otherPosters > 0 ? (n * (allNew - (newcomers.get(p) ?? 0))) / otherPosters : 0);
  }
  return out;
}

/** Each project's least crowd: chanceBar(λ, odds) of crowdChances, at least minSize. */
export function crowdBars(
  newcomers: ReadonlyMap<string, number>,
  posters: ReadonlyMap<string, number>,
  odds: number,
  minSize: number,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const [p, lambda] of crowdChances(newcomers, posters))
    out.set(p, Math.max(minSize, chanceBar(lambda, odds)));
  return out;
}

/**
 * How many days before the window a post about a project makes it known to an account, so that
 * it is no newcomer to it and no crowd of the project's newcomers takes it in (docs/methodology.md,
 * "1.32.0: a project named before is not new"): `knownDays` since 1.32.0, never fewer than the
 * history days, which were the horizon before it.
 */
export function knownProjectDays(crowd: { historyDays: number; knownDays?: number }): number {
  return Math.max(crowd.historyDays, crowd.knownDays ?? crowd.historyDays);
}
