import type { Random } from '#core/domain/random.ts';
import type { IngestPost } from '#core/ports/social-ingest.port.ts';
import { honestPostOf, ringPoster } from './accounts-and-posts.ts';
import { HISTORY, distinct, heldOutRing, type RingWriter, tiers } from './shared-draws.ts';
import type { TestbedOptions } from './strategies.ts';
import { DAY, HOUR } from './vocabulary.ts';

/**
 * What was written for 1.6.0 before its rules (HELD_OUT_16, never tuned on) and one more
 * honest look-alike, drawn after everything else from the same generator.
 */
export function heldOut16(rnd: Random, options: TestbedOptions, now: number) {
  const t = options.targets16;
  const { small, established, by } = tiers(options);
  const padding = options.projects;
  const { post, nextSerial } = ringPoster(rnd, 'tb16', [1, 10]);

  // Bought real followers and an engagement pod, over three weeks: 30 aged accounts,
  // each paying 4-8 real tracked accounts of any size to follow it and following 5-10
  // established ones; a tenth of the pairs inside follow one way. Every day the pod
  // drops in a three-hour window that moves from day to day; a member joins on seven
  // days in ten with one post, two in three about the target, and the pod likes each
  // other's posts (4-7% of views).
  const pod = (() => {
    const strategy = 'bought-pod' as const;
    const w = heldOutRing(rnd, options, now, post, strategy, 30);
    const { members, follows, posts } = w;
    for (const a of members) {
      for (const b of members) if (a !== b && rnd.next() < 0.1) follows.push({ follower: a, followee: b });
      w.backing(a, { any: [4, 8], follows: [5, 10] });
    }
    for (let d = 0; d < 21; d++) {
      const window = now - (d + 1) * DAY + rnd.int(6, 20) * HOUR;
      for (const a of members)
        if (rnd.next() < 0.7) {
          const about = rnd.next() < 0.67 ? t.boughtPod : rnd.pick(padding);
          posts.push(post(strategy, window + rnd.int(0, 3 * HOUR), a, about, [0.04, 0.07]));
        }
    }
    return w.ring(t.boughtPod);
  })();

  // Attention split across three targets: 45 aged accounts that never follow each
  // other, each following 4-8 established accounts, two in five with one or two bought
  // followers; half of them with a history (two to five posts about other projects
  // 40-100 days ago); nine to fourteen posts each over three weeks at any hour, each
  // about one of the three targets at random, so no target dominates an account.
  const split = (() => {
    const strategy = 'tri-split' as const;
    const w = heldOutRing(rnd, options, now, post, strategy, 45);
    const { members } = w;
    for (const a of members) {
      w.following(a, established, rnd.int(4, 8));
      if (rnd.next() < 0.4) w.followedBy(a, small, rnd.int(1, 2));
      if (rnd.next() < 0.5) w.postsAt(a, rnd.int(2, 5), w.between(40, 100), padding, [0.01, 0.03]);
      w.postsAt(a, rnd.int(9, 14), w.within(21), t.triSplit, [0.02, 0.04]);
    }
    const [target, ...also] = t.triSplit;
    return w.ring(target, also);
  })();

  // An honest look-alike: a project listed this week. Fifty established accounts of the
  // data, none of which named it before, post about it once or twice in seven days at
  // any hour (a burst that is new for every one of them), beside their usual posts.
  const listing = (() => {
    const members = distinct(rnd, by(300, 50_000), 50);
    const posts: IngestPost[] = [];
    for (const a of members)
      for (let k = rnd.int(1, 2); k > 0; k--) {
        const views = rnd.int(300, 6000);
        const id = `tb16-listing-${nextSerial()}`;
        posts.push(honestPostOf(rnd, id, a, () => now - rnd.int(1 * HOUR, 7 * DAY), t.listing, views));
      }
    return {
      kind: 'listing-crowd' as const,
      target: t.listing,
      members,
      accounts: [],
      posts,
      follows: [],
    };
  })();
  return { rings: [pod, split], listing };
}

/**
 * What was written for 1.7.0 before its rules (HELD_OUT_17, never tuned on) and one more
 * honest look-alike, drawn after everything else from the same generator.
 */
