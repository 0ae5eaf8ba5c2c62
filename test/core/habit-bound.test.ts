import t from 'tap';
import {
  habitAllowance,
  habitCounts,
  habitDataStart,
  habitEvidence,
  habitMultiplier,
} from '#core/domain/habit-bound.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';

const DAY = 86_400_000;
const bound = {
  days: 30,
  historyDays: 90,
  floor: 10,
  beyond: 0.01,
  vouchedHistory: true,
  startAccounts: 0.25,
};
/** 1.40.0's bound: the whole history counts, vouched for or not. */
const unvouched = { ...bound, vouchedHistory: false };
/** A data start long before every post: the whole history is covered. */
const LONG_AGO = -1_000 * DAY;

t.test('the published bound is the one these tests check', async (t) => {
  t.same(METHODOLOGY_V1.coordination.habit, bound);
});

t.test('the allowance is the account’s own history plus the floor', async (t) => {
  t.equal(habitAllowance(0, 90, bound), 10);
  t.equal(habitAllowance(66, 90, bound), 76);
  t.equal(habitMultiplier(10, 0, 90, bound), 1, 'the tenth post about something new counts in full');
  t.equal(habitMultiplier(11, 0, 90, bound), 0.01, 'the eleventh counts 1%');
  t.equal(habitMultiplier(76, 66, 90, bound), 1, 'a regular keeps its habit');
  t.equal(habitMultiplier(77, 66, 90, bound), 0.01);
});

t.test('a history the data only partly covers is scaled to the whole stretch', async (t) => {
  t.equal(habitAllowance(6, 45, bound), 22, '6 posts in the 45 days covered count as 12 in 90');
  t.equal(habitMultiplier(22, 6, 45, bound), 1);
  t.equal(habitMultiplier(23, 6, 45, bound), 0.01);
  t.equal(habitMultiplier(500, 0, 29, bound), 1, 'under 30 days covered the habit is unknown: not judged');
  t.equal(habitMultiplier(11, 0, 30, bound), 0.01, 'from 30 days covered it is');
});

t.test('counts: a post’s place in the 30 days up to it and the posts in the 90 before', async (t) => {
  // One post a week from day 0 to day 119, then 3 a day for days 120-149 (`heavy-habit`'s shape).
  const at = [
    ...Array.from({ length: 18 }, (_, i) => i * 7 * DAY),
    ...Array.from({ length: 90 }, (_, i) => 120 * DAY + Math.floor(i / 3) * DAY + (i % 3) * 3_600_000),
  ];
  const counts = habitCounts(at, LONG_AGO, bound);
  t.same(counts[0], { nth: 1, history: 0, observedDays: 90 });
  t.same(
    counts[5],
    { nth: 5, history: 1, observedDays: 90 },
    'day 35: days 6-35 hold 5 posts, days -84 to 5 one',
  );
  // The first push post (day 120): the weekly posts of days 91-119 (5) and itself are in its 30 days,
  // those of days 7-84 (12) in the 90 before; day 0 is exactly 120 days before, out of both.
  t.same(counts[18], { nth: 6, history: 12, observedDays: 90 });
  const kept = counts.map((c) => habitMultiplier(c.nth, c.history, c.observedDays, bound));
  const beyond = kept.filter((k) => k < 1).length;
  t.ok(beyond > 60, `${beyond} of the 90 push posts count 1%`);
  // Every post is judged by the posts up to it only: a later post changes no earlier count.
  t.same(habitCounts(at.slice(0, 40), LONG_AGO, bound), counts.slice(0, 40));
});

t.test('the days covered run from the data’s start', async (t) => {
  // Data from day 0: a post on day 75 has days 0-45 of its 90 before covered, one on day 135 all.
  const counts = habitCounts([75 * DAY, 135 * DAY], 0, bound);
  t.equal(counts[0]?.observedDays, 45);
  t.equal(counts[1]?.observedDays, 90);
  t.equal(habitCounts([40 * DAY], 0, bound)[0]?.observedDays, 10);
  t.equal(habitCounts([20 * DAY], 0, bound)[0]?.observedDays, 0);
});

