import t from 'tap';
import { overChanceProjects } from '#core/domain/crowd-chance.ts';

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
