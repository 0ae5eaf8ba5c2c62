import type { Random } from '#core/domain/random.ts';
import { honestPostOf, ringPoster } from './accounts-and-posts.ts';
import { HISTORY, distinct, heldOutRing, tiers } from './shared-draws.ts';
import type { TestbedOptions } from './strategies.ts';
import { DAY, HOUR } from './vocabulary.ts';

/**
 * What was written for 1.14.0 before its rules (HELD_OUT_114), drawn after everything else
 * from the same generator.
 */
export function heldOut114(rnd: Random, options: TestbedOptions, now: number) {
  const target = options.targets114.premiumCover;
  const padding = options.projects;
  const { post } = ringPoster(rnd, 'tb114', [0, 6]);

  // Cover bought at the top, volume rented at the bottom, and nothing between them: a
  // campaign that has read 1.13.0 knows that backers who vouch for its posters are a group
  // and that bulk vouching is weighed, and that a bound on thinly backed accounts is set by
  // what every other account gives the project. So it buys two things that never touch. 12
  // aged "premium" accounts each buy 10-18 follows from credible real accounts (1,000+
  // followers) and 2-4 from any, follow 4-8 established accounts, post about other projects
  // every one to three weeks for four months, and over the last four weeks post 3-4 times
  // about the target beside 5-8 posts about other projects: backed accounts whose posts are
  // the "other" attention. 150 small rented accounts (aged, reporting 200-1,200 followers, so
  // they are measured against small accounts and are under every "large audience" rule)
  // each have 0-2 followers bought from any real account, follow 3-8 established accounts,
  // have a sparse history (a post about another project every three to six weeks for five
  // months) and post about the target exactly once, at any hour over the last four weeks
  // (more of them later), beside none or one post about another project. No member follows
  // another, no account posts about the target more than four times, none is focused,
  // silent, new twice or in step, and no account vouches for any other member.
  const strategy = 'premium-cover' as const;
  const w = heldOutRing(rnd, options, now, post, strategy, 162);
  const { cover: premium, rented } = w.rentFrom(12);
  for (const a of premium) {
    w.backing(a, { credible: [10, 18], any: [2, 4], follows: [4, 8] });
    w.history(a, HISTORY.oneToThreeWeeks, padding, [0.01, 0.03]);
    w.postsAt(a, rnd.int(3, 4), w.within(28), target, [0.02, 0.05]);
    w.postsAt(a, rnd.int(5, 8), w.within(28), padding, [0.01, 0.03]);
  }
  for (const a of rented) {
    w.backing(a, { any: [0, 2], follows: [3, 8] });
    w.history(a, HISTORY.threeToSixWeeks, padding, [0.01, 0.03]);
    const age = Math.min(rnd.int(1 * HOUR, 28 * DAY), rnd.int(1 * HOUR, 28 * DAY));
    w.postsAt(a, 1, () => now - age, target, [0.02, 0.05]);
    if (rnd.next() < 0.5) w.postsAt(a, 1, w.within(30), padding, [0.01, 0.03]);
  }
  return [w.ring(target)];
}

/**
 * What was written for 1.15.0 before its rules (HELD_OUT_115), drawn after everything else
 * from the same generator.
 */
export function heldOut115(rnd: Random, options: TestbedOptions, now: number) {
  const voices = tiers(options).by(1000, 20_000);
  const padding = options.projects;
  const { post, nextSerial } = ringPoster(rnd, 'tb115', [0, 6]);

  // Cover paid for, not owned: a campaign that has read 1.14.0 knows that its own accounts'
  // backing is looked at, so the attention that licenses its rented accounts comes from real,
  // established accounts of the data (1,000-20,000 followers) that it pays to write one
  // ordinary-looking post about the target each, at any time over the last four weeks, in
  // their own words: 24 of them. 170 small rented accounts (aged, reporting 200-1,200
  // followers) each have 0-2 followers bought from any real account, follow 3-8 established
  // accounts, have a sparse history (a post about another project every three to six weeks
  // for five months), and post about the target once or twice over the last four weeks
  // beside none or one post about another project. A third of them are followed by one of
  // the paid accounts (paid for too, one way). No rented account follows another; the paid
  // accounts are real, so only the rented ones are the ring's members.
  const paidVoices = (() => {
    const strategy = 'paid-voices' as const;
    const target = options.targets115.paidVoices;
    const w = heldOutRing(rnd, options, now, post, strategy, 170);
    const { members, follows, posts } = w;
    w.rentFrom(0); // every member is rented
    const paid = distinct(rnd, voices, 24);
    for (const u of paid)
      posts.push(
        honestPostOf(
          rnd,
          `tb115-${strategy}-${nextSerial()}`,
          u,
          () => now - rnd.int(1 * HOUR, 28 * DAY),
          target,
          rnd.int(500, 4000),
        ),
      );
    for (const a of members) {
      w.backing(a, { any: [0, 2], follows: [3, 8] });
      if (rnd.next() < 1 / 3) follows.push({ follower: rnd.pick(paid), followee: a });
      w.history(a, HISTORY.threeToSixWeeks, padding, [0.01, 0.03]);
      w.postsAt(a, rnd.next() < 0.5 ? 2 : 1, w.within(28), target, [0.02, 0.05]);
      if (rnd.next() < 0.5) w.postsAt(a, 1, w.within(30), padding, [0.01, 0.03]);
    }
    return w.ring(target);
  })();

  // Cover that made itself established first: a campaign that expects attention new to a
  // project to be weighed against attention it already had starts early. 16 aged "cover"
  // accounts each buy 8-14 follows from credible real accounts (1,000+ followers) and 1-3
  // from any, follow 4-8 established accounts, post about other projects every one to three
  // weeks for four months, and name the target two or three times 35-85 days ago; over the
  // last four weeks they post two or three times about it beside four to seven posts about
  // other projects. 140 small rented accounts (aged, reporting 200-1,200 followers) each
  // have 0-2 followers bought from any real account, follow 3-8 established accounts, have
  // a sparse history (a post about another project every three to six weeks for five
  // months); three in five of them also named the target once 35-80 days ago, and all post
  // about it once or twice over the last four weeks beside none or one post about another
  // project. No member follows another, none is focused, silent or in step.
  const seededCover = (() => {
    const strategy = 'seeded-cover' as const;
    const target = options.targets115.seededCover;
    const w = heldOutRing(rnd, options, now, post, strategy, 156);
    const { cover, rented } = w.rentFrom(16);
    for (const a of cover) {
      w.backing(a, { credible: [8, 14], any: [1, 3], follows: [4, 8] });
      w.history(a, HISTORY.oneToThreeWeeks, padding, [0.01, 0.03]);
      w.postsAt(a, rnd.int(2, 3), w.between(35, 85), target, [0.01, 0.03]);
      w.postsAt(a, rnd.int(2, 3), w.within(28), target, [0.02, 0.05]);
      w.postsAt(a, rnd.int(4, 7), w.within(28), padding, [0.01, 0.03]);
    }
    for (const a of rented) {
      w.backing(a, { any: [0, 2], follows: [3, 8] });
      w.history(a, HISTORY.threeToSixWeeks, padding, [0.01, 0.03]);
      if (rnd.next() < 0.6) w.postsAt(a, 1, w.between(35, 80), target, [0.01, 0.03]);
      w.postsAt(a, rnd.next() < 0.5 ? 2 : 1, w.within(28), target, [0.02, 0.05]);
      if (rnd.next() < 0.5) w.postsAt(a, 1, w.within(30), padding, [0.01, 0.03]);
    }
    return w.ring(target);
  })();
  return [paidVoices, seededCover];
}

