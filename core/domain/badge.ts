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
