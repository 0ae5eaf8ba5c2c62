/**
 * A referral code counts for 7 days: the client remembers it that long, and a sign-up can
 * be attributed to a referrer up to 7 days after the account was created
 * (docs/identity.md, "Referrals").
 */
export const REFERRAL_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** Accounts created after this instant can still be attributed a referrer at `at`. */
export const referralWindowStart = (at: Date): Date => new Date(at.getTime() - REFERRAL_WINDOW_MS);
