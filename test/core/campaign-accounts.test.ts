import t from 'tap';
import {
  campaignJoins,
  campaignMoves,
  campaignProjects,
  followerCounts,
  groupTies,
  ownedTies,
  ownFollows,
} from '#core/domain/campaign-accounts.ts';

// Accounts 0-3: group 0 (earned 0.4), focused on project P. Account 4: group 1, a group that
// earned 0.9 of its reference, on project Q. Accounts 5-9: in no group.
const clusterOf = Int32Array.from([0, 0, 0, 0, 1, -1, -1, -1, -1, -1]);
const groups = [
  { group: 0, project: 'P', earned: 0.4 },
  { group: 1, project: 'Q', earned: 0.9 },
];
const opts = { maxEarned: 0.75, minShare: 0.5 };

t.test('campaign projects: flagged groups that write most of a project posts', async (t) => {
  const posts = [
    ...[0, 1, 2, 3].map((account) => ({ account, project: 'P', posts: 5 })),
    { account: 5, project: 'P', posts: 3 },
    { account: 4, project: 'Q', posts: 9 },
    { account: 6, project: 'Q', posts: 1 },
  ];
  t.same([...campaignProjects(groups, posts, clusterOf, opts)], [['P', 0]], 'P is group 0 campaign');
  // An honest project the flagged group writes under half of: not a campaign's.
  const busy = [...posts, { account: 7, project: 'P', posts: 21 }];
  t.same([...campaignProjects(groups, busy, clusterOf, opts)], [], 'outnumbered by accounts in no group');
  // A group that earned 0.9 (over maxEarned) flags nothing, however much it writes.
  t.same([...campaignProjects(groups, posts, clusterOf, { ...opts, maxEarned: 0.95 })].length, 2);
});

t.test('campaign joins: loose accounts naming the project most, tied to the group', async (t) => {
  const campaigns = new Map([['P', 0]]);
  const posts = [
    { account: 5, project: 'P', posts: 3 }, // follows two members, P its top project: joins
    { account: 6, project: 'P', posts: 3 }, // one follow only: stays out
    { account: 7, project: 'P', posts: 2 }, // tied, but names another project more: stays out
    { account: 8, project: 'P', posts: 1 }, // tied, one post: stays out
    { account: 9, project: 'P', posts: 4 }, // no follows, but new to a crowd's project
  ];
  // Since 1.10.0 only the account's own follows tie it: 0 -> 5 and 1 -> 7 are the members' acts.
  const from = [5, 5, 0, 6, 7, 1, 8, 2];
  const to = [0, 1, 5, 1, 0, 7, 3, 8];
  const ties = ownFollows(from, to, clusterOf, new Set([5, 6, 7, 8, 9]), 2);
  t.equal(ties.get(5 * 2 + 0), 2, 'two follows of its own');
  t.equal(ties.get(7 * 2 + 0), 1, "a member's follow of the account is not a tie");
  const topPosts = new Map([
    [5, 3],
    [6, 3],
    [7, 5],
    [8, 1],
    [9, 4],
  ]);
  const base = { minPosts: 2, minTies: 2, ties, clusterCount: 2 };
  t.same(campaignJoins(posts, topPosts, campaigns, clusterOf, base), [[5, 0]]);
  t.same(
    campaignJoins(posts, topPosts, campaigns, clusterOf, { ...base, newToCrowd: (a) => a === 9 }),
    [
      [5, 0],
      [9, 0],
    ],
    'an account new to a crowd project joins the crowd without ties',
  );
});

t.test('campaign projects (1.10.0): what counts with the flagged groups', async (t) => {
  // Group 0 writes 20 of P's 60 posts: a third, not a campaign's by its own posts.
  const posts = [
    ...[0, 1, 2, 3].map((account) => ({ account, project: 'P', posts: 5 })),
    ...[5, 6, 7, 8].map((account) => ({ account, project: 'P', posts: 5 })),
    { account: 4, project: 'P', posts: 20 },
  ];
  t.same([...campaignProjects(groups, posts, clusterOf, opts)], [], 'a third is under half');
  // Accounts in no group for which P is new, like a crowd's members, count with the crowd.
  const alike = (p: { account: number }) => p.account >= 5;
  t.same([...campaignProjects(groups, posts, clusterOf, { ...opts, alike })], [['P', 0]]);
  // Posts of any other flagged cluster count too (here group 1, as if it earned little).
  t.same(
    [...campaignProjects(groups, posts, clusterOf, { ...opts, flaggedClusters: new Set([0, 1]) })],
    [['P', 0]],
    "another flagged cluster's posts about P make it a campaign's",
  );
  t.same(
    [...campaignProjects(groups, posts, clusterOf, { ...opts, flaggedClusters: new Set([0]) })],
    [],
    'the flagged group itself adds nothing twice',
  );
});

