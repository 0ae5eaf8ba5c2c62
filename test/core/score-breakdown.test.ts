import t from 'tap';
import { METHODOLOGY_V1 as m } from '#core/domain/methodology.ts';
import { buildScoreBreakdown, type ScoreInputs } from '#core/domain/score-breakdown.ts';
import { evaluate, kolScoreFormula } from '#core/domain/score-formulas.ts';

// The receipt rebuilds the KOL Score from the stored inputs with the published formulas
// (docs/methodology.md, "Score receipts"); since 1.28.0 reach counts a thinly backed account's
// followers in the share its backing supports, and the reach line says so; since 1.39.0 its
// engagement and consistency count in the same share, with a line each.
const inputs = (backing: ScoreInputs['backing'], kolScore: number): ScoreInputs => ({
  kolId: 'k',
  twitterUsername: 'someone',
  asOf: '2026-11-22',
  followers: 10_000,
  engagementRate: 2.5,
  smartFollowersCount: 0,
  smartSetSize: 100,
  activeDays: 15,
  mindsharePercent: 0.25,
  authenticity: 1,
  credibility: 1,
  proofOfWork: null,
  qualityScore: null,
  kolScore,
  mindoMetric: kolScore,
  windows: [],
  discounts: [],
  postsInWindow: 4,
  proofOfWorkInputs: null,
  standing: { value: 1, evidence: null },
  backing,
  discountedPosts: [],
  discountedPostsTotal: 0,
});
const env = {
  followers: 10_000,
  engagementRate: 2.5,
  smartShare: 0,
  activeDays: 15,
  mindshare: 0.25,
  standing: 1,
};
const scoreAt = (backing: number) =>
  Math.round(evaluate(kolScoreFormula(m), { ...env, backing }) * 100) / 100;

t.test('a thinly backed account: reach counts its followers in part, and the line says why', async (t) => {
  const thin = { value: 0.25, vouchers: 3, reference: 12 };
  const b = buildScoreBreakdown(inputs(thin, scoreAt(0.25)), m);
  const reach = b.components.find((c) => c.name === 'reach');
  t.equal(reach?.input, 10_000, 'the input shown is the reported count');
  t.equal(
    reach?.normalized,
    Math.round((Math.log10(5_001) / Math.log10(10_000_001)) * 1e6) / 1e6,
    'half of them',
  );
  t.equal(
    reach?.evidence,
    'reach counts 5000 of the 10000 followers X reports (0.5 of them): the account has 3 trusted followers it does not follow back, against 12 (0.8 × the median of accounts of its reported size), a backing of 0.25; reported followers count in full from a backing of 0.5 (since 1.28.0)',
  );
  const sum = b.components.reduce((a, c) => a + c.points, 0);
  t.equal(Math.round(sum * 100), Math.round((b.kolScore ?? 0) * 100), 'the components add up to the score');
  t.ok(
    b.components.every(
      (c) => ['reach', 'engagement', 'consistency'].includes(c.name) || c.evidence === undefined,
    ),
    'only reach, engagement and consistency have a line',
  );
  // Since 1.39.0 engagement and consistency count in the share reach does, and say so.
  const engagement = b.components.find((c) => c.name === 'engagement');
  t.equal(engagement?.input, 2.5, 'the input shown is the engagement rate');
  t.equal(engagement?.normalized, 0.25, 'half of 2.5 ÷ 5');
  t.equal(
    engagement?.evidence,
    'engagement counts in the share 0.5: the account has 3 trusted followers it does not follow back, against 12 (0.8 × the median of accounts of its reported size), a backing of 0.25; posting and engagement count in full from a backing of 0.5, as reach does (since 1.39.0)',
  );
  t.equal(b.components.find((c) => c.name === 'consistency')?.normalized, 0.25, 'half of 15 ÷ 30');
  t.match(
    b.components.find((c) => c.name === 'consistency')?.evidence,
    /^consistency counts in the share 0\.5:/,
  );
});

t.test('an account that is not thinly backed: every follower, no line', async (t) => {
  const b = buildScoreBreakdown(inputs(null, scoreAt(1)), m);
  const reach = b.components.find((c) => c.name === 'reach');
  t.equal(reach?.normalized, Math.round((Math.log10(10_001) / Math.log10(10_000_001)) * 1e6) / 1e6);
  t.equal(reach?.evidence, undefined);
  // Before 1.28.0 a thin account's receipt had no line and counted every follower.
  const before = {
    ...m,
    version: '1.27.0',
    kolScore: { ...m.kolScore, reachBacked: false, activityBacked: false },
  };
  const old = buildScoreBreakdown(inputs({ value: 0, vouchers: 0, reference: 12 }, scoreAt(1)), before);
  t.equal(old.components.find((c) => c.name === 'reach')?.evidence, undefined);
  t.equal(old.components.find((c) => c.name === 'reach')?.normalized, reach?.normalized);
  t.ok(
    old.components.every((c) => c.evidence === undefined),
    'no line at all before 1.28.0',
  );
});
