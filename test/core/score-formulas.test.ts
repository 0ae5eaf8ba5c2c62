import t from 'tap';
import { METHODOLOGY_FORMULAS, METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import {
  componentFormulas,
  engagementFormula,
  evaluate,
  formulaText,
  kolScoreFormula,
  rawAttentionFormula,
} from '#core/domain/score-formulas.ts';

const m = METHODOLOGY_V1;

t.test('each formula evaluates to its hand-computed value', async (t) => {
  const post = { views: 999, likes: 10, replies: 2, reposts: 1, quotes: 1, bookmarks: 4 };
  // 10·1 + 2·2 + 1·2 + 1·3 + 4·1 = 23
  t.equal(evaluate(engagementFormula(m), post), 23);
  t.equal(evaluate(rawAttentionFormula(), { views: 999, e: 23 }), Math.log(1000) + Math.log(24));
  const c = componentFormulas(m);
  const inputs = {
    followers: 9999,
    engagementRate: 2.5,
    smartShare: 0.2,
    activeDays: 15,
    mindshare: 0.25,
    backing: 1,
  };
  t.equal(evaluate(c.reach, inputs), 4 / Math.log10(10_000_001), 'reach: log10(10,000)/log10(1 + 10M)');
  t.equal(evaluate(c.engagement, inputs), 0.5, 'engagement: 2.5% of the full 5%');
  t.equal(evaluate(c.smart, inputs), 1, 'smart: capped at 1');
  t.equal(evaluate(c.consistency, inputs), 0.5, 'consistency: 15 of 30 days');
  t.equal(evaluate(c.mindshare, inputs), 0.5, 'mindshare: sqrt(0.25% of the full 1%)');
  const score = evaluate(kolScoreFormula(m), { ...inputs, standing: 0.5 });
  const byHand =
    1000 * (0.25 * (4 / Math.log10(10_000_001)) + 0.2 * 0.5 + 0.2 * 1 + 0.15 * 0.5 + 0.2 * 0.5) * 0.5;
  t.equal(score, byHand, 'kolScore: scale · Σ weight · component · standing');
  t.throws(() => evaluate(c.reach, {}), /followers is missing/);
});

t.test('since 1.28.0 reach counts the reported followers as far as they are vouched for', async (t) => {
  const c = componentFormulas(m);
  const full = 4 / Math.log10(10_000_001);
  t.equal(
    evaluate(c.reach, { followers: 9999, backing: 0.5 }),
    full,
    'backing at maxThin (0.5): all of them',
  );
  t.equal(evaluate(c.reach, { followers: 9999, backing: 1 }), full, 'not thinly backed: all of them');
  t.equal(
    evaluate(c.reach, { followers: 9999, backing: 0.05 }),
    Math.log10(1 + 9999 * 0.1) / Math.log10(10_000_001),
    'backing 0.05: a tenth of them (0.05 ÷ 0.5)',
  );
  t.equal(evaluate(c.reach, { followers: 50_000, backing: 0 }), 0, 'vouched for by nobody: none');
  t.throws(() => evaluate(c.reach, { followers: 9999 }), /backing is missing/);
  // Before 1.28.0 the formula has no backing in it: every reported follower counts.
  const before = componentFormulas({ ...m, kolScore: { ...m.kolScore, reachBacked: false } });
  t.equal(evaluate(before.reach, { followers: 50_000 }), Math.log10(50_001) / Math.log10(10_000_001));
  t.equal(formulaText(before.reach), 'min(1, log10(1 + followers)/log10(1 + reachFullFollowers))');
  t.equal(
    formulaText(c.reach),
    'min(1, log10(1 + followers·min(1, backing/backing.maxThin))/log10(1 + reachFullFollowers))',
  );
});

t.test('since 1.39.0 engagement and consistency count as far as the account is vouched for', async (t) => {
  const c = componentFormulas(m);
  const activity = { engagementRate: 2.5, activeDays: 30 };
  t.equal(evaluate(c.engagement, { ...activity, backing: 1 }), 0.5, 'not thinly backed: in full');
  t.equal(evaluate(c.consistency, { ...activity, backing: 0.5 }), 1, 'backing at maxThin (0.5): in full');
  t.equal(evaluate(c.engagement, { ...activity, backing: 0.15 }), 0.5 * 0.3, 'backing 0.15: 0.3 of it');
  t.equal(evaluate(c.consistency, { ...activity, backing: 0.15 }), 0.3, 'every day posted, backing 0.15');
  t.equal(evaluate(c.consistency, { ...activity, backing: 0 }), 0, 'vouched for by nobody: none');
  t.throws(() => evaluate(c.consistency, { activeDays: 30 }), /backing is missing/);
  // Before 1.39.0 neither has backing in it (reach still does, since 1.28.0).
  const before = componentFormulas({ ...m, kolScore: { ...m.kolScore, activityBacked: false } });
  t.equal(evaluate(before.engagement, activity), 0.5);
  t.equal(evaluate(before.consistency, activity), 1);
  t.equal(formulaText(before.consistency), 'min(1, activeDays/kolWindowDays)');
  t.equal(formulaText(c.consistency), 'min(1, activeDays/kolWindowDays)·min(1, backing/backing.maxThin)');
  t.equal(
    formulaText(c.engagement),
    'min(1, engagementRate/engagementFullRate)·min(1, backing/backing.maxThin)',
  );
});

t.test('the published text prints the same formulas', async (t) => {
  t.equal(
    formulaText(engagementFormula(m)),
    'likes·w_likes + replies·w_replies + reposts·w_reposts + quotes·w_quotes + bookmarks·w_bookmarks',
  );
  t.equal(formulaText(rawAttentionFormula()), 'ln(1+views) + ln(1+e)');
  t.match(METHODOLOGY_FORMULAS.kolScore, formulaText(kolScoreFormula(m)));
  t.match(METHODOLOGY_FORMULAS.kolScore, 'min(1, activeDays/kolWindowDays)');
});
