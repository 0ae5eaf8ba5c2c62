import t from 'tap';
import { fairLevel, fairMultiplier } from '#core/domain/thin-shares.ts';

t.test('within the allowance nobody is cut', async (t) => {
  t.equal(fairLevel([5, 10, 20], 35), Number.POSITIVE_INFINITY);
  t.equal(fairLevel([5, 10, 20], 100), Number.POSITIVE_INFINITY);
  t.equal(fairLevel([], 0), Number.POSITIVE_INFINITY);
  t.equal(fairMultiplier(20, Number.POSITIVE_INFINITY, 0.001), 1);
});

t.test(
  'the allowance is shared per account: small voices keep theirs, the heavy ones are cut to the level',
  async (t) => {
    // f4f-swarm's shape at 2,000 KOLs: three honest accounts that named the project once
    // (4.5, 7.0, 9.0) beside eleven campaign accounts at about 160 each, an allowance of 299.
    const attention = [4.5, 7, 9, ...Array.from({ length: 11 }, () => 160)];
    const level = fairLevel(attention, 299);
    t.ok(level > 9, `the level (${level.toFixed(2)}) is above every honest account's attention`);
    t.equal(fairMultiplier(4.5, level, 0.001), 1);
    t.equal(fairMultiplier(9, level, 0.001), 1);
    const kept = attention.reduce((s, a) => s + a * fairMultiplier(a, level, 0.001), 0);
    t.ok(Math.abs(kept - 299) < 1e-9, `what the accounts keep adds up to the allowance (${kept})`);
    // Proportional (before 1.25.0) every account kept the same share: 299 / 1,780.5.
    const proportional = 299 / attention.reduce((s, a) => s + a, 0);
    t.ok(proportional < 0.2, 'before, the honest accounts kept under a fifth');
  },
);

t.test('equal accounts keep equal shares, as before 1.25.0', async (t) => {
  const level = fairLevel([10, 10, 10, 10], 20);
  t.equal(level, 5);
  t.equal(fairMultiplier(10, level, 0.001), 0.5);
});

t.test('the level does not depend on the order of the accounts', async (t) => {
  const a = [3, 50, 8, 1, 20, 20, 7];
  t.equal(fairLevel(a, 30), fairLevel([...a].reverse(), 30));
  t.equal(
    fairLevel(a, 30),
    fairLevel(
      [...a].sort((x, y) => x - y),
      30,
    ),
  );
});

t.test('the floor holds for an account far over the level', async (t) => {
  t.equal(fairMultiplier(1_000_000, 1, 0.001), 0.001);
  t.equal(fairLevel([1_000, 1_000], 0), 0);
});
