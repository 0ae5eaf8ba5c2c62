import t from 'tap';
import {
  chanceBar,
  crowdBars,
  crowdChances,
  isOnlyMostNamed,
  knownProjectDays,
  overChanceProjects,
  poissonTail,
} from '#core/domain/crowd-chance.ts';

// docs/methodology.md, "Unvouched crowds" (1.18.1): a new project counts toward an unvouched
// account's crowd only where it takes at least overChance × its share of everyone's posts.
const share = new Map([
  ['shield', 0.036],
  ['target', 0.02],
]);
const own = new Map([
  [0, 3], // an honest newcomer: 2 of its 3 posts about projects name @shield
  [1, 50], // a ring's cover account: 2 of 50 posts name @shield, 20 its target
  [2, 0],
]);
const of = (a: number) => own.get(a) ?? 0;
const sh = (p: string) => share.get(p) ?? 0;

t.test('a project over chance among the account’s own posts counts; padding does not', async (t) => {
  const fresh = [
    [0, 'shield', 2],
    [1, 'shield', 2],
    [1, 'target', 20],
  ] as const;
  t.same(overChanceProjects(fresh, of, sh, 3), [
    [0, 'shield'],
    [1, 'target'],
  ]);
});

t.test('since 1.29.0 the project an account names most counts, over chance or not', async (t) => {
  // fresh-big (held out after 1.27.0): 7 of 37 posts name the target, whose share of everyone's
  // posts is 7.3%: 18.9% is under 3 × 7.3%, and no padding project has more than 6 of them.
  const padded = new Map([[3, 37]]);
  const own3 = (a: number) => padded.get(a) ?? of(a);
  const wide = () => 0.073;
  t.same(overChanceProjects([[3, 'target', 7]], own3, wide, 3), [], 'before 1.29.0: under chance');
  const most = new Map([
    [3, { top: 7, ties: 1 }],
    // The ring's cover account names its own target most: @shield, its padding, does not count.
    [1, { top: 20, ties: 1 }],
    // An account naming two projects 4 times each has no project it names most.
    [4, { top: 4, ties: 2 }],
  ]);
  const mostOf = (a: number) => most.get(a) ?? { top: 0, ties: 0 };
  t.same(overChanceProjects([[3, 'target', 7]], own3, wide, 3, mostOf), [[3, 'target']]);
  t.same(overChanceProjects([[1, 'shield', 2]], of, sh, 3, mostOf), [], 'padding is still padding');
  t.same(
    overChanceProjects([[4, 'a', 4]], () => 40, wide, 3, mostOf),
    [],
    'a tie names none most',
  );
  t.ok(isOnlyMostNamed(7, { top: 7, ties: 1 }));
  t.notOk(isOnlyMostNamed(6, { top: 7, ties: 1 }));
  t.notOk(isOnlyMostNamed(7, { top: 7, ties: 2 }));
});

t.test('the bar is inclusive and scales with the project’s share of all posts', async (t) => {
  // 2 ÷ 50 = 0.04 against 3 × 0.036 = 0.108: out; against a project at 0.04 ÷ 3: exactly at the bar.
  t.same(overChanceProjects([[1, 'shield', 2]], of, sh, 3), []);
  t.same(
    overChanceProjects([[1, 'rare', 2]], of, () => 0.04 / 3, 3),
    [[1, 'rare']],
  );
  // An account with no post about any project has no project over chance.
  t.same(overChanceProjects([[2, 'shield', 2]], of, sh, 3), []);
});

