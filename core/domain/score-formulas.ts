import type { Methodology } from './methodology.ts';

/**
 * The formulas of the methodology (docs/methodology.md), each written once as a small
 * expression tree. The engine renders them to SQL (adapters/db/ranking-engine/formula-sql.ts),
 * the receipt evaluates them in TypeScript (score-breakdown.ts) and the published text
 * (METHODOLOGY_FORMULAS) prints them: a weight or a formula changed here changes all three.
 *
 * Sums and products are evaluated left to right in every rendering, the order PostgreSQL
 * uses, so the receipt's float arithmetic is the engine's.
 */
export type Formula =
  | { kind: 'num'; value: number; name?: string }
  | { kind: 'var'; name: string }
  | { kind: 'add' | 'mul'; terms: Formula[] }
  | { kind: 'div'; over: Formula; under: Formula }
  | { kind: 'min1' | 'ln1p' | 'log10' | 'sqrt'; of: Formula };

/** A published parameter: its value, and the name the text shows instead. */
export const param = (value: number, name?: string): Formula =>
  name === undefined ? { kind: 'num', value } : { kind: 'num', value, name };
export const v = (name: string): Formula => ({ kind: 'var', name });
const add = (...terms: Formula[]): Formula => ({ kind: 'add', terms });
const mul = (...terms: Formula[]): Formula => ({ kind: 'mul', terms });
const div = (over: Formula, under: Formula): Formula => ({ kind: 'div', over, under });
const min1 = (of: Formula): Formula => ({ kind: 'min1', of });
const ln1p = (of: Formula): Formula => ({ kind: 'ln1p', of });
const log10 = (of: Formula): Formula => ({ kind: 'log10', of });
const sqrt = (of: Formula): Formula => ({ kind: 'sqrt', of });

/** e = Σ weight · metric over a post's (or a sum of posts') engagement counts. */
export function engagementFormula(m: Methodology): Formula {
  const w = m.engagementWeights;
  return add(
    mul(v('likes'), param(w.likes, 'w_likes')),
    mul(v('replies'), param(w.replies, 'w_replies')),
    mul(v('reposts'), param(w.reposts, 'w_reposts')),
    mul(v('quotes'), param(w.quotes, 'w_quotes')),
    mul(v('bookmarks'), param(w.bookmarks, 'w_bookmarks')),
  );
}

/** A post's attention before credibility and discounts: ln(1 + views) + ln(1 + e), e bound to engagementFormula. */
export const rawAttentionFormula = (): Formula => add(ln1p(v('views')), ln1p(v('e')));

export type ComponentName = 'reach' | 'engagement' | 'smart' | 'consistency' | 'mindshare';

/** The share of a thinly backed account's self-made signals that counts: min(1, backing ÷ maxThin). */
export const vouchedShare = (m: Methodology): Formula =>
  min1(div(v('backing'), param(m.coordination.backing.maxThin, 'backing.maxThin')));

/**
 * The followers reach counts: the reported ones, and since 1.28.0 (`kolScore.reachBacked`) only in
 * the share min(1, backing ÷ maxThin) (docs/methodology.md, "1.28.0: reach as far as it is vouched").
 */
export const countedFollowers = (m: Methodology): Formula =>
  m.kolScore.reachBacked ? mul(v('followers'), vouchedShare(m)) : v('followers');

/**
 * Since 1.39.0 (`kolScore.activityBacked`) the engagement and consistency components count in the
 * share reach does (docs/methodology.md, "1.39.0: activity as far as it is vouched"): posting every
 * day with ordinary engagement is as free to make as a reported audience.
 */
const activity = (m: Methodology, component: Formula): Formula =>
  m.kolScore.activityBacked ? mul(component, vouchedShare(m)) : component;

/**
 * The KOL Score's components, each in [0, 1], over the inputs `followers`,
 * `engagementRate` (percent), `smartShare`, `activeDays` and `mindshare` (percent), and since
 * 1.28.0 `backing` (the account's backing, 1 unless thinly backed; since 1.39.0 for engagement and
 * consistency too).
 */
export function componentFormulas(m: Methodology): Record<ComponentName, Formula> {
  const ks = m.kolScore;
  return {
    reach: min1(
      div(
        log10(add(param(1), countedFollowers(m))),
        log10(add(param(1), param(ks.reachFullFollowers, 'reachFullFollowers'))),
      ),
    ),
    engagement: activity(
      m,
      min1(div(v('engagementRate'), param(ks.engagementFullRate, 'engagementFullRate'))),
    ),
    smart: min1(div(v('smartShare'), param(ks.smartFullShare, 'smartFullShare'))),
    consistency: activity(m, min1(div(v('activeDays'), param(m.kolWindowDays, 'kolWindowDays')))),
    mindshare: sqrt(min1(div(v('mindshare'), param(ks.mindshareFullPercent, 'mindshareFullPercent')))),
  };
}

export const COMPONENTS: readonly ComponentName[] = [
  'reach',
  'engagement',
  'smart',
  'consistency',
  'mindshare',
];

/** kolScore = scale · Σ weight · component · standing (before rounding to 2 decimals). */
export function kolScoreFormula(m: Methodology): Formula {
  const ks = m.kolScore;
  const parts = componentFormulas(m);
  return mul(
    param(ks.scale, 'scale'),
    add(...COMPONENTS.map((c) => mul(param(ks.weights[c], `w_${c}`), parts[c]))),
    v('standing'),
  );
}

/** The value of a formula for the given inputs, in the order the SQL evaluates it. */
export function evaluate(f: Formula, env: Record<string, number>): number {
  switch (f.kind) {
    case 'num':
      return f.value;
    case 'var': {
      const value = env[f.name];
      if (value === undefined) throw new Error(`formula input ${f.name} is missing`);
      return value;
    }
    case 'add':
      return f.terms.map((t) => evaluate(t, env)).reduce((a, b) => a + b);
    case 'mul':
      return f.terms.map((t) => evaluate(t, env)).reduce((a, b) => a * b);
    case 'div':
      return evaluate(f.over, env) / evaluate(f.under, env);
    case 'min1':
      return Math.min(1, evaluate(f.of, env));
    case 'ln1p':
      return Math.log(1 + evaluate(f.of, env));
    case 'log10':
      return Math.log10(evaluate(f.of, env));
    case 'sqrt':
      return Math.sqrt(evaluate(f.of, env));
  }
}

/** The formula as published text, parameters by name (their values are published beside it). */
export function formulaText(f: Formula): string {
  const inner = (g: Formula) => (g.kind === 'add' ? `(${formulaText(g)})` : formulaText(g));
  switch (f.kind) {
    case 'num':
      return f.name ?? String(f.value);
    case 'var':
      return f.name;
    case 'add':
      return f.terms.map(formulaText).join(' + ');
    case 'mul':
      return f.terms.map(inner).join('·');
    case 'div':
      return `${inner(f.over)}/${f.under.kind === 'mul' || f.under.kind === 'div' ? `(${formulaText(f.under)})` : inner(f.under)}`;
    case 'min1':
      return `min(1, ${formulaText(f.of)})`;
    case 'ln1p':
      return `ln(1+${formulaText(f.of)})`;
    case 'log10':
      return `log10(${formulaText(f.of)})`;
    case 'sqrt':
      return `sqrt(${formulaText(f.of)})`;
  }
}
