import t from 'tap';
import { tiedNewcomers } from '#core/domain/tied-newcomers.ts';

const opts = { minTies: 2, overChance: 3, minSize: 5 };
const none = (n: number) => new Int32Array(n).fill(-1);

t.test('accounts new to a project that follow each other beyond chance are one group', async (t) => {
  // 200 accounts; 6 new to @ring follow the next two of them (a ring at density 1/3).
  const n = 200;
  const from: number[] = [];
  const to: number[] = [];
  for (let a = 0; a < 6; a++)
    for (const d of [1, 2]) {
      from.push(a);
      to.push((a + d) % 6);
    }
  const fresh = Array.from({ length: 6 }, (_, a) => [a, 'ring'] as const);
  const clusterOf = none(n);
  const clusters: number[][] = [[190, 191]];
  t.same(tiedNewcomers(n, from, to, fresh, clusterOf, clusters, opts), ['ring']);
  t.same(clusters[1], [0, 1, 2, 3, 4, 5]);
  t.equal(clusterOf[3], 1);
});

t.test('ties chance explains, too few ties or too few accounts make no group', async (t) => {
  const n = 200;
  // Six hubs new to a popular project: each follows the others (5 ties) but also 100 accounts,
  // and the project has 60 new posters, so chance = 101 × 60 / 200 ≈ 30: 5 ties are chance.
  const from: number[] = [];
  const to: number[] = [];
  for (let a = 0; a < 6; a++) {
    for (let b = 0; b < 6; b++)
      if (a !== b && a < b) {
        from.push(a);
        to.push(b);
      }
    for (let k = 0; k < 100; k++) {
      from.push(a);
      to.push(100 + ((a * 7 + k) % 100));
    }
  }
  const fresh = Array.from({ length: 60 }, (_, a) => [a < 6 ? a : 40 + a, 'popular'] as const);
  t.same(tiedNewcomers(n, from, to, fresh, none(n), [], opts), []);
  // Four accounts tied to each other: under the minimum size.
  const four: number[][] = [];
  const f4 = [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].filter((b) => b !== a).map((b) => [a, b]));
  t.same(
    tiedNewcomers(
      n,
      f4.map((e) => e[0] as number),
      f4.map((e) => e[1] as number),
      [0, 1, 2, 3].map((a) => [a, 'x'] as const),
      none(n),
      four,
      opts,
    ),
    [],
  );
  // One follow each (a chain): under minTies for the ends.
  const chain = [0, 1, 2, 3, 4, 5, 6];
  const got = tiedNewcomers(
    n,
    chain.slice(0, -1),
    chain.slice(1),
    chain.map((a) => [a, 'y'] as const),
    none(n),
    [],
    opts,
  );
  t.same(got, ['y'], 'the five inner accounts have 2 ties each');
});

t.test(
  'an account joins the project on which it has the most ties; clustered accounts are left out',
  async (t) => {
    const n = 300;
    const from: number[] = [];
    const to: number[] = [];
    // Accounts 0-5 all follow each other (5 ties on @a); 0-2 also tied on @b with 10-11 (3 ties).
    for (let a = 0; a < 6; a++)
      for (let b = 0; b < 6; b++)
        if (a !== b) {
          from.push(a);
          to.push(b);
        }
    for (const a of [0, 1, 2])
      for (const b of [10, 11]) {
        from.push(a);
        to.push(b);
      }
    from.push(10);
    to.push(11);
    const fresh = [
      ...[0, 1, 2, 3, 4, 5].map((a) => [a, 'a'] as const),
      ...[0, 1, 2, 10, 11].map((a) => [a, 'b'] as const),
    ];
    const clusterOf = none(n);
    clusterOf[5] = 0;
    const clusters: number[][] = [[5]];
    // With account 5 in a cluster, @a has 5 fresh accounts each tied to 4: a group; @b's 10 and 11
    // keep their ties on @b but are only 2 there, under the minimum size.
    t.same(tiedNewcomers(n, from, to, fresh, clusterOf, clusters, opts), ['a']);
    t.same(clusters[1], [0, 1, 2, 3, 4]);
    t.equal(clusterOf[10], -1);
  },
);
