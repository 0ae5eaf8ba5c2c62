import t from 'tap';
import {
  closedGroups,
  clusterTrustMultipliers,
  crowdGroups,
  focusFollowers,
  focusGroups,
  heldBackAfterLongestStanding,
  sinkGroups,
  untradedFollows,
} from '#core/domain/follow-clusters.ts';

/** Edges as parallel arrays, sorted (the engine's order). */
function graph(edges: [number, number][]) {
  const sorted = [...edges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { from: sorted.map((e) => e[0]), to: sorted.map((e) => e[1]) };
}

// A "network" of accounts 0..9 where everyone follows the next two (one strongly
// connected core), and a ring 10..14 that follows itself in a cycle plus one chord.
const core: [number, number][] = Array.from({ length: 10 }, (_, i) => [
  [i, (i + 1) % 10],
  [i, (i + 2) % 10],
]).flat() as [number, number][];
const ring: [number, number][] = [
  [10, 11],
  [11, 12],
  [12, 13],
  [13, 14],
  [14, 10],
  [10, 12],
];

t.test(
  'sink groups: a strongly connected set that keeps its follows is one; the core never is',
  async (t) => {
    const { from, to } = graph([...core, ...ring, [3, 10], [4, 11]]);
    const clusterOf = new Int32Array(15).fill(-1);
    const clusters: number[][] = [];
    sinkGroups(15, from, to, clusterOf, clusters, { minSize: 5, closedShare: 0.9 });
    t.same(clusters, [[10, 11, 12, 13, 14]], 'the ring, whoever follows it in');
    t.equal(clusterOf[0], -1, 'the core stays out');

    // The same ring leaking half its follows to the core is no sink.
    const leaky = graph([...core, ...ring, [10, 1], [11, 2], [12, 3], [13, 4], [14, 5], [3, 10]]);
    const c2 = new Int32Array(15).fill(-1);
    const out2: number[][] = [];
    sinkGroups(15, leaky.from, leaky.to, c2, out2, { minSize: 5, closedShare: 0.9 });
    t.same(out2, [], 'a set that passes trust on is not a sink');
  },
);

t.test(
  'closed groups: accounts no seed reaches, connected by follows, and those that follow them',
  async (t) => {
    const { from, to } = graph([...core, ...ring, [15, 10], [15, 11], [16, 0]]);
    const trust = Array.from({ length: 17 }, (_, i) => (i < 10 ? 1 : 0));
    const clusterOf = new Int32Array(17).fill(-1);
    const clusters: number[][] = [];
    closedGroups(17, from, to, trust, clusterOf, clusters, { minSize: 5 });
    t.same(clusters, [[10, 11, 12, 13, 14, 15]], 'the ring, and the account whose follows all go to it');
    t.equal(clusterOf[16], -1, 'an untrusted account that follows the network is left alone');
  },
);

t.test('closed groups: an untrusted account a ring member follows is not dragged in (1.16.1)', async (t) => {
  // 15 has no tracked follower but ring member 12 (trust 0) and follows the network only,
  // as @zk_chad9801 did at 100,000 KOLs with the sweep (bench/RESULTS.md).
  const { from, to } = graph([...core, ...ring, [12, 15], [15, 0], [15, 1]]);
  const trust = Array.from({ length: 16 }, (_, i) => (i < 10 ? 1 : 0));
  const clusterOf = new Int32Array(16).fill(-1);
  const clusters: number[][] = [];
  closedGroups(16, from, to, trust, clusterOf, clusters, { minSize: 5, closedOwnFollows: true });
  t.same(clusters, [[10, 11, 12, 13, 14]], 'the ring alone');
  t.equal(clusterOf[15], -1, 'the account the ring follows stays out');
  // A member that follows no one inside (14 only followed by 13) is not linked either.
  const sparse = graph([...core, [10, 11], [11, 12], [12, 13], [13, 14], [12, 10], [13, 11], [14, 0]]);
  const c2 = new Int32Array(15).fill(-1);
  const out2: number[][] = [];
  closedGroups(15, sparse.from, sparse.to, trust, c2, out2, { minSize: 4, closedOwnFollows: true });
  t.same(out2, [[10, 11, 12, 13]], 'only accounts with follows of their own into the group');
  // Before 1.16.1 (closedOwnFollows off) both were dragged in.
  const c3 = new Int32Array(16).fill(-1);
  const out3: number[][] = [];
  closedGroups(16, from, to, trust, c3, out3, { minSize: 5 });
  t.same(out3, [[10, 11, 12, 13, 14, 15]], '1.16.0 took the account the ring follows into the ring');
});

t.test('earned trust counts only what flows in from outside the cluster', async (t) => {
  // Account 0 (trust 1, follows two accounts) follows ring member 10.
  const { from, to } = graph([...ring, [0, 10], [0, 1]]);
  const trust = Array.from({ length: 15 }, (_, i) => (i === 0 || i === 1 ? 1 : i >= 10 ? 50 : 0));
  const clusterOf = new Int32Array(15).fill(-1);
  for (const m of [10, 11, 12, 13, 14]) clusterOf[m] = 0;
  const r = clusterTrustMultipliers(15, from, to, trust, [[10, 11, 12, 13, 14]], clusterOf, {
    fullRatio: 0.25,
    floor: 0.1,
  });
  t.equal(r.perMember[0], 0.1, "the ring's 50 per member recirculated counts for nothing: 0.5 in, over 5");
  t.ok((r.earned[0] as number) <= 1);
  // A group every member of which moved to a campaign (1.10.0) holds no one: finite numbers.
  const left = clusterTrustMultipliers(15, from, to, trust, [[10, 11, 12, 13, 14], []], clusterOf, {
    fullRatio: 0.25,
    floor: 0.1,
  });
  t.equal(left.perMember[1], 0, 'an empty group earns nothing per member');
  t.ok(Number.isFinite(left.earned[1] as number), 'and a finite earned trust (no NaN stored)');
});

t.test(
  'focus groups: accounts focused on one project, in no cluster, at least minSize of them',
  async (t) => {
    const clusterOf = new Int32Array(12).fill(-1);
    clusterOf[0] = 0;
    const clusters: number[][] = [[0]];
    const focused: [number, string][] = [
      [0, 'p-b'], // already in a follow cluster: stays there
      [1, 'p-b'],
      [2, 'p-b'],
      [3, 'p-b'],
      [4, 'p-b'],
      [5, 'p-b'],
      [6, 'p-a'],
      [7, 'p-a'],
      [8, 'p-a'],
      [9, 'p-a'], // four on p-a: too few
    ];
    const projects = focusGroups(focused, clusterOf, clusters, { minSize: 5 });
    t.same(projects, ['p-b'], 'one group, for the project with five free focused accounts');
    t.same(clusters[1], [1, 2, 3, 4, 5]);
    t.equal(clusterOf[0], 0, 'a follow cluster member is not moved');
    t.equal(clusterOf[6], -1, 'a project with four focused accounts forms no group');
    const again = new Int32Array(12).fill(-1);
    again[0] = 0;
    const groups: number[][] = [[0]];
    t.same(focusGroups([...focused].reverse(), again, groups, { minSize: 5 }), ['p-b']);
    t.same(groups, clusters, 'input order does not matter');
  },
);

t.test("focus groups since 1.35.0: a project's regulars are a group apart from its newcomers", async (t) => {
  // 0..5 new to p-a (a push), 6 a regular of p-a beside them; 7..11 five regulars of p-b with
  // 12 new to it.
  const focused: [number, string][] = [
    [0, 'p-a'],
    [1, 'p-a'],
    [2, 'p-a'],
    [3, 'p-a'],
    [4, 'p-a'],
    [5, 'p-a'],
    [6, 'p-a'],
    [7, 'p-b'],
    [8, 'p-b'],
    [9, 'p-b'],
    [10, 'p-b'],
    [11, 'p-b'],
    [12, 'p-b'],
  ];
  const regular = (a: number) => a >= 6 && a <= 11;
  const clusterOf = new Int32Array(13).fill(-1);
  const clusters: number[][] = [];
  const projects = focusGroups(focused, clusterOf, clusters, { minSize: 5, regular });
  t.same(projects, ['p-a', 'p-b'], "p-a's push and p-b's regulars; the other sides are too few");
  t.same(clusters, [
    [0, 1, 2, 3, 4, 5],
    [7, 8, 9, 10, 11],
  ]);
  t.equal(clusterOf[6], -1, 'the regular of p-a is not judged with its push');
  t.equal(clusterOf[12], -1, 'the newcomer of p-b is not judged with its regulars');
  const before = new Int32Array(13).fill(-1);
  const one: number[][] = [];
  t.same(
    focusGroups(focused, before, one, { minSize: 5 }),
    ['p-a', 'p-b'],
    'without the rule: one group each',
  );
  t.same(one, [
    [0, 1, 2, 3, 4, 5, 6],
    [7, 8, 9, 10, 11, 12],
  ]);
  const both = new Int32Array(13).fill(-1);
  const two: number[][] = [];
  t.same(
    focusGroups(focused, both, two, { minSize: 1, regular }),
    ['p-a', 'p-a', 'p-b', 'p-b'],
    'each side with enough accounts is a group, newcomers first',
  );
  t.same(two, [[0, 1, 2, 3, 4, 5], [6], [12], [7, 8, 9, 10, 11]]);
});

t.test('followers of a focus group: accounts whose tracked followers are mostly its members', async (t) => {
  // Accounts 0..4: a focus group (cluster 1); 5: a follow cluster member (cluster 0).
  // 6 is followed by 0, 1, 2 and 7 (three of four from the group): a candidate.
  // 7 is followed by 0 and 8, 9 (one of three): not. 8 is followed by 0 only (fewer than 2): not.
  // 5 is followed by 0..4 but already in a cluster: stays.
  const clusterOf = Int32Array.from([1, 1, 1, 1, 1, 0, -1, -1, -1, -1]);
  const edges: [number, number][] = [
    [0, 6],
    [1, 6],
    [2, 6],
    [7, 6],
    [0, 7],
    [8, 7],
    [9, 7],
    [0, 8],
    [0, 5],
    [1, 5],
    [2, 5],
    [3, 5],
    [4, 5],
  ];
  const { from, to } = graph(edges);
  t.same(focusFollowers(10, from, to, clusterOf, 1, { minCommon: 2 }), [[6, 1]]);
  const reversed = graph([...edges].reverse());
  t.same(focusFollowers(10, reversed.from, reversed.to, clusterOf, 1, { minCommon: 2 }), [[6, 1]]);
  t.same(
    focusFollowers(10, from, to, clusterOf, 2, { minCommon: 2 }),
    [],
    'only groups numbered from firstFocus on (focus groups) count',
  );
});

t.test('a follow a focus group member returns earns the group nothing (1.5.0)', async (t) => {
  // Account 0 (trust 1, follows two accounts) follows ring member 10, and 10 follows 0 back.
  const { from, to } = graph([...ring, [0, 10], [0, 1], [10, 0]]);
  const trust = Array.from({ length: 15 }, (_, i) => (i === 0 || i === 1 ? 1 : i >= 10 ? 50 : 0));
  const clusterOf = new Int32Array(15).fill(-1);
  for (const m of [10, 11, 12, 13, 14]) clusterOf[m] = 0;
  const opts = { fullRatio: 0.25, floor: 0.1 };
  const asCluster = clusterTrustMultipliers(15, from, to, trust, [[10, 11, 12, 13, 14]], clusterOf, opts);
  t.equal(asCluster.perMember[0], 0.1, 'for a follow cluster the returned follow still counts (friends)');
  const asFocus = clusterTrustMultipliers(15, from, to, trust, [[10, 11, 12, 13, 14]], clusterOf, opts, 0);
  t.equal(asFocus.perMember[0], 0, 'for a focus group it is a trade and counts for nothing');
  const oneWay = graph([...ring, [0, 10], [0, 1]]);
  const kept = clusterTrustMultipliers(
    15,
    oneWay.from,
    oneWay.to,
    trust,
    [[10, 11, 12, 13, 14]],
    clusterOf,
    opts,
    0,
  );
  t.equal(kept.perMember[0], 0.1, 'a follow not returned counts for a focus group too');
});

t.test('vouched trust flows along follows not returned only (1.6.0)', async (t) => {
  // 0 follows 1 and 2; 2 follows 0 back (a trade); 3 follows 2.
  const { from, to } = graph([
    [0, 1],
    [0, 2],
    [2, 0],
    [3, 2],
  ]);
  const kept = untradedFollows(4, from, to);
  t.same(
    kept.from.map((a, e) => [a, kept.to[e]]),
    [
      [0, 1],
      [3, 2],
    ],
    'both directions of a returned follow go; one-way follows stay, in order',
  );
});

t.test('crowds: unvouched accounts new to a project, each in the largest crowd it belongs to', async (t) => {
  // Accounts 0..5 are new to project a; 3..7 also to b; 8 and 9 only to c; 2 is in a cluster.
  const fresh: [number, string][] = [
    ...[0, 1, 2, 3, 4, 5].map((i) => [i, 'a'] as [number, string]),
    ...[3, 4, 5, 6, 7].map((i) => [i, 'b'] as [number, string]),
    [8, 'c'],
    [9, 'c'],
  ];
  const clusterOf = new Int32Array(10).fill(-1);
  clusterOf[2] = 0;
  const clusters: number[][] = [[2]];
  const projects = crowdGroups(fresh, clusterOf, clusters, { minSize: 5 });
  t.same(projects, ['a'], 'only a crowd of at least minSize forms');
  t.same(clusters[1], [0, 1, 3, 4, 5], 'a (5 accounts outside a cluster) wins the ties of size with b (5)');
  t.equal(clusterOf[6], -1, "b's own accounts are too few on their own");
  t.equal(clusterOf[2], 0, 'a cluster member stays in its cluster');
});

t.test(
  'crowds (1.13.0): a crowd is at least minShare of the accounts posting about its project',
  async (t) => {
    // Six unvouched accounts new to a and to b each; a has 100 posters in no cluster, b 200.
    const fresh: [number, string][] = [
      ...[0, 1, 2, 3, 4, 5].map((i) => [i, 'a'] as [number, string]),
      ...[6, 7, 8, 9, 10, 11].map((i) => [i, 'b'] as [number, string]),
    ];
    const posters = new Map([
      ['a', 100],
      ['b', 200],
    ]);
    const clusterOf = new Int32Array(12).fill(-1);
    const clusters: number[][] = [];
    const projects = crowdGroups(fresh, clusterOf, clusters, { minSize: 5, minShare: 0.05, posters });
    t.same(projects, ['a'], '6 of 12 newcomers is a crowd; 6 of 40 is a share chance gives');
    t.equal(clusterOf[6], -1, "b's unvouched accounts stay in no group");
    const all = crowdGroups(fresh, new Int32Array(12).fill(-1), [], { minSize: 5 });
    t.same(all, ['a', 'b'], 'without a share, both form (1.6.0-1.12.0)');
  },
);

t.test(
  'crowds (1.20.0): a crowd holds more unvouched newcomers than chance puts among its posters',
  async (t) => {
    // Twelve unvouched newcomers on a big project (1,200 posters), 2 on each of 20 others of
    // 1,000 posters. Chance on the big one: 1,200 × 40 ÷ 20,000 = 2.4, bar 9 (odds 1 in 1,000);
    // a 5% share would ask for 60.
    const fresh: [number, string][] = Array.from({ length: 12 }, (_, i) => [i, 'big'] as [number, string]);
    const posters = new Map([['big', 1200]]);
    for (let p = 0; p < 20; p++) {
      posters.set(`p${p}`, 1000);
      fresh.push([100 + 2 * p, `p${p}`], [101 + 2 * p, `p${p}`]);
    }
    const clusterOf = new Int32Array(200).fill(-1);
    const clusters: number[][] = [];
    t.same(crowdGroups(fresh, clusterOf, clusters, { minSize: 5, posters, chanceOdds: 0.001 }), ['big']);
    t.equal(clusters[0]?.length, 12);
    t.same(
      crowdGroups(fresh, new Int32Array(200).fill(-1), [], { minSize: 5, minShare: 0.05, posters }),
      [],
      "with 1.13.0's share it is no crowd",
    );
    // Eight is what chance gives often enough (P(X ≥ 8 | 2.4) ≈ 0.3%): no crowd.
    const fewer = fresh.filter(([a]) => a >= 4);
    t.same(
      crowdGroups(fewer, new Int32Array(200).fill(-1), [], { minSize: 5, posters, chanceOdds: 0.001 }),
      [],
    );
  },
);

/** The 1.20.0 crowd rule's options as the tests below use them: bar 5, two posts, odds 1 in 1,000. */
function chanceRule(
  posters: ReadonlyMap<string, number>,
  established: (a: number) => boolean,
  postDays: (a: number) => readonly string[],
) {
  return { minSize: 5, minPosts: 2, posters, chanceOdds: 0.001, established, postDays };
}

t.test('crowds (1.20.0): a vouched-for member counts its posts from the crowd’s start only', async (t) => {
  // A swarm of 10 accounts nobody vouches for posts on days 20-22 of the window; three
  // under-backed accounts new to the project (vouched for) posted earlier, later, or both.
  // Twenty other projects of 300 posters hold 2 unvouched newcomers each: chance puts
  // λ = 300 × 40 ÷ 6,000 = 2 among the big project's, so its 2 earliest first days are not the
  // crowd's start.
  const posters = new Map([['big', 300]]);
  const fresh: [number, string][] = Array.from({ length: 13 }, (_, i) => [i, 'big'] as [number, string]);
  for (let p = 0; p < 20; p++) {
    posters.set(`p${p}`, 300);
    fresh.push([100 + 2 * p, `p${p}`], [101 + 2 * p, `p${p}`]);
  }
  const days: Record<number, string[]> = {
    10: ['2026-11-02', '2026-11-05'], // before the swarm: an honest regular-to-be
    11: ['2026-11-03', '2026-11-21'], // one post before, one during
    12: ['2026-11-20', '2026-11-22'], // both during: indistinguishable from the swarm
  };
  for (let i = 0; i < 10; i++) days[i] = [`2026-11-2${i % 3}`, '2026-11-22'];
  const opts = chanceRule(
    posters,
    (a: number) => a >= 10 && a < 13,
    (a: number) => days[a] ?? [],
  );
  const clusters: number[][] = [];
  t.same(crowdGroups(fresh, new Int32Array(200).fill(-1), clusters, opts), ['big']);
  t.same(clusters[0], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12], 'the swarm, and the one who posted only during it');
  // The same three accounts with no vouch at all count every post, as before 1.20.0.
  const all: number[][] = [];
  crowdGroups(fresh, new Int32Array(200).fill(-1), all, { ...opts, established: () => false });
  t.equal(all[0]?.length, 13);
});

