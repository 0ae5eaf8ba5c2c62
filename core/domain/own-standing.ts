import type { Methodology } from './methodology.ts';

/**
 * The discounts an account's own standing counts (docs/methodology.md, "Backing standing"): the
 * share of its attention over the KOL window that they keep multiplies its KOL Score. They are
 * the bounds that say its voice on a project was licensed by nothing: the backing bounds since
 * 1.16.0, and since 1.40.0 the habit bound ("1.40.0: a voice against its own habit"). Without the
 * latter a push the bound cuts and no backing bound touches keeps its whole KOL Score: in the first
 * cut of 1.40.0 (the bound before the caps) `heavy-pair-bought`'s accounts went from rank 1,481 to
 * 14 at 2,000 KOLs, and `heavy-bought-trio` is backed, so no backing bound sees it at all.
 */
export function ownStandingKinds(m: Methodology): string[] {
  return OWN_STANDING_KINDS.filter((k) => k !== 'habit_bound' || m.coordination.habit);
}

/** Every kind an own standing has counted in some version (the receipt names those that cut). */
export const OWN_STANDING_KINDS = ['thin_backing_cap', 'backing_circle_cap', 'newcomer_cap', 'habit_bound'];
