import { bestRank, liftOf, pct, type Snapshot } from '../test/helpers/defence-testbed.ts';

/**
 * What one sweep ring kept (docs/methodology.md, "The attack sweep"): each target's lift with
 * the methodology (`withOn` against `baseOn`) as a share of the same with every discount off
 * (`sOff` against `aOff`), the worst of them, and the best member's rank. A target the ring's
 * draws gave no post in the window has no lift to keep: shown, not counted. Shared by
 * bench/defence-sweep.ts and bench/defence-promise.ts.
 */
export function ringOutcome(
  ring: { target: string; also: readonly string[]; members: readonly string[] },
  off: { with: Snapshot; without: Snapshot },
  on: { with: Snapshot; without: Snapshot },
) {
  const ratios = [ring.target, ...ring.also].map((p) => {
    const lift = liftOf(off.with, off.without, p);
    return lift > 0 ? liftOf(on.with, on.without, p) / lift : null;
  });
  const counted = ratios.filter((x): x is number => x !== null);
  return {
    worst: Math.max(...counted),
    best: bestRank(on.with, ring.members),
    line: ratios.map((x) => (x === null ? 'no lift' : pct(x))).join(', '),
  };
}
