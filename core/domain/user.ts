import type { Kol } from './kol.ts';

export type StaffRole = 'admin' | 'PROJECT';

export interface Badge {
  id: string;
  label: string;
  awardedAt: string;
  /** Which of a limited badge's seats this is (the Early badge's n-th sign-up). */
  seat?: number;
}

export interface WalletView {
  address: string;
  chain: string;
  rubyWalletScore: number | null;
  nomisWalletScore: number | null;
}

export interface ReferralView {
  username: string | null;
  createdAt: string;
}

/** The signed-in creator as `GET /api/auth/me` returns it (docs/data-model.md). */
export interface User {
  id: string;
  username: string | null;
  email: string | null;
  avatarUrl: string | null;
  referralCode: string;
  referrals: ReferralView[];
  earnedPoints: number;
  badges: Badge[];
  baseMultiplier: number;
  kol: Kol | null;
  wallets: WalletView[];
  primaryWallet: { address: string } | null;
  role: StaffRole | null;
  projectId: string | null;
}

/** A row of the admin Users table. */
export interface AdminListUser {
  id: string;
  email: string | null;
  twitterHandle: string | null;
  createdAt: string;
}

/** A staff account of the admin app. */
export interface StaffUser {
  id: string;
  username: string;
  role: StaffRole;
  projectId: string | null;
  disabled: boolean;
}