t.test(
  'crowds (1.20.0): where chance expects vouched-for newcomers, those in a crowd must be over chance',
  async (t) => {
    // The same swarm; now the other projects' newcomers are vouched for too (honest under-backed
    // accounts, as at 20,000 KOLs and more): chance puts λ = 2 of them among the big project's
    // posters, so the one that posted only during the swarm is at chance, and stays out.
    const posters = new Map([['big', 300]]);
    const fresh: [number, string][] = Array.from({ length: 13 }, (_, i) => [i, 'big'] as [number, string]);
    for (let p = 0; p < 20; p++) {
      posters.set(`p${p}`, 300);
      fresh.push([100 + 2 * p, `p${p}`], [101 + 2 * p, `p${p}`]);
    }
    const days = (a: number) => (a === 10 ? ['2026-11-02', '2026-11-05'] : ['2026-11-20', '2026-11-22']);
    const opts = chanceRule(posters, (a: number) => a >= 10, days);
    const clusters: number[][] = [];
    t.same(crowdGroups(fresh, new Int32Array(200).fill(-1), clusters, opts), ['big']);
    t.same(clusters[0], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'the swarm only');
    // Nine vouched-for members posting with the swarm are over chance (bar 9 at λ = 2): they stay.
    const more: [number, string][] = [
      ...fresh,
      ...Array.from({ length: 7 }, (_, i) => [20 + i, 'big'] as [number, string]),
    ];
    const wide: number[][] = [];
    crowdGroups(more, new Int32Array(200).fill(-1), wide, opts);
    t.equal(wide[0]?.length, 19, '10 unvouched and the 9 vouched-for that posted from the start');
  },
);

