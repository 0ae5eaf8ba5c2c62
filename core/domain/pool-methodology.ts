/**
 * What "a pool is judged by methodology version V" means for its payouts
 * (docs/rewards.md, "Pinned methodology"). A pool pins the version in force when it
 * was created; every approval of it is priced with the payout rules of that version,
 * whatever version the rankings were recomputed with since. Booked payouts are never
 * re-priced: the ledger is append-only.
 *
 * The rules that touch a payout:
 * - `postViews`: which views a per-1,000-views approval counts when the reviewer
 *   records none: `raw` is the post's views as stored in the ranking data, before
 *   any attention discount (a discount lowers a post's weight in mindshare, not the
 *   views a project pays for).
 */
export interface PayoutRules {
  postViews: 'raw';
}

/** Versions whose payout rules differ from the one before, oldest first. */
const RULES_SINCE: readonly (readonly [version: string, rules: PayoutRules])[] = [
  ['1.0.0', { postViews: 'raw' }],
];

const parts = (version: string): number[] => version.split('.').map((p) => Number.parseInt(p, 10) || 0);

/** Semantic-version order: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The payout rules a pool pinned to `version` is judged by: those of the newest entry
 * not newer than it. A version that changed no payout rule (a new weight, a new
 * discount) keeps the rules of the one before.
 */
export function payoutRulesFor(version: string): PayoutRules {
  let rules = RULES_SINCE[0][1];
  for (const [since, r] of RULES_SINCE) if (compareVersions(since, version) <= 0) rules = r;
  return rules;
}