t.test('the data starts on its first day with a fair part of a usual day’s accounts (1.42.0)', async (t) => {
  // Tracked from day 0 (a half day: 300 accounts), 600 accounts a day after that, up to day 119;
  // an import brought 3 accounts' posts on days -60 to -1.
  const tracked = Array.from({ length: 120 }, (_, d) => ({ day: d * DAY, accounts: d === 0 ? 300 : 600 }));
  const imported = Array.from({ length: 60 }, (_, d) => ({ day: (d - 60) * DAY, accounts: 3 }));
  const asOf = 119 * DAY;
  t.equal(habitDataStart([...imported, ...tracked], asOf, bound), 0, 'three old accounts do not move it');
  t.equal(
    habitDataStart([...imported, ...tracked], asOf, { ...bound, startAccounts: undefined }),
    -60 * DAY,
    '1.41.0: the oldest post of all sets it',
  );
  t.equal(
    habitDataStart([{ day: -DAY, accounts: 150 }, ...tracked], asOf, bound),
    -DAY,
    'a quarter of the median day (150 of 600) is enough',
  );
  t.equal(
    habitDataStart([{ day: -DAY, accounts: 149 }, ...tracked], asOf, bound),
    0,
    'under a quarter is not',
  );
  t.equal(
    habitDataStart([{ day: 0, accounts: 2 }], 40 * DAY, bound),
    0,
    'with no post in the last 30 days the first day with a post',
  );
  t.equal(habitDataStart([], asOf, bound), null, 'no posts, no start');
});

t.test('posts before the data’s start are no history: the scaling stands in for them', async (t) => {
  // A post every 2 days from day -60 (brought by an import) to day 118; the data starts on day 0.
  const at = Array.from({ length: 90 }, (_, i) => -60 * DAY + i * 2 * DAY);
  const onDay100 = habitCounts(at, 0, bound)[at.indexOf(100 * DAY)];
  t.same(
    onDay100,
    { nth: 15, history: 36, observedDays: 70 },
    'a post on day 100 counts its 36 posts of days 0-70, not the 9 of days -18 to -2',
  );
  t.equal(habitCounts(at, 0, bound)[0]?.history, 0, 'a post before the start has no history');
  t.same(habitCounts(at, -60 * DAY, bound)[at.indexOf(100 * DAY)], {
    nth: 15,
    history: 45,
    observedDays: 90,
  });
});

t.test('a post exactly `days` days after another no longer counts it', async (t) => {
  const counts = habitCounts([0, 30 * DAY, 30 * DAY + 1], LONG_AGO, bound);
  t.same(
    counts.map(({ nth, history }) => ({ nth, history })),
    [
      { nth: 1, history: 0 },
      { nth: 1, history: 1 },
      { nth: 2, history: 1 },
    ],
  );
});

t.test('since 1.41.0 the history counts in the account’s vouched share; the floor in full', async (t) => {
  t.equal(habitAllowance(45, 90, bound, 1), 55, 'a vouched regular keeps its whole habit');
  t.equal(habitAllowance(45, 90, bound, 0.4), 28, 'vouched for in part: 45 × 0.4 + 10');
  t.equal(habitAllowance(45, 90, bound, 0), 10, 'nobody vouches for it: the floor alone');
  t.equal(habitAllowance(45, 90, unvouched, 0), 55, '1.40.0 counted the whole history');
  t.equal(habitAllowance(6, 45, bound, 0.5), 16, 'scaled, then shared: 6 × 90/45 × 0.5 + 10');
  t.equal(
    habitMultiplier(11, 45, 90, bound, 0),
    0.01,
    '`long-habit`: its eleventh post in 30 days counts 1%',
  );
  t.equal(habitMultiplier(11, 45, 90, unvouched, 0), 1, 'with 1.40.0 it counted in full');
});

t.test('the receipt says which post, what history, in what share, and what that allows', async (t) => {
  const post = { nth: 24, history: 10, observedDays: 66, name: '@pixelquest', vouched: 1 };
  t.equal(
    habitEvidence(post, bound),
    'post 24 about @pixelquest in 30 days; its 10 posts about it in the 66 days the data covers of the 90 before allow 23 in full (history × 90/66 + 10)',
  );
  t.equal(
    habitEvidence({ ...post, observedDays: 90 }, bound),
    'post 24 about @pixelquest in 30 days; its 10 posts about it in the 90 days before allow 20 in full (history + 10)',
  );
  t.equal(
    habitEvidence({ ...post, observedDays: 90, vouched: 0.25 }, bound),
    'post 24 about @pixelquest in 30 days; its 10 posts about it in the 90 days before, counted in the share 0.25 it is vouched for, allow 12 in full (history × 0.25 + 10)',
  );
  t.equal(
    habitEvidence({ ...post, vouched: 0 }, bound),
    'post 24 about @pixelquest in 30 days; its 10 posts about it in the 66 days the data covers of the 90 before, counted in the share 0 it is vouched for, allow 10 in full (history × 90/66 × 0 + 10)',
  );
  t.equal(
    habitEvidence({ ...post, history: 0, vouched: 0 }, bound),
    'post 24 about @pixelquest in 30 days; its 0 posts about it in the 66 days the data covers of the 90 before allow 10 in full (history × 90/66 + 10)',
    'no history: no share to name',
  );
  t.equal(
    habitEvidence({ ...post, observedDays: 90, vouched: 0.25 }, unvouched),
    'post 24 about @pixelquest in 30 days; its 10 posts about it in the 90 days before allow 20 in full (history + 10)',
    '1.40.0 names no share',
  );
});
