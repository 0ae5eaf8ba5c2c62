/** The Early n-Badge: the first N X sign-ups get it, and with it a higher baseMultiplier. */
export const EARLY_BADGE = { kind: 'early', label: 'Early n-Badge' } as const;

export interface EarlyBadgePolicy {
  /** How many sign-ups get it (N). */
  supply: number;
  /** The baseMultiplier it sets, in tenths (15 = 1.5x). */
  multiplierTenths: number;
}

export interface BadgeGrant {
  id: string;
  label: string;
  seat: number;
  multiplierTenths: number;
  awardedAt: string;
}

/** The seat the next holder takes, or null when all `supply` seats are gone. Seats count from 1. */
export const nextSeat = (issued: number, supply: number): number | null =>
  issued < supply ? issued + 1 : null;

/** A badge never lowers a multiplier: the holder keeps the higher of the two. */
export const multiplierWithBadge = (currentTenths: number, badgeTenths: number): number =>
  Math.max(currentTenths, badgeTenths);
