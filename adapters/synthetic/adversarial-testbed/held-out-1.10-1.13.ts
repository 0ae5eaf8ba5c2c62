import type { Random } from '#core/domain/random.ts';
import { ringPoster } from './accounts-and-posts.ts';
import { HISTORY, heldOutRing, type Pool, type RingWriter, tiers } from './shared-draws.ts';
import { TARGETS_113, type TestbedOptions } from './strategies.ts';
import { DAY, HOUR } from './vocabulary.ts';

/**
 * What was written for 1.10.0 before its rules (HELD_OUT_110), drawn after everything else
 * from the same generator.
 */
export function heldOut110(rnd: Random, options: TestbedOptions, now: number) {
  const target = options.targets110.astroturf;
  const padding = options.projects;
  const { post } = ringPoster(rnd, 'tb110', [0, 6]);

  // Astroturf that looks like word of mouth: 100 aged accounts with a sparse history (a
  // post about another project every one to four weeks for five months), half of which
  // also named the target once 40-90 days ago (so it is not new to them); each bought 1-4
  // follows from credible real accounts (1,000+ followers) and 0-2 from any, follows 5-15
  // established accounts and no other member. Over the last four weeks each posts about the
  // target once or twice (more of them each week, any hour) and one to three times about
  // other projects, so no account is focused on it, none posts in step, none is new to it.
  const strategy = 'astroturf' as const;
  const w = heldOutRing(rnd, options, now, post, strategy, 100);
  const { members } = w;
  for (const a of members) {
    w.backing(a, { credible: [1, 4], any: [0, 2], follows: [5, 15] });
    w.history(a, { from: 150, jitter: 28, gap: [7, 28], until: 30 }, padding, [0.01, 0.03]);
    if (rnd.next() < 0.5) w.postsAt(a, 1, w.between(40, 90), target, [0.01, 0.03]);
    // Later in the four weeks more often: the age drawn as the smaller of two uniform draws.
    const age = () => Math.min(rnd.int(1 * HOUR, 28 * DAY), rnd.int(1 * HOUR, 28 * DAY));
    w.postsAt(a, rnd.next() < 0.5 ? 2 : 1, () => now - age(), target, [0.02, 0.05]);
    w.postsAt(a, rnd.int(1, 3), w.within(30), padding, [0.01, 0.03]);
  }
  return [w.ring(target)];
}

/**
 * What was written for 1.11.0 before its rules (HELD_OUT_111), drawn after everything else
 * from the same generator.
 */
export function heldOut111(rnd: Random, options: TestbedOptions, now: number) {
  const target = options.targets111.launderedTrust;
  const { established } = tiers(options);
  const padding = options.projects;
  const { post } = ringPoster(rnd, 'tb111', [0, 6]);

  // Trust laundered through a tier of leaders: a campaign that knows trust must come from
  // outside any group buys it for a few accounts and passes it on. 15 aged "leaders" each buy
  // 6-12 follows from credible real accounts (1,000+ followers) and 1-3 from any, follow 3-6
  // established accounts, post about other projects every one to three weeks for four
  // months, and in the last four weeks 2-3 times about the target beside 4-6 posts about
  // other projects. 75 aged "amplifiers" buy nothing: each is followed by 2 leaders (one way,
  // never followed back, so no follow is a trade and no triangle forms), follows 4-10
  // established accounts and no other member, has a sparse history (a post about another
  // project every two to five weeks for five months; a third of them named the target once
  // 35-80 days ago), and over the last four weeks posts once or twice about the target at any
  // hour, evenly spread, and once or twice about other projects. No account is focused, none
  // posts in step, none is silent, and every amplifier's trust comes from outside any group.
  const strategy = 'laundered-trust' as const;
  const w = heldOutRing(rnd, options, now, post, strategy, 90);
  const { members } = w;
  const leaders = members.slice(0, 15);
  const amplifiers = members.slice(15);
  for (const a of leaders) {
    w.backing(a, { credible: [6, 12], any: [1, 3], follows: [3, 6] });
    w.history(a, HISTORY.oneToThreeWeeks, padding, [0.01, 0.03]);
    w.postsAt(a, rnd.int(2, 3), w.within(28), target, [0.02, 0.05]);
    w.postsAt(a, rnd.int(4, 6), w.within(28), padding, [0.01, 0.03]);
  }
  for (const a of amplifiers) {
    w.vouchedBy(a, leaders, 2);
    sparsePoster(rnd, w, a, { established, padding, target });
  }
  return [w.ring(target)];
}

/**
 * What was written for 1.12.0 before its rules (HELD_OUT_112), drawn after everything else
 * from the same generator.
 */