t.test('crowds (1.20.0) with no posters counted: the bar is the minimum size', async (t) => {
  // Without the projects' posters chance is measured on nothing: λ = 0 everywhere, so a crowd is
  // minSize newcomers, and an established member with no minPosts keeps any post from the start.
  const fresh: [number, string][] = Array.from({ length: 5 }, (_, i) => [i, 'big'] as [number, string]);
  const days = (a: number) => (a === 4 ? ['2026-11-02'] : ['2026-11-18']);
  const opts = { minSize: 5, chanceOdds: 0.001, established: (a: number) => a === 4, postDays: days };
  const clusters: number[][] = [];
  t.same(crowdGroups(fresh, new Int32Array(10).fill(-1), clusters, opts), ['big']);
  t.same(clusters[0], [0, 1, 2, 3, 4], 'its start is its own first day, λ being 0');
  t.same(crowdGroups(fresh.slice(1), new Int32Array(10).fill(-1), [], opts), [], 'four are no crowd');
  // With minPosts 2 the established member's single post is too few: the four left are no crowd.
  t.same(crowdGroups(fresh, new Int32Array(10).fill(-1), [], { ...opts, minPosts: 2 }), []);
});

t.test('crowds (1.21.0): the start is that of the members that are not established', async (t) => {
  // No other project has unvouched newcomers (λ = 0): 1.20.0's start is the earliest first day of
  // all, which an established member that named the project weeks before the swarm sets itself.
  const posters = new Map([
    ['big', 300],
    ['other', 300],
  ]);
  const fresh: [number, string][] = Array.from({ length: 6 }, (_, i) => [i, 'big'] as [number, string]);
  const days = (a: number) => (a === 5 ? ['2026-11-02', '2026-11-20'] : ['2026-11-18', '2026-11-21']);
  const opts = chanceRule(posters, (a: number) => a === 5, days);
  const before: number[][] = [];
  crowdGroups(fresh, new Int32Array(10).fill(-1), before, opts);
  t.same(before[0], [0, 1, 2, 3, 4, 5], '1.20.0: its own first day is the start, so both posts count');
  const after: number[][] = [];
  crowdGroups(fresh, new Int32Array(10).fill(-1), after, { ...opts, startOfUnestablished: true });
  t.same(after[0], [0, 1, 2, 3, 4], '1.21.0: the swarm’s start; one post from it, so it leaves');
});

