/**
 * The thin allowance shared per account (docs/methodology.md, "1.25.0: the thin allowance shared
 * per account"). The backed-audience cap bounds what a project's (or a narrative's) thinly
 * backed accounts give it all together to an allowance. Before 1.25.0 every one of them kept the
 * same share of its attention, so an honest account that named the project once lost as much of
 * that post as a campaign's account that named it fourteen times. Since 1.25.0 the allowance is
 * shared out equally per account (max-min fair): each keeps its attention up to a common level,
 * and the level is the one at which what they keep adds up to the allowance. Accounts cost an
 * attacker money, posts do not; shared per account, the allowance goes to voices, not to volume.
 */

/**
 * The level each account keeps its attention up to, so that Σ min(aᵢ, level) = allowance;
 * Infinity when the accounts' attention is within the allowance (nobody is cut). Attention
 * and allowance are non-negative; the result does not depend on the accounts' order.
 */
export function fairLevel(attention: readonly number[], allowance: number): number {
  const sorted = [...attention].sort((a, b) => a - b);
  let rest = allowance;
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as number;
    const left = sorted.length - i;
    if (a * left > rest) return rest / left;
    rest -= a;
  }
  return Number.POSITIVE_INFINITY;
}

/** An account's multiplier under the level: all of its attention up to it, at least `floor`. */
export function fairMultiplier(attention: number, level: number, floor: number): number {
  if (attention <= level) return 1;
  return Math.max(floor, level / attention);
}
