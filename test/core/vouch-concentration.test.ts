import t from 'tap';
import { audienceBacking } from '#core/domain/audience-backing.ts';
import { vouchWeights } from '#core/domain/vouch-concentration.ts';

// 100 accounts. Project 0 has 10 posters (accounts 10..19), project 1 has 50 (accounts 20..69).
const n = 100;
const projectsOf = (i: number) => (i >= 10 && i < 20 ? [0] : i >= 20 && i < 70 ? [1] : []);
const posters = [10, 50];
const opts = { minCount: 3, overChance: 3 };

t.test('a voucher that follows many of one small project’s posters counts as minCount of them', async (t) => {
  // Account 0 vouches for the 10 posters of project 0 and 2 other accounts: chance gives
  // 12 × 10/100 = 1.2, 3× that is 3.6 > minCount, so the 10 count as 3.6.
  const from = [...Array(12)].map(() => 0);
  const to = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 80, 81];
  const { weights, partial } = vouchWeights({ from, to }, n, () => true, projectsOf, posters, opts);
  const onProject = [...weights].slice(0, 10).reduce((a, b) => a + b, 0);
  t.equal(Math.round(onProject * 1e9) / 1e9, 3.6, 'its 10 vouches of the posters count as 3.6');
  t.same([...weights].slice(10), [1, 1], 'its other vouches count in full');
  t.equal(partial[10], 1, 'the poster knows one of its vouchers was counted in part');
  t.equal(partial[80], 0);
});

t.test('what chance explains is left alone', async (t) => {
  // Account 1 follows 20 accounts, 10 of them posters of the big project 1: chance gives
  // 20 × 50/100 = 10, so nothing is concentrated.
  const from = [...Array(20)].map(() => 1);
  const to = [...[20, 21, 22, 23, 24, 25, 26, 27, 28, 29], ...[70, 71, 72, 73, 74, 75, 76, 77, 78, 79]];
  const { weights } = vouchWeights({ from, to }, n, () => true, projectsOf, posters, opts);
  t.same([...new Set(weights)], [1]);
  // A voucher with a few posters of a small project (at most minCount) is left alone too.
  const few = vouchWeights({ from: [2, 2, 2], to: [10, 11, 12] }, n, () => true, projectsOf, posters, opts);
  t.same([...few.weights], [1, 1, 1]);
});

t.test('vouches that do not count (the caller’s rule) are not weighed', async (t) => {
  const from = [...Array(10)].map(() => 0);
  const to = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
  const { weights } = vouchWeights({ from, to }, n, () => false, projectsOf, posters, opts);
  t.same([...new Set(weights)], [1]);
});

t.test('the backed audience sums the weights', async (t) => {
  // Accounts 0..4 each vouch for all of 10..19 (bulk backing of project 0's posters).
  const from: number[] = [];
  const to: number[] = [];
  for (let a = 0; a < 5; a++)
    for (let b = 10; b < 20; b++) {
      from.push(a);
      to.push(b);
    }
  const trust = Array.from({ length: n }, () => 1);
  const followers = Array.from({ length: n }, () => 2000);
  const w = vouchWeights({ from, to }, n, () => true, projectsOf, posters, opts);
  const bOpts = { bucketFactor: 2, minCount: 1, fullShare: 0.8, maxThin: 0.5 };
  const plain = audienceBacking({ from, to }, trust, followers, () => true, bOpts);
  const weighed = audienceBacking({ from, to }, trust, followers, () => true, bOpts, w.weights);
  t.equal(plain.vouchers[10], 5, 'five vouchers counted one each before 1.13.0');
  t.equal(weighed.vouchers[10], 1.5, 'each counts 3 ÷ 10 since');
});
