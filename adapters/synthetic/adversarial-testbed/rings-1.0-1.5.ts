import type { Random } from '#core/domain/random.ts';
import type { IngestFollow, IngestPost } from '#core/ports/social-ingest.port.ts';
import { agedAccounts } from './accounts-and-posts.ts';
import { everyFewDays, followedBy, following, followsReturned, repeat, tiers } from './shared-draws.ts';
import { HELD_OUT_15, RING_STRATEGIES, type RingStrategy, type TestbedOptions } from './strategies.ts';
import { CLAIMS, CLOSERS, DAY, HOUR, OPENERS } from './vocabulary.ts';

/**
 * The strategies written up to 1.4.0: those before HELD_OUT_15 in RING_STRATEGIES (every
 * later one is drawn after them and the first look-alikes, by the writers that follow).
 */
export const DRAWN_FIRST: readonly RingStrategy[] = RING_STRATEGIES.slice(
  0,
  RING_STRATEGIES.indexOf(HELD_OUT_15[0] as RingStrategy),
);

/**
 * The ring strategies written up to methodology 1.5.0 (RING_STRATEGIES up to
 * relay-cohorts), all drawn by one writer: `ringOf(strategy)` gives a strategy's ring.
 * `nextId` numbers these rings' posts and the first look-alikes' on one counter.
 */
