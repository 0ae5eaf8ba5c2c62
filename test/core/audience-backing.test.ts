import t from 'tap';
import { audienceBacking } from '#core/domain/audience-backing.ts';
import { untradedFollows } from '#core/domain/follow-clusters.ts';

const opts = { bucketFactor: 2, minCount: 1, fullShare: 0.8, maxThin: 0.5 };

t.test(
  'backing counts trusted followers in no cluster, not followed back, against accounts of its size',
  async (t) => {
    // Accounts 0-5 report 150 followers (one bucket); 6-9 are followers; 10 is a cluster member.
    const followers = [150, 150, 150, 150, 150, 150, 50, 50, 50, 50, 50];
    const trust = [1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1];
    const edges: [number, number][] = [
      // 0 and 1: four followers each, three trusted vouchers (9 has trust 0, 10 is in a cluster).
      [6, 0],
      [7, 0],
      [8, 0],
      [9, 0],
      [6, 1],
      [7, 1],
      [8, 1],
      [10, 1],
      // 2: three.
      [6, 2],
      [7, 2],
      [8, 2],
      // 3: three followers, but one it follows back (a trade) and one with trust 0.
      [6, 3],
      [7, 3],
      [3, 7],
      [9, 3],
      // 4: only the cluster member; 5: none.
      [10, 4],
    ];
    const sorted = [...edges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const g = untradedFollows(
      followers.length,
      sorted.map((e) => e[0]),
      sorted.map((e) => e[1]),
    );
    const r = audienceBacking(g, trust, followers, (i) => i !== 10, opts);
    t.same(
      Array.from(r.vouchers.slice(0, 6)),
      [3, 3, 3, 1, 0, 0],
      'trust 0, a trade and a cluster member do not vouch',
    );
    // Bucket of 150: vouchers 3, 3, 3, 1, 0, 0 -> median (lower middle) 1; the bar is 0.8 × 1.
    t.equal(r.bar[0], 0.8);
    t.same(Array.from(r.backing.slice(0, 6)), [1, 1, 1, 1, 0, 0]);
    t.same(
      r.thin.filter((i) => i < 6),
      [4, 5],
      'the accounts with no voucher are thinly backed',
    );
  },
);

t.test('an account with no reference is not judged', async (t) => {
  const r = audienceBacking({ from: [], to: [] }, [0, 0], [5000, 5000], () => false, opts);
  t.same(Array.from(r.backing), [1, 1]);
  t.same(r.thin, []);
});