t.test(
  'crowds (1.23.0): the start frees only as many members with a history alone as chance explains',
  async (t) => {
    // A core of 5 with no history and N seasoned members, each with one post before the core's first
    // day and one after: 1.21.0's start frees every seasoned member. λ = 0 here (no other project has
    // newcomers), so chance explains fewer than minSize (5) freed members and no more. Members that a
    // trusted account vouches for are freed as since 1.20.0, however many.
    const posters = new Map([
      ['big', 300],
      ['other', 300],
    ]);
    const core = [0, 1, 2, 3, 4];
    const crowd = (seasoned: number, vouched = false) => {
      const fresh: [number, string][] = Array.from(
        { length: 5 + seasoned },
        (_, i) => [i, 'big'] as [number, string],
      );
      const days = (a: number) => (a >= 5 ? ['2026-11-05', '2026-11-19'] : ['2026-11-18', '2026-11-21']);
      const opts = {
        ...chanceRule(posters, (a: number) => a >= 5, days),
        startOfUnestablished: true,
      };
      const byHistoryOnly = (a: number) => a >= 5 && !vouched;
      const run = (freedWithinChance: boolean) => {
        const clusters: number[][] = [];
        crowdGroups(fresh, new Int32Array(200).fill(-1), clusters, {
          ...opts,
          freedWithinChance,
          byHistoryOnly,
        });
        return clusters[0] ?? [];
      };
      return { without: run(false), with: run(true) };
    };
    const few = crowd(4);
    t.same(few.without, core, '1.21.0: four seasoned members freed');
    t.same(few.with, core, '1.23.0: four are within chance, still freed');
    const many = crowd(100);
    t.same(many.without, core, '1.21.0: a hundred freed');
    t.equal(many.with.length, 105, '1.23.0: a hundred are the campaign’s; they stay with all their posts');
    t.same(crowd(100, true).with, core, '1.23.0: a hundred vouched for are freed, as since 1.20.0');
  },
);