export function earlyRings(rnd: Random, options: TestbedOptions, now: number) {
  const size = options.ringSize ?? 15;
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}-${serial++}`;
  const usedTexts = new Set<string>();
  // Paraphrases from a vocabulary, never the same text twice.
  const paraphrase = (target: string) => {
    for (;;) {
      const text = `${rnd.pick(OPENERS)} @${target}: ${rnd.pick(CLAIMS)}, ${rnd.pick(CLAIMS)}. ${rnd.pick(CLOSERS)}`;
      if (!usedTexts.has(text)) {
        usedTexts.add(text);
        return text;
      }
    }
  };
  const { small, established: honestTargets } = tiers(options);

  const ringOf = (strategy: RingStrategy) => {
    const r = RING_STRATEGIES.indexOf(strategy);
    const target = options.ringTargets[r] as string;
    const n =
      strategy === 'drip-bought' || strategy === 'camouflage'
        ? size + 5
        : strategy === 'leaky-sink'
          ? size + 3
          : strategy === 'solo-swarm'
            ? size + 10
            : strategy === 'sparse-mutual'
              ? size + 7
              : strategy === 'wide-swarm'
                ? size + 45
                : strategy === 'seasoned-crowd'
                  ? size + 65
                  : strategy === 'follow-train'
                    ? size + 10
                    : strategy === 'relay-cohorts'
                      ? size + 65
                      : size;
    const { members, accounts } = agedAccounts(rnd, r, n, now);
    const density =
      strategy === 'engagement-pod'
        ? 0.4
        : strategy === 'loose-ring'
          ? 0.25
          : strategy === 'mixed-pod'
            ? 0
            : strategy === 'drip-bought'
              ? 0.3
              : strategy === 'split-target'
                ? 0.5
                : strategy === 'camouflage'
                  ? 0.35
                  : strategy === 'leaky-sink'
                    ? 0.4
                    : strategy === 'solo-swarm' || strategy === 'wide-swarm'
                      ? 0
                      : strategy === 'sparse-mutual' || strategy === 'seasoned-crowd'
                        ? 0
                        : strategy === 'follow-train'
                          ? 0.2
                          : strategy === 'relay-cohorts'
                            ? 0
                            : 0.7;
    const follows: IngestFollow[] = [];
    // Twin rings: two halves that never follow across.
    const half = (u: string) => members.indexOf(u) < n / 2;
    for (const a of members)
      for (const b of members)
        if (a !== b && rnd.next() < density && (strategy !== 'twin-rings' || half(a) === half(b)))
          follows.push({ follower: a, followee: b });
    if (strategy === 'twin-rings' || strategy === 'sleeper') {
      for (const a of members) following(rnd, follows, a, honestTargets, rnd.int(3, 8));
    }
    if (strategy === 'follows-honest') {
      for (const a of members) following(rnd, follows, a, honestTargets, rnd.int(10, 20));
    }
    if (strategy === 'split-target') {
      for (const a of members) following(rnd, follows, a, honestTargets, rnd.int(5, 10));
    }
    if (strategy === 'camouflage') {
      // Follows many honest accounts, and some of those it follows follow back.
      for (const a of members) followsReturned(rnd, follows, a, options.honest, rnd.int(20, 40), 0.1);
    }
    if (strategy === 'leaky-sink') {
      // Leaks a few follows to honest accounts, and buys a few followers.
      for (const a of members) {
        following(rnd, follows, a, honestTargets, 2);
        followedBy(rnd, follows, a, small, rnd.int(1, 3));
      }
    }
    if (strategy === 'solo-swarm') {
      // No follows among them; one or two bought followers each.
      for (const a of members) followedBy(rnd, follows, a, small, rnd.int(1, 2));
    }
    if (strategy === 'sparse-mutual') {
      // Few ties, all of them mutual (12% of pairs); follows 4-8 established accounts
      // and has one or two bought followers each.
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rnd.next() < 0.12) {
            follows.push({ follower: members[i] as string, followee: members[j] as string });
            follows.push({ follower: members[j] as string, followee: members[i] as string });
          }
      for (const a of members) {
        following(rnd, follows, a, honestTargets, rnd.int(4, 8));
        followedBy(rnd, follows, a, small, rnd.int(1, 2));
      }
    }
    if (strategy === 'wide-swarm') {
      // Many accounts that never follow each other: each follows 3-6 established
      // accounts and half of them have one bought follower.
      for (const a of members) {
        following(rnd, follows, a, honestTargets, rnd.int(3, 6));
        if (rnd.next() < 0.5) follows.push({ follower: rnd.pick(small).username, followee: a });
      }
    }
    if (strategy === 'drip-bought') {
      for (const b of members) followedBy(rnd, follows, b, small, rnd.int(2, 4));
    }
    if (strategy === 'bought-followers' || strategy === 'mixed-pod') {
      // Real tracked accounts paid (or tricked) into following: small ones.
      for (const b of members) followedBy(rnd, follows, b, small, rnd.int(5, 10));
    }
    const posts: IngestPost[] = [];
    const ordinary = (at: number, author: string, rate: [number, number]): IngestPost => {
      const views = rnd.int(800, 3000);
      return {
        externalId: nextId(`tb-${strategy}`),
        author,
        createdAt: new Date(at).toISOString(),
        text: paraphrase(target),
        views,
        likes: Math.round(views * (rate[0] + rnd.next() * (rate[1] - rate[0]))),
        replies: rnd.int(0, 6),
        reposts: rnd.int(0, 8),
        quotes: rnd.int(0, 2),
        bookmarks: rnd.int(0, 5),
      };
    };
    // An ordinary post, then its text paraphrased again about `topic()` (drawn after the post).
    const postAbout = (at: number, author: string, rate: [number, number], topic: () => string) => ({
      ...ordinary(at, author, rate),
      text: paraphrase(topic()),
    });
    // A time at any hour of the day `d` days back.
    const onDay = (d: number) => now - d * DAY - rnd.int(1 * HOUR, 23 * HOUR);
    if (strategy === 'drip-bought') {
      // One post every three to six days each, at any hour, over four weeks.
      for (const a of members)
        everyFewDays(rnd, now, { from: 28, jitter: 4, gap: [3, 6] }, (at) =>
          posts.push(ordinary(at, a, [0.015, 0.04])),
        );
    } else if (strategy === 'leaky-sink') {
      // One post a day at any hour for ten days.
      for (let d = 0; d < 10; d++) for (const a of members) posts.push(ordinary(onDay(d), a, [0.02, 0.04]));
    } else if (strategy === 'solo-swarm') {
      // A post every other day at any hour for three weeks, each account on its own clock.
      for (const a of members)
        everyFewDays(rnd, now, { from: 21, jitter: 2, gap: [1, 3] }, (at) =>
          posts.push(ordinary(at, a, [0.02, 0.04])),
        );
    } else if (strategy === 'sparse-mutual') {
      // A post every one or two days each for four weeks, 70% about the target.
      for (const a of members)
        everyFewDays(rnd, now, { from: 28, jitter: 1, gap: [1, 2] }, (at) => {
          const topic = rnd.next() < 0.7 ? target : rnd.pick(options.projects);
          posts.push(postAbout(at, a, [0.015, 0.04], () => topic));
        });
    } else if (strategy === 'wide-swarm') {
      // Three to five posts each about the target over three weeks at any hour, and
      // up to two about other projects.
      for (const a of members) {
        repeat(rnd.int(3, 5), () => posts.push(ordinary(now - rnd.int(1 * HOUR, 21 * DAY), a, [0.02, 0.04])));
        repeat(rnd.int(0, 2), () =>
          posts.push(
            postAbout(now - rnd.int(1 * HOUR, 21 * DAY), a, [0.01, 0.03], () => rnd.pick(options.projects)),
          ),
        );
      }
    } else if (strategy === 'split-target') {
      // Two projects pushed at once, alternating, two posts a day for a week.
      for (let d = 0; d < 7; d++)
        for (const a of members)
          for (let k = 0; k < 2; k++) {
            const topic = (d + k) % 2 === 0 ? target : options.splitSecondTarget;
            posts.push(postAbout(onDay(d), a, [0.02, 0.04], () => topic));
          }
    } else if (strategy === 'camouflage') {
      // Three weeks of mostly ordinary talk about other projects; the target in 40%.
      for (const a of members)
        repeat(rnd.int(12, 18), () => {
          const topic = rnd.next() < 0.4 ? target : rnd.pick(options.projects);
          posts.push(postAbout(now - rnd.int(1 * HOUR, 21 * DAY), a, [0.01, 0.04], () => topic));
        });
    } else if (strategy === 'slow-drip') {
      // One post every two to four days each, over six weeks.
      for (const a of members)
        everyFewDays(rnd, now, { from: 42, jitter: 3, gap: [2, 4] }, (at) =>
          posts.push(ordinary(at, a, [0.02, 0.04])),
        );
    } else if (strategy === 'mixed-pod') {
      // No follows at all; on cue every other day for three weeks.
      for (let d = 0; d < 21; d += 2) {
        const base = now - (d + 1) * DAY + 14 * HOUR;
        for (const a of members) posts.push(ordinary(base + rnd.int(0, 25 * 60_000), a, [0.02, 0.05]));
      }
    } else if (strategy === 'sleeper') {
      // Ordinary talk about other projects for two months, the target now and then,
      // then five days of three posts a day about the target.
      for (const a of members) {
        for (let k = 0; k < 10; k++) {
          const at = now - rnd.int(6 * DAY, 65 * DAY);
          const topic = rnd.next() < 0.2 ? target : rnd.pick(options.projects);
          posts.push(postAbout(at, a, [0.01, 0.03], () => topic));
        }
        for (let d = 0; d < 5; d++)
          for (let k = 0; k < 3; k++) posts.push(ordinary(onDay(d), a, [0.02, 0.04]));
      }
    } else if (strategy === 'engagement-pod') {
      // Everyone posts in the same hour slots and the pod likes each other's posts.
      for (let d = 0; d < 7; d++)
        for (const slot of [9, 18]) {
          const base = now - (d + 1) * DAY + slot * HOUR;
          for (const a of members) posts.push(ordinary(base + rnd.int(0, 20 * 60_000), a, [0.05, 0.08]));
        }
    } else if (!HELD_OUT_15.includes(strategy)) {
      for (let d = 0; d < 7; d++)
        for (const a of members) for (let k = 0; k < 2; k++) posts.push(ordinary(onDay(d), a, [0.02, 0.04]));
    }
    const also = strategy === 'split-target' ? [options.splitSecondTarget] : [];
    if (strategy === 'seasoned-crowd') {
      // 80 aged accounts with a little ordinary history: two to four posts about other
      // projects 35-90 days ago, then two to four about the target in the last two weeks
      // and up to two about others; no follows among them, three to six follows each to
      // established accounts, a bought follower for a third of them.
      for (const a of members) {
        following(rnd, follows, a, honestTargets, rnd.int(3, 6));
        if (rnd.next() < 0.33) follows.push({ follower: rnd.pick(small).username, followee: a });
        const aboutPadding = () => rnd.pick(padding);
        repeat(rnd.int(2, 4), () =>
          posts.push(postAbout(now - rnd.int(35 * DAY, 90 * DAY), a, [0.01, 0.03], aboutPadding)),
        );
        repeat(rnd.int(2, 4), () => posts.push(ordinary(now - rnd.int(1 * HOUR, 14 * DAY), a, [0.02, 0.04])));
        repeat(rnd.int(0, 2), () =>
          posts.push(postAbout(now - rnd.int(1 * HOUR, 14 * DAY), a, [0.01, 0.03], aboutPadding)),
        );
      }
    } else if (strategy === 'follow-train') {
      // Follow-for-follow: each follows 30-60 honest accounts, a quarter follow back,
      // 20% of pairs inside follow one way; a post a day for two weeks, half of them
      // about the target, the rest about other projects.
      for (const a of members) followsReturned(rnd, follows, a, options.honest, rnd.int(30, 60), 0.25);
      for (const a of members)
        for (let d = 0; d < 14; d++) {
          const topic = rnd.next() < 0.5 ? target : rnd.pick(padding);
          posts.push(postAbout(onDay(d), a, [0.02, 0.04], () => topic));
        }
    }
    if (strategy === 'relay-cohorts') {
      // Written after the second 1.5.0 freeze. Four cohorts of 20 aged accounts take
      // turns, one week each: in its week a member posts two to four times about the
      // target and up to once about something else. Half of them have a light history
      // (one to three posts 40-120 days ago); a third of each cohort's pairs follow one
      // way; three to six follows each to established accounts, a bought follower for
      // three in ten.
      const own = padding.filter((p) => p !== target);
      members.forEach((a, i) => {
        const cohort = i % 4;
        for (const b of members)
          if (b !== a && members.indexOf(b) % 4 === cohort && rnd.next() < 0.33)
            follows.push({ follower: a, followee: b });
        following(rnd, follows, a, honestTargets, rnd.int(3, 6));
        if (rnd.next() < 0.3) follows.push({ follower: rnd.pick(small).username, followee: a });
        const aboutOwn = () => rnd.pick(own);
        if (rnd.next() < 0.5)
          repeat(rnd.int(1, 3), () =>
            posts.push(postAbout(now - rnd.int(40 * DAY, 120 * DAY), a, [0.01, 0.03], aboutOwn)),
          );
        const weekStart = now - (cohort + 1) * 7 * DAY;
        const inWeek = () => weekStart + rnd.int(1 * HOUR, 7 * DAY - HOUR);
        repeat(rnd.int(2, 4), () => posts.push(ordinary(inWeek(), a, [0.02, 0.04])));
        if (rnd.next() < 0.5) posts.push(postAbout(inWeek(), a, [0.01, 0.03], aboutOwn));
      });
    }
    return { strategy, target, also, members, accounts, posts, follows };
  };
  // The strategies written after the 1.5.0 freeze pad only with projects no ring targets.
  const padding = options.projects.filter((p) => !options.ringTargets.slice(0, 18).includes(p));
  return { ringOf, nextId };
}