export function heldOut17(rnd: Random, options: TestbedOptions, now: number) {
  const t = options.targets17;
  const padding = options.projects;
  const { post, nextSerial } = ringPoster(rnd, 'tb17', [0, 8]);
  // Bought followers from real tracked accounts of any size and follows to established
  // ones, no follows inside: the ring has no structure of its own to find.
  const bought = (w: RingWriter, members: readonly string[], buy: [number, number]) => {
    for (const a of members) w.backing(a, { any: buy, follows: [5, 10] });
  };

  // Many accounts, each saying little: 70 aged accounts that have posted about other
  // projects every week or two for four months, each buying 3-6 real followers; in the
  // last three weeks each adds two posts about the target at any hour, beside its usual
  // posts. No account is focused on the target, none is silent, none lacks vouched trust.
  const diffuse = (() => {
    const strategy = 'diffuse-bought' as const;
    const w = heldOutRing(rnd, options, now, post, strategy, 70);
    const { members } = w;
    bought(w, members, [3, 6]);
    for (const a of members) {
      w.history(a, { from: 120, jitter: 10, gap: [6, 14] }, padding, [0.01, 0.03]);
      w.postsAt(a, 2, w.within(21), t.diffuseBought, [0.02, 0.04]);
    }
    return w.ring(t.diffuseBought);
  })();

  // A campaign that never starts: 30 aged accounts, 4-8 bought real followers each, that
  // have pushed the target for four months at a steady pace (a post every three to five
  // days, 60% about the target, the rest about other projects), so nothing about it is
  // new and nothing bursts; a tenth of the pairs inside follow one way.
  const slowBurn = (() => {
    const strategy = 'slow-burn' as const;
    const w = heldOutRing(rnd, options, now, post, strategy, 30);
    const { members, follows } = w;
    for (const a of members)
      for (const b of members) if (a !== b && rnd.next() < 0.1) follows.push({ follower: a, followee: b });
    bought(w, members, [4, 8]);
    for (const a of members)
      w.history(
        a,
        { from: 120, jitter: 4, gap: [3, 5] },
        () => (rnd.next() < 0.6 ? t.slowBurn : rnd.pick(padding)),
        [0.02, 0.04],
      );
    return w.ring(t.slowBurn);
  })();

  // An honest look-alike: a niche project's regulars. Twelve established accounts of the
  // data that have each posted about the project five to eight times a month for four
  // months; nobody else names it, so they are all of its attention.
  const niche = (() => {
    const members = distinct(rnd, tiers(options).by(300, 20_000), 12);
    const posts: IngestPost[] = [];
    for (const a of members)
      for (let month = 0; month < 4; month++)
        for (let k = rnd.int(5, 8); k > 0; k--) {
          const views = rnd.int(200, 4000);
          const id = `tb17-niche-${nextSerial()}`;
          const at = now - month * 30 * DAY - rnd.int(1 * HOUR, 30 * DAY);
          posts.push(honestPostOf(rnd, id, a, () => at, t.niche, views));
        }
    return {
      kind: 'niche-regulars' as const,
      target: t.niche,
      members,
      accounts: [],
      posts,
      follows: [],
    };
  })();
  return { rings: [diffuse, slowBurn], niche };
}

/**
 * What was written for 1.8.0 before its rules (HELD_OUT_18, never looked at while designing
 * them) and one more honest look-alike, drawn after everything else from the same generator.
 */
export function heldOut18(rnd: Random, options: TestbedOptions, now: number) {
  const t = options.targets18;
  const padding = options.projects;
  const { post, nextSerial } = ringPoster(rnd, 'tb18', [1, 10]);

  // Shifts of shills: 60 aged accounts with a history (a post about another project every
  // one to three weeks for four months), each bought 2-5 follows from credible real accounts
  // (1,000+ followers) and 1-3 from any, following 6-12 established accounts, a fifth of
  // them following one or two other members. Over the last four weeks the campaign passes
  // from shift to shift: four shifts of 15, each posting 2-3 times about the target in its
  // own week at any hour, each post beside one about another project, so no account is
  // focused on the target and no week's authors post in another week.
  const rotating = (() => {
    const strategy = 'rotating-shills' as const;
    const w = heldOutRing(rnd, options, now, post, strategy, 60);
    const { members, follows, posts } = w;
    for (const a of members) {
      w.backing(a, { credible: [2, 5], any: [1, 3], follows: [6, 12] });
      if (rnd.next() < 0.2)
        for (let k = rnd.int(1, 2); k > 0; k--) {
          const b = rnd.pick(members);
          if (b !== a) follows.push({ follower: a, followee: b });
        }
    }
    members.forEach((a, i) => {
      w.history(a, HISTORY.oneToThreeWeeks, padding, [0.01, 0.03]);
      const week = i % 4;
      for (let k = rnd.int(2, 3); k > 0; k--) {
        const at = now - (week + 1) * 7 * DAY + rnd.int(1 * HOUR, 7 * DAY - HOUR);
        posts.push(post(strategy, at, a, t.rotating, [0.02, 0.05]));
        posts.push(post(strategy, at + rnd.int(1 * HOUR, 30 * HOUR), a, rnd.pick(padding), [0.01, 0.03]));
      }
    });
    return w.ring(t.rotating);
  })();

  // An honest look-alike: a project found by word of mouth. Eighty accounts of the data of
  // any size, none of which named it before, post about it once (one in four twice) over
  // four weeks, more of them each week; small accounts with few followers among them.
  const grassroots = (() => {
    const members = distinct(rnd, options.honest, 80);
    const posts: IngestPost[] = [];
    for (const a of members) {
      // More of them later: the day drawn as the larger of two uniform draws over 28 days.
      const age = () => 28 * DAY - Math.max(rnd.int(0, 28 * DAY), rnd.int(0, 28 * DAY)) + HOUR;
      for (let k = rnd.next() < 0.25 ? 2 : 1; k > 0; k--) {
        const views = rnd.int(150, 5000);
        const id = `tb18-grassroots-${nextSerial()}`;
        const at = now - age();
        posts.push(honestPostOf(rnd, id, a, () => at, t.grassroots, views));
      }
    }
    return { kind: 'grassroots' as const, target: t.grassroots, members, accounts: [], posts, follows: [] };
  })();
  return { rings: [rotating], grassroots };
}