export function heldOut112(rnd: Random, options: TestbedOptions, now: number) {
  const target = options.targets112.silentBackers;
  const { established } = tiers(options);
  const padding = options.projects;
  const { post } = ringPoster(rnd, 'tb112', [0, 6]);

  // Backing bought wholesale and kept out of sight: a campaign that has read 1.11.0 knows
  // that its posting accounts need as many trusted followers as accounts of their size have
  // (about 0.4 × the median, 4-10 for 1.5k-7.5k reported followers, published), that a
  // follower who follows back is a trade, and that leaders who vouch for accounts and post
  // about the target themselves are the known gap everyone will close next. So it splits
  // the work: 30 aged "backers" that never name the target each buy 6-12 follows from
  // credible real accounts (1,000+ followers) and 1-3 from any, follow 3-6 established
  // accounts, and post about other projects every one to three weeks for four months and
  // 2-4 times in the last four weeks. 80 aged "posters" each are followed by 7-11 backers
  // (one way: no poster follows a backer or another poster, so no follow is a trade, no
  // triangle or strongly connected set forms), follow 4-10 established accounts, have a
  // sparse history (a post about another project every two to five weeks for five months;
  // a third of them named the target once 35-80 days ago), and over the last four weeks
  // post once or twice about the target at any hour and once or twice about other
  // projects. Every poster has as many vouchers as an ordinary account of its size, none is
  // focused, none posts in step, none is silent, and no account that vouches for a poster
  // ever names the target.
  const strategy = 'silent-backers' as const;
  const w = heldOutRing(rnd, options, now, post, strategy, 110);
  const { members } = w;
  const backers = members.slice(0, 30);
  const posters = members.slice(30);
  for (const a of backers) {
    w.backing(a, { credible: [6, 12], any: [1, 3], follows: [3, 6] });
    w.history(a, HISTORY.oneToThreeWeeks, padding, [0.01, 0.03]);
    w.postsAt(a, rnd.int(2, 4), w.within(28), padding, [0.01, 0.03]);
  }
  for (const a of posters) {
    w.vouchedBy(a, backers, rnd.int(7, 11));
    sparsePoster(rnd, w, a, { established, padding, target });
  }
  return [w.ring(target)];
}

/**
 * What was written for 1.13.0 before its rules (HELD_OUT_113), drawn after everything else
 * from the same generator.
 */
export function heldOut113(rnd: Random, options: TestbedOptions, now: number) {
  const [target, ...also] = TARGETS_113.projects;
  const padding = options.projects;
  const { post } = ringPoster(rnd, 'tb113', [0, 6]);

  // A narrative bought through its young projects, by a campaign that has read 1.12.0: the
  // client wants a narrative (DePIN) to trend through four small projects of its own. Every
  // per-project rule has thresholds, so it spreads its accounts over the four; the known gap
  // says vouchers are not asked who else they vouch for, and that a patron must post about
  // the project, so its backers post about the targets now and then like anyone else, and
  // its posters also buy a few real followers so that not all their vouchers are the
  // campaign's. 36 aged "backers" each buy 6-12 follows from credible real accounts (1,000+
  // followers) and 1-3 from any, follow 3-6 established accounts, post about other projects
  // every one to three weeks for four months, and in the last four weeks 2-4 times about other
  // projects and once about one of the four targets. 96 aged "posters" are each followed, one
  // way, by 5-9 backers and buy 1-3 follows from any real account; each follows 4-10
  // established accounts and no member, has a sparse history (a post about another project
  // every two to five weeks for five months), and over the last four weeks posts once about
  // each of two of the four targets and once or twice about other projects. No account posts
  // about one target more than twice, none is focused, silent or in step, no follow is
  // returned, and each target has about 48 posters.
  const strategy = 'narrative-spread' as const;
  const w = heldOutRing(rnd, options, now, post, strategy, 132);
  const { members } = w;
  const backers = members.slice(0, 36);
  const posters = members.slice(36);
  const targets = TARGETS_113.projects;
  for (const a of backers) {
    w.backing(a, { credible: [6, 12], any: [1, 3], follows: [3, 6] });
    w.history(a, HISTORY.oneToThreeWeeks, padding, [0.01, 0.03]);
    w.postsAt(a, rnd.int(2, 4), w.within(28), padding, [0.01, 0.03]);
    w.postsAt(a, 1, w.within(28), targets, [0.02, 0.05]);
  }
  for (const a of posters) {
    w.vouchedBy(a, backers, rnd.int(5, 9));
    w.backing(a, { any: [1, 3], follows: [4, 10] });
    w.history(a, HISTORY.twoToFiveWeeks, padding, [0.01, 0.03]);
    const first = rnd.int(0, 3);
    const second = (first + rnd.int(1, 3)) % 4;
    for (const i of [first, second]) w.postsAt(a, 1, w.within(28), targets[i] as string, [0.02, 0.05]);
    w.postsAt(a, rnd.int(1, 2), w.within(30), padding, [0.01, 0.03]);
  }
  return [w.ring(target as string, [...also])];
}

/**
 * A thinly backed poster of 1.11.0 (an amplifier) and of 1.12.0, after its vouchers: follows
 * 4-10 established accounts and no member, has a sparse history (a post about another project
 * every two to five weeks for five months; a third of them named the target once 35-80 days
 * ago), and over the last four weeks posts once or twice about the target at any hour and
 * once or twice about other projects.
 */
function sparsePoster(
  rnd: Random,
  w: RingWriter,
  a: string,
  { established, padding, target }: { established: Pool; padding: readonly string[]; target: string },
) {
  w.following(a, established, rnd.int(4, 10));
  w.history(a, HISTORY.twoToFiveWeeks, padding, [0.01, 0.03]);
  if (rnd.next() < 1 / 3) w.postsAt(a, 1, w.between(35, 80), target, [0.01, 0.03]);
  w.postsAt(a, rnd.int(1, 2), w.within(28), target, [0.02, 0.05]);
  w.postsAt(a, rnd.int(1, 2), w.within(30), padding, [0.01, 0.03]);
}
