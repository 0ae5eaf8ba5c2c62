/**
 * What earns points, and how much before the multiplier. Each award is keyed by the
 * event that caused it, so the ledger's unique key makes every award pay once.
 */
export const AWARDS = {
  /** To the referrer, when the user they referred completes X sign-in. */
  referralSignedIn: { kind: 'referral-signed-in', basePoints: 100 },
  /** To the referrer, when the user they referred links their first verified wallet. */
  referralWalletLinked: { kind: 'referral-wallet-linked', basePoints: 150 },
  /** Mission: the user linked a verified wallet (once per user, whatever is unlinked later). */
  walletConnected: { kind: 'mission-wallet-connected', basePoints: 200 },
  /** Mission: the user follows the product on X, as the X API confirmed. */
  followedOnX: { kind: 'mission-followed-on-x', basePoints: 100 },
} as const;

export type AwardKind = (typeof AWARDS)[keyof typeof AWARDS]['kind'];

/** The event key of each award: one event, one key, one payment. */
export const awardKeys = {
  referralSignedIn: (referredUserId: string) => `referral-signed-in:${referredUserId}`,
  referralWalletLinked: (referredUserId: string) => `referral-wallet-linked:${referredUserId}`,
  walletConnected: (userId: string) => `mission-wallet-connected:${userId}`,
  followedOnX: (userId: string) => `mission-followed-on-x:${userId}`,
};

export interface PointsAward {
  userId: string;
  key: string;
  kind: AwardKind;
  basePoints: number;
}

/**
 * Points paid for an award: base × multiplier, rounded down to whole points. Multipliers
 * are integer tenths (15 = 1.5x) so awards never meet floats.
 */
export const multipliedPoints = (basePoints: number, multiplierTenths: number): number =>
  Math.floor((basePoints * multiplierTenths) / 10);

/** A multiplier stored in tenths as people read it (15 → 1.5). */
export const multiplierFromTenths = (tenths: number): number => tenths / 10;
