import t from 'tap';
import { mutualTies } from '#core/domain/campaign-accounts.ts';
import { binomialBar, clusterTrustMultipliers, followClusters } from '#core/domain/follow-clusters.ts';

// 1.26.0 (docs/methodology.md, "1.26.0: follow-backs are not membership").

/** Edges as parallel arrays, sorted (the engine's order). */
function graph(edges: [number, number][]) {
  const sorted = [...edges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { from: sorted.map((e) => e[0]), to: sorted.map((e) => e[1]) };
}
const mutualPair = (a: number, b: number): [number, number][] => [
  [a, b],
  [b, a],
];
/** Accounts 0..size-1 all following each other. */
const complete = (size: number) =>
  Array.from({ length: size }, (_, a) => Array.from({ length: size }, (_, b) => [a, b] as [number, number]))
    .flat()
    .filter(([a, b]) => a !== b);
/** Honest accounts from `first` on in mutual pairs (2k, 2k+1): the network's ordinary follow-backs. */
const honestPairs = (first: number, pairs: number) =>
  Array.from({ length: pairs }, (_, k) => mutualPair(first + 2 * k, first + 2 * k + 1)).flat();

const N = 400;
const OPTS = { minCommon: 2, minSize: 5 };

t.test('binomialBar: two mutual follows are within chance once a cluster trades widely', async (t) => {
  t.equal(binomialBar(2, 0, 0.001), 1, 'nothing outside: any count is over chance');
  t.equal(binomialBar(2, 0.01, 0.001), 2, 'a cluster that barely trades: two are over chance');
  t.equal(binomialBar(2, 0.47, 0.001), 3, 'a cluster that trades with hundreds: even both of two are chance');
  t.equal(binomialBar(8, 0.36, 0.001), 8, 'eight of eight are over chance at r = 0.36');
  t.equal(binomialBar(6, 0.36, 0.001), 7, 'six of six are not');
});

t.test("an account that followed back two of a trading ring's accounts is not its member", async (t) => {
  // A ring of 8 that all follow each other; each member trades follows with 12 honest accounts
  // (100..195), and honest account 300 followed back two of them (0 and 1). 300 is followed by 10
  // honest accounts besides; 50 honest mutual pairs are the network's own follow-backs.
  const trades = Array.from({ length: 8 }, (_, m) =>
    Array.from({ length: 12 }, (_, k) => mutualPair(m, 100 + 12 * m + k)).flat(),
  ).flat();
  const edges: [number, number][] = [
    ...complete(8),
    ...trades,
    ...mutualPair(300, 0),
    ...mutualPair(300, 1),
    ...Array.from({ length: 10 }, (_, k) => [200 + k, 300] as [number, number]),
    ...honestPairs(210, 50),
  ];
  const { from, to } = graph(edges);
  const before = followClusters(N, from, to, OPTS);
  t.equal(before.clusterOf[300], 0, 'without the chance bar (1.25.0) its two mutual follows attach it');
  const after = followClusters(N, from, to, { ...OPTS, mutualOdds: 0.001 });
  t.equal(after.clusterOf[300], -1, 'with it (1.26.0) two mutual follows with a ring trading 96 are chance');
  t.same(after.clusters[0]?.slice(0, 8), [0, 1, 2, 3, 4, 5, 6, 7], 'the ring is still a cluster');

  // The follows the ring's members returned earned it trust before 1.26.0, and earn nothing since.
  const trust = Float64Array.from({ length: N }, () => 1);
  const judge = (tradedFrom: number) =>
    clusterTrustMultipliers(
      N,
      from,
      to,
      trust,
      after.clusters,
      after.clusterOf,
      { fullRatio: 0.25, floor: 0.1 },
      tradedFrom,
    ).perMember[0] as number;
  t.ok(
    judge(Number.POSITIVE_INFINITY) > 0,
    `1.25.0: the trades earn the ring ${judge(Number.POSITIVE_INFINITY)} per member`,
  );
  t.equal(judge(0), 0, '1.26.0: returned follows earn it nothing');
});

t.test("a sparse ring's loosely tied member still joins it when the ring does not trade", async (t) => {
  // Ring 0..5 all mutual; 10 is mutual with 0 and 3 only (no triangle of two shared mutuals with
  // either), and followed by 5 honest accounts besides, so its followers are not mostly the ring's.
  const edges: [number, number][] = [
    ...complete(6),
    ...mutualPair(10, 0),
    ...mutualPair(10, 3),
    ...Array.from({ length: 5 }, (_, k) => [20 + k, 10] as [number, number]),
    ...honestPairs(210, 50),
  ];
  const { from, to } = graph(edges);
  const { clusterOf } = followClusters(N, from, to, { ...OPTS, mutualOdds: 0.001 });
  t.equal(clusterOf[10], 0, 'two mutual follows with a ring that trades with nobody else are over chance');
});

t.test('a follow-back is one tie with a group, not two (1.27.0)', async (t) => {
  // Group 0 holds accounts 0..4. Candidate 10 follows 0 and 0 follows it back (one mutual pair);
  // candidate 11 follows 1 and 2 (two members); candidate 12 is followed by 3 and follows nobody.
  const edges: [number, number][] = [...mutualPair(10, 0), [11, 1], [11, 2], [3, 12]];
  const { from, to } = graph(edges);
  const clusterOf = new Int32Array(20).fill(-1);
  for (let a = 0; a < 5; a++) clusterOf[a] = 0;
  const mutual = mutualTies(20, from, to, clusterOf, new Set([10, 11, 12]), 1);
  t.same([...mutual], [[10, 1]], "only 10's pair with 0 is mutual, counted once");
});
