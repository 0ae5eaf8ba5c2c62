import type { User } from '../domain/user.ts';
import type { SocialProfile } from './social-data-source.port.ts';

export interface NewAccountIds {
  userId: string;
  kolId: string;
  referralCode: string;
}

/** Creator accounts: users and the KOL profile their X identity maps to. */
export interface AccountRepository {
  /**
   * Creates the user and KOL for a first X sign-in, or refreshes both from the
   * profile on a returning one. `created` tells which.
   */
  upsertFromX(profile: SocialProfile, ids: NewAccountIds): Promise<{ userId: string; created: boolean }>;
  /** The user with this email, created (with a referral code) when there is none. */
  findOrCreateByEmail(
    email: string,
    ids: Omit<NewAccountIds, 'kolId'>,
  ): Promise<{ userId: string; created: boolean }>;
  findIdByReferralCode(code: string): Promise<string | null>;
  /**
   * Sets the referrer at `at` only if the user has none, was created after
   * `createdAfter` (the window core computes) and the link would not close a cycle;
   * false when it was refused. One statement, so two attributions cannot race.
   */
  attributeReferral(
    userId: string,
    referrerId: string,
    when: { at: Date; createdAfter: Date },
  ): Promise<boolean>;
  findMe(userId: string): Promise<User | null>;
  listForAdmin(): Promise<
    { id: string; email: string | null; twitterHandle: string | null; createdAt: string }[]
  >;
}