/**
 * What was written for 1.16.0 before its rules (HELD_OUT_116), drawn after everything else
 * from the same generator.
 */
export function heldOut116(rnd: Random, options: TestbedOptions, now: number) {
  const { established } = tiers(options);
  const padding = options.projects;
  const { post } = ringPoster(rnd, 'tb116', [0, 6]);

  // Cover matched to the flood: 1.15.0 publishes that "a campaign that rents no more thin
  // attention than its backed accounts give is licensed". So the campaign rents less thin
  // attention than its cover gives, and makes the cover look like ordinary busy accounts: 20
  // aged cover accounts each buy 10-16 follows from credible real accounts (1,000+ followers)
  // and 2-4 from any, follow 5-10 established accounts, post about other projects (many of
  // them) every four to ten days for five months, and post about the target three times over
  // the last four weeks (never before: no seeding to look at). 60 small rented accounts (aged,
  // reporting 200-1,200 followers) each have 0-1 followers bought from any real account,
  // follow 3-8 established accounts, have a sparse history (a post about another project
  // every three to six weeks for five months) and post about the target once over the last
  // four weeks. No member follows another; none is focused, silent or in step.
  const matchedCover = (() => {
    const strategy = 'matched-cover' as const;
    const target = options.targets116.matchedCover;
    const w = heldOutRing(rnd, options, now, post, strategy, 80);
    const { cover, rented } = w.rentFrom(20);
    for (const a of cover) {
      w.backing(a, { credible: [10, 16], any: [2, 4], follows: [5, 10] });
      w.history(a, { from: 150, jitter: 7, gap: [4, 10] }, padding, [0.01, 0.03]);
      w.postsAt(a, 3, w.within(28), target, [0.02, 0.05]);
    }
    for (const a of rented) {
      w.backing(a, { any: [0, 1], follows: [3, 8] });
      w.history(a, HISTORY.threeToSixWeeks, padding, [0.01, 0.03]);
      w.postsAt(a, 1, w.within(28), target, [0.02, 0.05]);
    }
    return w.ring(target);
  })();

  // A slow drip by backed accounts over three small projects: no rented thin accounts at all
  // (every bound of 1.11.0-1.15.0 is about thinly backed accounts), no flood, no newcomers.
  // 45 aged accounts (1,500-7,500 followers reported) each buy 10-18 follows from real
  // accounts of the data (200+ followers), follow 5-10 established accounts, post about
  // other projects every five to twelve days for four months, and over the last 100 days
  // (fourteen weeks, so most of their campaign is before the window and they are
  // established on it) name one of three young projects of the campaign every seven to
  // fourteen days, in turn, so that no project takes a third of an account's posts or
  // twice any other's. No member follows another; none posts in step.
  const dripBacked = (() => {
    const strategy = 'drip-backed' as const;
    const [target, ...also] = options.targets116.dripBacked;
    const w = heldOutRing(rnd, options, now, post, strategy, 45);
    const { members } = w;
    for (const a of members) {
      w.followedBy(a, established, rnd.int(10, 18));
      w.following(a, established, rnd.int(5, 10));
      w.history(a, { from: 120, jitter: 7, gap: [5, 12] }, padding, [0.01, 0.03]);
      let turn = rnd.int(0, 2);
      const inTurn = () => options.targets116.dripBacked[turn++ % 3] as string;
      w.history(a, { from: 100, jitter: 7, gap: [7, 14] }, inTurn, [0.02, 0.05]);
    }
    return w.ring(target as string, also);
  })();
  return [matchedCover, dripBacked];
}