t.test('crowds (1.23.0): members held back do not put honest established ones over chance', async (t) => {
  // λ of established newcomers on 'big' is 300 × 2 ÷ 300 = 2 (two on 'other'), so those in a crowd
  // must be over chance on their own (1.20.0). The swarm's 100 seasoned members are held back by
  // 1.23.0; counted in that clause they would keep an honest vouched-for newcomer (200) that posted
  // twice during the swarm's days in the crowd.
  const posters = new Map([
    ['big', 300],
    ['other', 300],
  ]);
  const fresh: [number, string][] = [
    ...Array.from({ length: 105 }, (_, i) => [i, 'big'] as [number, string]),
    [200, 'big'],
    [300, 'other'],
    [301, 'other'],
  ];
  const days = (a: number) =>
    a >= 5 && a < 105 ? ['2026-11-05', '2026-11-19'] : ['2026-11-18', '2026-11-21'];
  const seasoned = (a: number) => a >= 5 && a < 105;
  const established = (a: number) => seasoned(a) || a >= 200;
  const clusters: number[][] = [];
  crowdGroups(fresh, new Int32Array(400).fill(-1), clusters, {
    ...chanceRule(posters, established, days),
    startOfUnestablished: true,
    freedWithinChance: true,
    byHistoryOnly: seasoned,
  });
  t.equal(clusters[0]?.length, 105, 'the core and the 100 held back');
  t.notOk(
    clusters[0]?.includes(200),
    'the vouched-for newcomer is judged against chance on its own: it leaves',
  );
});

