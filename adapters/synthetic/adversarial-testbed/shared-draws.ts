import type { Random } from '#core/domain/random.ts';
import type { IngestFollow, IngestPost } from '#core/ports/social-ingest.port.ts';
import { ringAccounts } from './accounts-and-posts.ts';
import type { RingStrategy, TestbedOptions } from './strategies.ts';
import { DAY, HOUR } from './vocabulary.ts';

/**
 * The draws the strategy writers repeat: follows bought or given, posts every few days, posts
 * at any hour of a window. Each helper draws exactly what the loop it replaces drew, in the
 * same order (a count is drawn by the caller, before the helper's draws), so the data of
 * every strategy is unchanged (test/adapters/synthetic/testbed-data.test.ts pins it).
 */

/** Accounts to draw from: the honest accounts of the data, or a tier of them. */
export type Pool = readonly { readonly username: string }[];

/** The tiers of the honest accounts the writers draw from (no draw: filters only). */
export function tiers(options: TestbedOptions) {
  const by = (min: number, max = Number.POSITIVE_INFINITY) =>
    options.honest.filter((h) => (h.followersCount ?? 0) >= min && (h.followersCount ?? 0) <= max);
  return {
    /** Small real accounts (under 1,500 followers): the ones bought as followers. */
    small: options.honest.filter((h) => (h.followersCount ?? 0) < 1500),
    /** Established accounts (200+ followers): the ones a ring follows. */
    established: by(200),
    /** Credible accounts (1,000+ followers). */
    credible: by(1000),
    /** Accounts of a size range, for the look-alikes and the paid voices. */
    by,
  };
}

/** `n` different accounts of `pool`, drawn one at a time until `n` differ. */
export function distinct(rnd: Random, pool: Pool, n: number) {
  const members: string[] = [];
  while (members.length < n) {
    const u = rnd.pick(pool).username;
    if (!members.includes(u)) members.push(u);
  }
  return members;
}

/** `n` follows of `a` by accounts drawn from `pool` (bought, or given), one draw each. */
export function followedBy(rnd: Random, follows: IngestFollow[], a: string, pool: Pool, n: number) {
  for (let k = n; k > 0; k--) follows.push({ follower: rnd.pick(pool).username, followee: a });
}

/** `n` follows by `a` of accounts drawn from `pool`, one draw each. */
export function following(rnd: Random, follows: IngestFollow[], a: string, pool: Pool, n: number) {
  for (let k = n; k > 0; k--) follows.push({ follower: a, followee: rnd.pick(pool).username });
}

/**
 * `n` follows by `a` of accounts drawn from `pool`, each followed back with probability
 * `back` (follow-for-follow): per follow, the account is drawn, then the follow back.
 */
export function followsReturned(
  rnd: Random,
  follows: IngestFollow[],
  a: string,
  pool: Pool,
  n: number,
  back: number,
) {
  for (let k = n; k > 0; k--) {
    const h = rnd.pick(pool).username;
    follows.push({ follower: a, followee: h });
    if (rnd.next() < back) follows.push({ follower: h, followee: a });
  }
}

/** `write` called `n` times (`n` drawn by the caller, before anything `write` draws). */
export function repeat(n: number, write: () => void) {
  for (let k = n; k > 0; k--) write();
}

/** A stretch of posting every few days (in days; `until` defaults to now). */
export interface Span {
  from: number;
  jitter: number;
  gap: readonly [number, number];
  until?: number;
}

/**
 * The histories the held-out writers give their accounts: a post about another project every
 * few days, ending before the campaign's last four weeks.
 */
export const HISTORY = {
  /** Every one to three weeks for four months. */
  oneToThreeWeeks: { from: 120, jitter: 14, gap: [7, 21], until: 28 },
  /** Sparse: every two to five weeks for five months. */
  twoToFiveWeeks: { from: 150, jitter: 35, gap: [14, 35], until: 30 },
  /** Sparse: every three to six weeks for five months. */
  threeToSixWeeks: { from: 150, jitter: 42, gap: [21, 42], until: 30 },
} as const satisfies Record<string, Span>;

/**
 * Every few days: `from` days ago plus up to `jitter` days (drawn first), then a gap of
 * `gap` days (drawn after each write) while before `until` days ago.
 */