t.test('campaign moves (1.10.0): a campaign member sheltered in a group that earned its trust', async (t) => {
  // Accounts 0-3: campaign group 0 on P. Accounts 4, 5, 6: members of group 1 (not flagged).
  const clusters = Int32Array.from([0, 0, 0, 0, 1, 1, 1, -1]);
  const campaigns = new Map([['P', 0]]);
  const posts = [
    { account: 4, project: 'P', posts: 4 }, // follows two campaign members: moves
    { account: 5, project: 'P', posts: 4 }, // followed by two members only (their act): stays
    { account: 6, project: 'P', posts: 1 }, // follows two, one post: stays
    { account: 7, project: 'P', posts: 4 }, // in no group: the 1.9.0 joins decide, not moves
  ];
  const from = [4, 4, 0, 1, 6, 6, 7, 7];
  const to = [0, 1, 5, 5, 2, 3, 0, 1];
  const follows = ownFollows(from, to, clusters, new Set([4, 5, 6, 7]), 2);
  t.equal(follows.get(4 * 2 + 0), 2, "the account's own follows to the group");
  t.equal(follows.get(5 * 2 + 0), undefined, 'follows by the members are not counted');
  const opts = { minPosts: 2, minTies: 2, follows, clusterCount: 2, movable: (g: number) => g === 1 };
  t.same(campaignMoves(posts, campaigns, clusters, opts), [[4, 0]]);
  t.same(
    campaignMoves(posts, campaigns, clusters, { ...opts, movable: () => false }),
    [],
    'a member of a flagged group stays where it is',
  );
});

t.test(
  "group ties: follows either way with the members (1.9.0), the own follows and the members' together",
  async (t) => {
    // The edges of the joins test above: 5 follows 0 and 1, 0 follows 5; 6 follows 1; 7 follows
    // 0 and 1 follows 7; 8 follows 3 and 2 follows 8; 4 (group 1) follows 9; 9 follows 6.
    const from = [5, 5, 0, 6, 7, 1, 8, 2, 4, 9];
    const to = [0, 1, 5, 1, 0, 7, 3, 8, 9, 6];
    const ties = groupTies(from, to, clusterOf, new Set([5, 6, 7, 8, 9]), 2);
    t.same(
      [...ties].sort(([a], [b]) => a - b),
      [
        [5 * 2 + 0, 3],
        [6 * 2 + 0, 1],
        [7 * 2 + 0, 2],
        [8 * 2 + 0, 2],
        [9 * 2 + 1, 1],
      ],
      "each candidate counts its follows to a group and the group's follows to it; a follow between two accounts in no group is no tie",
    );
  },
);

t.test(
  'ties a follow received makes count only with a follow of its own or an audience that is the group (1.18.2)',
  async (t) => {
    // Group 0 is accounts 0-3. Account 5 is followed by members 0 and 1 and by three accounts in no
    // group (6, 7, 8), and follows none of the group: the ring's follows alone, not its audience.
    // Account 9 is followed by members 2 and 3 only: its audience is the group's. Account 7 is
    // followed by member 0 and follows member 1: one of its ties is its own.
    const edges: [number, number][] = [
      [0, 5],
      [1, 5],
      [6, 5],
      [7, 5],
      [8, 5],
      [2, 9],
      [3, 9],
      [0, 7],
      [7, 1],
    ];
    const from = edges.map((e) => e[0]);
    const to = edges.map((e) => e[1]);
    const candidates = new Set([5, 7, 9]);
    const either = groupTies(from, to, clusterOf, candidates, 2);
    const own = ownFollows(from, to, clusterOf, candidates, 2);
    const received = ownFollows(to, from, clusterOf, candidates, 2);
    const followers = followerCounts(to, 10);
    t.same(either.get(5 * 2), 2, '1.18.1 counted two ties for account 5');
    const kept = ownedTies(either, own, received, followers, 2);
    t.same(
      [...kept].sort((a, b) => a[0] - b[0]),
      [
        [7 * 2, 2],
        [9 * 2, 2],
      ],
      'account 5 keeps no tie; 7 (a follow of its own) and 9 (its followers are the group) keep theirs',
    );
  },
);
