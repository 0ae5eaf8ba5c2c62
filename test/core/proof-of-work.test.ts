import t from 'tap';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import {
  mindoMetricOf,
  proofOfWorkParts,
  proofOfWorkScore,
  roundHalfEven,
} from '#core/domain/proof-of-work.ts';
import { apportion } from '#core/domain/score-breakdown.ts';

const none = {
  approved: 0,
  reviewed: 0,
  approvedViews: 0,
  xVerified: false,
  walletProven: false,
  walletScore: null,
};

t.test('proof of work: parts, weights and the wallet part only when scored', async (t) => {
  t.equal(proofOfWorkScore(none, METHODOLOGY_V1), 0, 'nothing done, nothing proven: 0');
  const full = {
    approved: 10,
    reviewed: 10,
    approvedViews: 1_000_000,
    xVerified: true,
    walletProven: true,
    walletScore: 1,
  };
  t.equal(proofOfWorkScore(full, METHODOLOGY_V1), 100, 'everything in full: 100');
  t.equal(
    proofOfWorkScore({ ...full, walletScore: null }, METHODOLOGY_V1),
    100,
    'without a provider the other parts carry 100',
  );
  // X sign-in only: identity ½ × 0.25 of the 0.85 that counts.
  t.equal(
    proofOfWorkScore({ ...none, xVerified: true }, METHODOLOGY_V1),
    roundHalfEven((0.125 / 0.85) * 100, 2),
  );
  const parts = proofOfWorkParts({ ...none, approved: 3, reviewed: 4 }, METHODOLOGY_V1);
  t.equal(parts.find((p) => p.name === 'completion')?.value, 0.75, 'completion = approved ÷ reviewed');
  t.equal(parts.find((p) => p.name === 'walletScore')?.counted, false);
  const sum = parts.reduce((s, p) => s + p.contribution, 0);
  t.ok(
    Math.abs(sum - proofOfWorkScore({ ...none, approved: 3, reviewed: 4 }, METHODOLOGY_V1)) < 0.01,
    'parts add up',
  );
});

t.test('the Mindmark Score: proof of work only adds', async (t) => {
  t.equal(mindoMetricOf(500, 1, null, METHODOLOGY_V1), 500);
  t.equal(mindoMetricOf(500, 1, 0, METHODOLOGY_V1), 500, 'zero proof equals none');
  t.equal(mindoMetricOf(500, 1, 100, METHODOLOGY_V1), 575, 'full proof adds 15%');
  t.equal(mindoMetricOf(500, 0.5, 100, METHODOLOGY_V1), 287.5);
});

t.test('apportion: hundredths that add up to the total', async (t) => {
  const three = apportion([1.005, 2.005, 3.005], 6.02);
  t.equal(Math.round(three.reduce((a, b) => a + b, 0) * 100), 602);
  const out = apportion([100.123, 200.456, 50.001, 0.004, 49.42], 400.0);
  t.equal(Math.round(out.reduce((a, b) => a + b, 0) * 100), 40000, 'adds up to the total exactly');
  t.same(apportion([1, 2], 10), [1, 2], 'a total far off is not papered over');
  t.equal(roundHalfEven(0.125, 2), 0.12, 'ties to even, as PostgreSQL rounds');
});
