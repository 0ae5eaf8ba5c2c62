import {
  type NewcomerLicence,
  type NewcomerLicenceInput,
  newcomerLicence,
  partlyNewMultiplier,
} from './newcomer-licence.ts';

/**
 * Licence from before the flood, through the whole history (docs/methodology.md, "Whose flood",
 * since 1.19.0; one period back since 1.16.0). A post about a project before the window makes an
 * account established only as far as the newcomer licence of the period it was in kept it; and
 * that period's established accounts only as far as the period before kept theirs, back to the
 * oldest period read. 1.16.0 went one period back and took every account of the period before that
 * as established in full, so a campaign that dripped onto its target for more than the window and
 * two histories (sweep seed 2039 `sweep-13`, 117 days) made its cover fully established.
 *
 * `periods[0]` is the window, `periods[j]` the j-th history period before it (each row: one account
 * on the project in that period; `est`: it also posted about the project in the period before).
 * An account established in period j counts as established there for the share its attention in
 * period j + 1 kept: weight + (1 − weight) × that period's newcomer multiplier; an account of the
 * oldest period read that posted before it counts in full (nothing older is judged). With two
 * periods this is 1.16.0's rule, with one 1.15.0's.
 */
export interface FloodPeriodRow {
  kol: string;
  thin: boolean;
  /** Attention to the project in the period (after the other discounts, with credibility). */
  att: number;
  /** 1 when the thin account is the project's own flood (1.19.0), else 0; 1 for all before. */
  own: number;
  /** It posted about the project in the period before this one. */
  est: boolean;
}

export interface FloodHistory {
  /** Per row of the window: the share of its attention that counts as established. */
  weights: number[];
  /** Per period: the sums the licence was computed on, and the licence. */
  sums: NewcomerLicenceInput[];
  cuts: NewcomerLicence[];
}

export function floodHistory(periods: FloodPeriodRow[][], share: number): FloodHistory {
  const sums: NewcomerLicenceInput[] = [];
  const cuts: NewcomerLicence[] = [];
  let kept = new Map<string, number>();
  let windowWeights: number[] = [];
  for (let j = periods.length - 1; j >= 0; j--) {
    const rows = periods[j] ?? [];
    const weights = rows.map((r) => (r.thin || !r.est ? 0 : (kept.get(r.kol) ?? 1)));
    const x = { thin: 0, thinOwn: 0, newcomers: 0, established: 0 };
    rows.forEach((r, i) => {
      const att = Number(r.att);
      if (r.thin) {
        x.thin += att;
        x.thinOwn += r.own * att;
      } else {
        x.established += (weights[i] ?? 0) * att;
        x.newcomers += (1 - (weights[i] ?? 0)) * att;
      }
    });
    const cut = newcomerLicence(x, share);
    sums[j] = x;
    cuts[j] = cut;
    const next = new Map<string, number>();
    rows.forEach((r, i) => {
      if (!r.thin) next.set(r.kol, partlyNewMultiplier(weights[i] ?? 0, cut.newcomers));
    });
    kept = next;
    windowWeights = weights;
  }
  return { weights: windowWeights, sums, cuts };
}