// docs/methodology.md, "Crowds against chance" (1.20.0): a crowd holds more unvouched
// newcomers than chance puts among its project's posters, with odds at most 1 in 1,000.
t.test('poissonTail agrees with the sums of the Poisson law', async (t) => {
  t.equal(poissonTail(0, 3), 1);
  t.equal(poissonTail(1, 0), 0);
  // P(X ≥ 1) = 1 − e^−λ; P(X ≥ 2) = 1 − e^−λ (1 + λ).
  t.ok(Math.abs(poissonTail(1, 2) - (1 - Math.exp(-2))) < 1e-12);
  t.ok(Math.abs(poissonTail(2, 2) - (1 - 3 * Math.exp(-2))) < 1e-12);
  // Far in the upper tail (k > λ): P(X ≥ 9 | 3) = 0.0038030 (tables).
  t.ok(Math.abs(poissonTail(9, 3) - 0.003803) < 1e-6);
  // Large means stay finite and monotone.
  t.ok(poissonTail(300, 200) < 1e-9 && poissonTail(300, 200) > 0);
  t.ok(poissonTail(150, 200) > 0.99);
});

t.test('chanceBar is the least count whose upper tail is within the odds', async (t) => {
  for (const lambda of [0, 0.25, 1, 3, 15, 200]) {
    const k = chanceBar(lambda, 0.001);
    t.ok(poissonTail(k, lambda) <= 0.001, `λ ${lambda}: ${k} within the odds`);
    if (k > 1) t.ok(poissonTail(k - 1, lambda) > 0.001, `λ ${lambda}: ${k - 1} is not`);
  }
  // The bar grows with the mean far slower than a fixed share of the posters would.
  t.equal(chanceBar(3, 0.001), 11);
  t.equal(chanceBar(15, 0.001), 29);
  // With loose odds the bar falls below the mean: P(X ≥ 3 | 3) = 0.58 and P(X ≥ 2 | 3) = 0.80 are
  // within 0.9, P(X ≥ 1 | 3) = 0.95 is not.
  t.equal(chanceBar(3, 0.9), 2);
});

t.test('crowdChances: a project alone has no other projects to measure chance on', async (t) => {
  t.same(crowdChances(new Map([['a', 4]]), new Map([['a', 100]])), new Map([['a', 0]]));
  // Two projects: each one's chance is its posters × the other's newcomers per poster.
  t.same(
    crowdChances(
      new Map([['a', 4]]),
      new Map([
        ['a', 100],
        ['b', 50],
      ]),
    ),
    new Map([
      ['a', 0],
      ['b', 2],
    ]),
  );
});

t.test('crowdBars measure chance on the other projects, so a crowd does not raise its own bar', async (t) => {
  // 20 honest projects of 1,200 posters with 3 unvouched newcomers each; a target of 1,256
  // posters with 50 (a swarm). Chance on the target: 1,256 × 60 ÷ 24,000 = 3.14.
  const posters = new Map<string, number>([['target', 1256]]);
  const newcomers = new Map<string, number>([['target', 50]]);
  for (let i = 0; i < 20; i++) {
    posters.set(`p${i}`, 1200);
    newcomers.set(`p${i}`, 3);
  }
  const bars = crowdBars(newcomers, posters, 0.001, 5);
  t.equal(bars.get('target'), chanceBar((1256 * 60) / 24000, 0.001));
  t.ok((bars.get('target') as number) <= 12, 'the swarm of 50 is a crowd');
  // An honest project's bar counts the swarm among the others' newcomers, and is still far above 3.
  t.ok((bars.get('p0') as number) > 6);
  // With no newcomers anywhere else, the bar is the minimum size.
  t.equal(
    crowdBars(
      new Map([['a', 9]]),
      new Map([
        ['a', 100],
        ['b', 100],
      ]),
      0.001,
      5,
    ).get('a'),
    5,
  );
});

// docs/methodology.md, "1.32.0: a project named before is not new".
t.test('a project is known to an account over knownDays, never fewer than the history days', async (t) => {
  t.equal(knownProjectDays({ historyDays: 60 }), 60, 'before 1.32.0: the history days');
  t.equal(knownProjectDays({ historyDays: 60, knownDays: 90 }), 90, 'since 1.32.0: 90 days');
  t.equal(knownProjectDays({ historyDays: 60, knownDays: 30 }), 60, 'never shorter than the history');
});