t.test(
  'crowds (1.24.0): over chance, the longest-standing members with a history are freed first',
  async (t) => {
    // 1.23.0's crowd of a core of 5 and 100 seasoned members (one post before the core's first day,
    // one after), and beside them 2 honest regulars with the same posts about the project but a
    // history that goes back further. λ = 0, so chance frees at most 4 (minSize 5, less one).
    const posters = new Map([
      ['big', 300],
      ['other', 300],
    ]);
    const fresh: [number, string][] = Array.from({ length: 107 }, (_, i) => [i, 'big'] as [number, string]);
    const days = (a: number) => (a >= 5 ? ['2026-11-05', '2026-11-19'] : ['2026-11-18', '2026-11-21']);
    const seasoned = (a: number) => a >= 5;
    const since = (a: number) => (a >= 105 ? '2026-07-02' : '2026-09-01');
    const run = (postingSince?: (a: number) => string) => {
      const clusters: number[][] = [];
      crowdGroups(fresh, new Int32Array(200).fill(-1), clusters, {
        ...chanceRule(posters, seasoned, days),
        startOfUnestablished: true,
        freedWithinChance: true,
        byHistoryOnly: seasoned,
        ...(postingSince ? { postingSince } : {}),
      });
      return clusters[0] ?? [];
    };
    const before = run();
    t.equal(before.length, 107, '1.23.0: all 102 with a history alone are held back, the regulars too');
    const after = run(since);
    t.equal(after.length, 105, '1.24.0: the core and the 100 seasoned accounts');
    t.notOk(after.includes(105) || after.includes(106), '1.24.0: the two regulars posting longest are freed');
  },
);

