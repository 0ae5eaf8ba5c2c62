export type MissionId = 'follow-x' | 'invite-friends' | 'connect-wallet';

/**
 * `verified`: the X API or our own records confirm the state. `unverified`: the product
 * cannot check it here (no X API access configured); never shown as completed.
 */
export interface Mission {
  id: MissionId;
  title: string;
  /** Points the mission pays (per friend for invite-friends), before the multiplier. */
  points: number;
  completed: boolean;
  verification: 'verified' | 'unverified';
  /** How many times it was done (friends invited); 0 or 1 for the others. */
  count: number;
}

/** The social card's data (docs/points-and-wallets.md, "Missions"): never carries wallet addresses, it is made to be shared. */
export interface SocialCard {
  username: string | null;
  avatarUrl: string | null;
  referralCode: string;
  referralLink: string;
  referralsCount: number;
  earnedPoints: number;
  xScore: number | null;
  walletScore: number | null;
  baseMultiplier: number;
  badge: { label: string; seat: number | null; awardedAt: string } | null;
  /** Why there is a badge or not: the success screen says it rather than pretending. */
  earlyBadge: EarlyBadgeStatus;
  /** Which kinds of wallet are proven, never which addresses: the card is made to be shared. */
  linkedWallets: { evm: boolean; solana: boolean };
  missions: Mission[];
}

/** claimed: the user holds it; supply-gone: all N seats went before they joined; off: N is 0. */
export type EarlyBadgeStatus = 'claimed' | 'supply-gone' | 'off';

export function earlyBadgeStatus(hasBadge: boolean, supply: number): EarlyBadgeStatus {
  if (hasBadge) return 'claimed';
  return supply > 0 ? 'supply-gone' : 'off';
}
