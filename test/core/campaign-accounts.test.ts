import t from 'tap';
import { campaignJoins, campaignProjects, groupTies } from '#core/domain/campaign-accounts.ts';

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
    { account: 5, project: 'P', posts: 3 }, // tied by two follows, P its top project: joins
    { account: 6, project: 'P', posts: 3 }, // one follow only: stays out
    { account: 7, project: 'P', posts: 2 }, // tied, but names another project more: stays out
    { account: 8, project: 'P', posts: 1 }, // tied, one post: stays out
    { account: 9, project: 'P', posts: 4 }, // no follows, but new to a crowd's project
  ];
  const from = [5, 0, 6, 7, 1, 8, 2];
  const to = [0, 5, 1, 0, 7, 3, 8];
  const ties = groupTies(from, to, clusterOf, new Set([5, 6, 7, 8, 9]), 2);
  t.equal(ties.get(5 * 2 + 0), 2, 'a follow each way is two ties');
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