t.test(
  'crowds (1.43.0): a member with a history at the minimum is freed within its project’s outside audience',
  async (t) => {
    // A campaign of 30 seasoned accounts (a history, 3 posts each from the crowd's start) and an
    // honest bystander with a history and exactly 2 posts from it. The project's other posters hold
    // established newcomers as the other project does (4 in 300), so chance explains a few at the
    // minimum on a project with an audience of its own; on a project only the crowd talks about, none.
    const run = (bigPosters: number, atMinimum: boolean) => {
      const posters = new Map([
        ['big', bigPosters],
        ['other', 300],
      ]);
      const fresh: [number, string][] = [
        ...Array.from({ length: 30 }, (_, i) => [i, 'big'] as [number, string]),
        [200, 'big'],
        ...[300, 301, 302, 303].map((a) => [a, 'other'] as [number, string]),
      ];
      const days = (a: number) =>
        a === 200 ? ['2026-11-12', '2026-11-19'] : ['2026-11-10', '2026-11-15', '2026-11-20'];
      const clusters: number[][] = [];
      crowdGroups(fresh, new Int32Array(400).fill(-1), clusters, {
        ...chanceRule(posters, () => true, days),
        startOfUnestablished: true,
        freedWithinChance: true,
        byHistoryOnly: () => true,
        postingSince: () => '2026-07-01',
        ...(atMinimum ? { atMinimum: () => true } : {}),
      });
      return clusters[0] ?? [];
    };
    t.ok(run(300, false).includes(200), '1.42.0: at the minimum, the bystander stays in the crowd');
    const after = run(300, true);
    t.notOk(after.includes(200), '1.43.0: the project’s own audience explains it, so it is freed');
    t.equal(after.length, 30, '1.43.0: the campaign stays whole');
    t.ok(run(31, true).includes(200), '1.43.0: no audience outside the crowd frees nobody');
  },
);

t.test('heldBackAfterLongestStanding frees fewer than the bar and never splits a day', async (t) => {
  const day: Record<number, string> = { 1: '2026-08-01', 2: '2026-08-03', 3: '2026-08-03', 4: '2026-08-09' };
  const since = (a: number) => day[a] as string;
  t.same(heldBackAfterLongestStanding([1, 2, 3, 4], since, 4), [], 'as many as may be freed: none held');
  t.same(heldBackAfterLongestStanding([1, 2, 3, 4], since, 3), [4], 'the newest held back');
  t.same(
    heldBackAfterLongestStanding([4, 3, 2, 1], since, 2),
    [4, 3, 2],
    'two tied on the day at the limit are held back together, whatever their order',
  );
  t.same(heldBackAfterLongestStanding([1, 2, 3, 4], since, 0), [1, 2, 3, 4], 'none may be freed');
});