export function everyFewDays(rnd: Random, now: number, span: Span, write: (at: number) => void) {
  const end = now - (span.until ?? 0) * DAY;
  for (
    let at = now - span.from * DAY + rnd.int(0, span.jitter * DAY);
    at < end;
    at += rnd.int(span.gap[0] * DAY, span.gap[1] * DAY)
  )
    write(at);
}

/**
 * What a post is about: a project, a list to draw one from for each post, or a function that
 * draws it (each drawn after the post's time, before its text).
 */
export type Topic = string | readonly string[] | (() => string);
type Rate = [number, number];
type RingPost = (strategy: string, at: number, author: string, about: string, rate: Rate) => IngestPost;

/**
 * The follows and posts of one ring written with a `ringPoster`: `post` numbers and
 * paraphrases, these place the posts in time and draw their topics.
 */
function ringWriter(rnd: Random, options: TestbedOptions, now: number, post: RingPost, strategy: string) {
  const { credible, established } = tiers(options);
  const follows: IngestFollow[] = [];
  const posts: IngestPost[] = [];
  const topic = (about: Topic) =>
    typeof about === 'string' ? about : typeof about === 'function' ? about() : rnd.pick(about);
  return {
    follows,
    posts,
    followedBy: (a: string, pool: Pool, n: number) => followedBy(rnd, follows, a, pool, n),
    following: (a: string, pool: Pool, n: number) => following(rnd, follows, a, pool, n),
    /**
     * Backing bought for `a`: follows from credible real accounts (1,000+ followers), then
     * from any, then follows of established accounts (200+); each count drawn before its
     * accounts, a part left out draws nothing.
     */
    backing: (
      a: string,
      counts: { credible?: [number, number]; any?: [number, number]; follows?: [number, number] },
    ) => {
      if (counts.credible) followedBy(rnd, follows, a, credible, rnd.int(...counts.credible));
      if (counts.any) followedBy(rnd, follows, a, options.honest, rnd.int(...counts.any));
      if (counts.follows) following(rnd, follows, a, established, rnd.int(...counts.follows));
    },
    /** Follows of `a` by `n` different members of `group` (drawn until `n` differ), one way. */
    vouchedBy: (a: string, group: readonly string[], n: number) => {
      const by = new Set<string>();
      while (by.size < n) by.add(rnd.pick(group));
      for (const member of by) follows.push({ follower: member, followee: a });
    },
    /** A time at any hour of the last `days` days. */
    within: (days: number) => () => now - rnd.int(1 * HOUR, days * DAY),
    /** A time between `from` and `to` days ago. */
    between: (from: number, to: number) => () => now - rnd.int(from * DAY, to * DAY),
    /** `n` posts by `a`, each at `when()` and then about `about`. */
    postsAt: (a: string, n: number, when: () => number, about: Topic, rate: Rate) => {
      for (let k = n; k > 0; k--) posts.push(post(strategy, when(), a, topic(about), rate));
    },
    /** A post by `a` every few days of `span`, each about `about`. */
    history: (a: string, span: Span, about: Topic, rate: Rate) =>
      everyFewDays(rnd, now, span, (at) => posts.push(post(strategy, at, a, topic(about), rate))),
  };
}
export type RingWriter = ReturnType<typeof ringWriter>;

/**
 * A ring written with a `ringPoster`: its aged accounts (drawn first, before any follow or
 * post) and its writer; `ring(target, also)` is the ring as the test bed reports it.
 */
export function heldOutRing(
  rnd: Random,
  options: TestbedOptions,
  now: number,
  post: RingPost,
  strategy: RingStrategy,
  n: number,
) {
  const { members, accounts } = ringAccounts(rnd, strategy, n, now);
  const w = ringWriter(rnd, options, now, post, strategy);
  const ring = (target: string, also: string[] = []) => ({
    strategy,
    target,
    also,
    members,
    accounts,
    posts: w.posts,
    follows: w.follows,
  });
  /**
   * Members from the `k`th on are rented: small accounts that report 200-1,200 followers
   * (drawn in account order), so they are measured against small accounts.
   */
  const rentFrom = (k: number) => {
    for (const a of accounts.slice(k)) a.followersCount = rnd.int(200, 1200);
    return { cover: members.slice(0, k), rented: members.slice(k) };
  };
  return { ...w, members, accounts, ring, rentFrom };
}
