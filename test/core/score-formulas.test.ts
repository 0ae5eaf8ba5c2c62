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
  const inputs = { followers: 9999, engagementRate: 2.5, smartShare: 0.2, activeDays: 15, mindshare: 0.25 };
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

t.test('the published text prints the same formulas', async (t) => {
  t.equal(
    formulaText(engagementFormula(m)),
    'likes·w_likes + replies·w_replies + reposts·w_reposts + quotes·w_quotes + bookmarks·w_bookmarks',
  );
  t.equal(formulaText(rawAttentionFormula()), 'ln(1+views) + ln(1+e)');
  t.match(METHODOLOGY_FORMULAS.kolScore, formulaText(kolScoreFormula(m)));
  t.match(METHODOLOGY_FORMULAS.kolScore, 'min(1, activeDays/kolWindowDays)');
});
