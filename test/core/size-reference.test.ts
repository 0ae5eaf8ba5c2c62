import t from 'tap';
import { clusterTrustMultipliers } from '#core/domain/follow-clusters.ts';
import {
  establishedBeforePush,
  focusNeighbours,
  peripheryNeedsChance,
} from '#core/domain/focus-neighbours.ts';
import { isVouched, sizeReference } from '#core/domain/size-reference.ts';

t.test('size reference: the median of eligible accounts reporting about as many followers', async (t) => {
  // Six small accounts (under 100 followers) with inflow 1, six of 1,600-3,199 with inflow 4.
  const followers = [10, 20, 30, 40, 50, 60, 1600, 2000, 2400, 2800, 3000, 3100];
  const values = [1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4];
  const r = sizeReference(followers, values, () => true, { bucketFactor: 2, minCount: 3 });
  t.same(
    Array.from(r),
    [1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4],
    'each account is measured against its own size',
  );
  // An ineligible account (in a cluster) does not move its bucket's reference.
  const withRing = sizeReference([...followers, 2500], [...values, 0], (i) => i < 12, {
    bucketFactor: 2,
    minCount: 3,
  });
  t.equal(withRing[12], 4, 'a ring account with bought followers is compared with real accounts of its size');
  // A bucket with too few accounts is widened to its neighbours.
  const sparse = sizeReference([100, 150, 250, 300, 350], [2, 2, 8, 8, 8], () => true, {
    bucketFactor: 2,
    minCount: 4,
  });
  t.ok(sparse[0] === sparse[2] && sparse[0] === 8, 'widened until minCount accounts');
  t.same(Array.from(sizeReference([5], [1], () => false, { bucketFactor: 2, minCount: 1 })), [0], 'none: 0');
});

t.test('a size bucket filled by silent accounts is widened as if they were not there (1.34.0)', async (t) => {
  // Ten established accounts of 400-799 followers with 7 vouchers each, one of 300 with 5; a
  // campaign adds four silent accounts of 300-399 followers with none. With minCount 4 the
  // campaign's four fill the 200-399 bucket, whose median becomes its own 0.
  const followers = [400, 450, 500, 550, 600, 650, 700, 720, 750, 790, 300, 310, 320, 330, 340];
  const values = [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 5, 0, 0, 0, 0];
  const established = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0];
  const before = sizeReference(followers, values, () => true, { bucketFactor: 2, minCount: 4 });
  t.equal(before[11], 0, 'before 1.34.0: the silent accounts set their own bucket to 0');
  const since = sizeReference(followers, values, () => true, {
    bucketFactor: 2,
    minCount: 4,
    counted: established,
  });
  t.equal(since[11], 7, 'since 1.34.0: widened until 4 established accounts, and measured against them too');
  t.equal(since[0], 7, 'a bucket with enough established accounts is unchanged');
  const honest = sizeReference(followers.slice(0, 11), values.slice(0, 11), () => true, {
    bucketFactor: 2,
    minCount: 4,
  });
  const honestSince = sizeReference(followers.slice(0, 11), values.slice(0, 11), () => true, {
    bucketFactor: 2,
    minCount: 4,
    counted: established.slice(0, 11),
  });
  t.same(
    Array.from(honestSince),
    Array.from(honest),
    'data where every account posted before: the same references',
  );
});

t.test('vouched: both bars of an unvouched account cleared (1.6.0, 1.8.0; periphery 1.18.3)', async (t) => {
  const crowd = { maxVouched: 0.1, maxBacking: 0.5 };
  t.ok(isVouched(0.6, 1, crowd), 'over 0.1 and over half its size reference');
  t.ok(isVouched(0.5, 1, crowd), 'exactly half its size reference counts');
  t.notOk(isVouched(0.4, 1, crowd), 'under half what accounts of its size get');
  t.notOk(isVouched(0.09, 0.1, crowd), 'under 0.1 of an average account, whatever its size');
  t.notOk(isVouched(0, 0, crowd), 'no vouched trust at all (a loose account nobody tracked follows)');
});

t.test('focus neighbours: own, unreturned follows into a focus group', async (t) => {
  // Accounts 0-2 form focus group 0 (focusFrom 0); 3 follows 0 and 1; 4 follows 2 and 2
  // follows it back (a trade); 5 is followed by 0 only (the group's act, not its own).
  const clusterOf = Int32Array.from([0, 0, 0, -1, -1, -1]);
  const from = [3, 3, 4, 2, 0];
  const to = [0, 1, 2, 4, 5];
  t.same(focusNeighbours(6, from, to, clusterOf, 0), [[3, 0]]);
  t.same(
    focusNeighbours(6, from, to, clusterOf, 1),
    [],
    'follow clusters (below focusFrom) have no neighbours',
  );
});

t.test('earned trust by size: bought reported followers do not make a group ordinary', async (t) => {
  // Accounts 0-7 are seeds with trust 1, each following one account: 8, 9 and 10 (each
  // reporting 3,000 followers) get two seeds each; the group {11, 12} (each reporting
  // 3,000, bought) gets one each; 13 (150 followers) gets none.
  const trust = [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0];
  const from = [0, 1, 2, 3, 4, 5, 6, 7];
  const to = [8, 8, 9, 9, 10, 10, 11, 12];
  const followers = [500, 500, 500, 500, 500, 500, 500, 500, 3000, 3000, 3000, 3000, 3000, 150];
  const clusterOf = Int32Array.from([-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, -1]);
  const opts = { fullRatio: 0.25, floor: 0.1 };
  const flat = clusterTrustMultipliers(14, from, to, trust, [[11, 12]], clusterOf, opts);
  const bySize = clusterTrustMultipliers(14, from, to, trust, [[11, 12]], clusterOf, opts, Infinity, {
    followers,
    bucketFactor: 2,
    minCount: 3,
    fullShare: 1,
  });
  t.equal(flat.earned[0], 1, 'against the median account (inflow 0) the group looks ordinary');
  t.equal(bySize.earned[0], 0.5, 'against accounts of its size it earned half (1 of 2 per member)');
  t.equal(bySize.references[0], 2, "the reference is the median of its size's accounts in no cluster");
});

t.test('established before a push: vouched (1.18.3), or with a history (1.30.0)', async (t) => {
  const since130 = { neighbourHistory: true };
  const before130 = { neighbourHistory: false };
  t.ok(establishedBeforePush(true, false, before130), 'vouched: established with any version');
  t.notOk(establishedBeforePush(false, true, before130), 'before 1.30.0 a history alone is not enough');
  t.ok(establishedBeforePush(false, true, since130), 'since 1.30.0 a history alone is enough');
  t.notOk(establishedBeforePush(false, false, since130), 'neither: every post in the window counts');
});

t.test(
  'a periphery candidate must be over chance only when vouched and tied by one follow (1.38.0)',
  async (t) => {
    const on = { neighbourOverChance: true };
    t.equal(peripheryNeedsChance(1, true, on, 2), true, 'vouched, one follow: over chance needed');
    t.equal(
      peripheryNeedsChance(2, true, on, 2),
      false,
      'two follows into the group: the periphery as before',
    );
    t.equal(peripheryNeedsChance(1, false, on, 2), false, 'unvouched: the periphery as before');
    t.equal(peripheryNeedsChance(1, true, {}, 2), false, 'before 1.38.0: never');
  },
);
