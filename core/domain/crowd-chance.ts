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
 */
export function overChanceProjects(
  fresh: readonly (readonly [account: number, project: string, posts: number])[],
  ownPosts: (account: number) => number,
  projectShare: (project: string) => number,
  overChance: number,
): [number, string][] {
  const out: [number, string][] = [];
  for (const [a, p, k] of fresh) {
    const own = ownPosts(a);
    if (own > 0 && k >= overChance * projectShare(p) * own) out.push([a, p]);
  }
  return out;
}
