import type { Methodology } from './methodology.ts';

/**
 * The discounts an account's own standing counts (docs/methodology.md, "Backing standing"): the
 * share of its attention over the KOL window that they keep multiplies its KOL Score. They are
 * the bounds that say its voice on a project was licensed by nothing: the backing bounds since
 * 1.16.0, and since 1.40.0 the habit bound ("1.40.0: a voice against its own habit"). Without the
 * latter a push cut by it, and so no longer over the backing cap, kept its whole KOL Score: at
 * 2,000 KOLs `heavy-pair-bought`'s accounts went from rank 1,481 to 14.
 */
export function ownStandingKinds(m: Methodology): string[] {
  return OWN_STANDING_KINDS.filter((k) => k !== 'habit_bound' || m.coordination.habit);
}

/** Every kind an own standing has counted in some version (the receipt names those that cut). */
export const OWN_STANDING_KINDS = ['thin_backing_cap', 'backing_circle_cap', 'newcomer_cap', 'habit_bound'];
