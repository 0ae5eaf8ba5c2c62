/**
 * The identity routes' bodies as agreed with the identity work (issue 2's contract).
 * These are the only front-end types not yet derived from a server schema: when
 * adapters/http/schemas/auth.schema.ts lands, each becomes `Static<typeof …>` of it.
 */
export interface Badge {
  id: string;
  label: string;
  awardedAt: string;
}

export interface WalletEntry {
  address: string;
  chain: string;
  rubyWalletScore: number | null;
  nomisWalletScore: number | null;
}

export interface KolProfile {
  id: string;
  twitterUsername: string;
  twitterDisplayName: string | null;
  twitterAvatarUrl: string | null;
  twitterFollowersCount: number | null;
  kolScore: number | null;
  totalAccountPosts: number | null;
  engagementRate: number | null;
  [field: string]: unknown;
}

export type StaffRole = 'admin' | 'PROJECT';

export interface SessionUser {
  id: string;
  username: string | null;
  email: string | null;
  avatarUrl: string | null;
  referralCode: string;
  referrals: unknown[];
  earnedPoints: number;
  badges: Badge[];
  baseMultiplier: number;
  kol: KolProfile | null;
  wallets: WalletEntry[];
  primaryWallet: { address: string } | null;
  role: StaffRole | null;
  projectId: string | null;
}

export interface AdminUser {
  id: string;
  username: string;
  role: StaffRole;
  projectId: string | null;
}

export interface AdminLoginResponse {
  token: string;
  user: AdminUser;
}

export type TrackEvent = 'page_view' | 'login' | 'identify' | 'logout';
