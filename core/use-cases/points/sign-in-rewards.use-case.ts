import { EARLY_BADGE, type EarlyBadgePolicy } from '../../domain/badge.ts';
import { AWARDS, awardKeys } from '../../domain/points.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { RewardsProfileRepository } from '../../ports/rewards-profile.port.ts';
import type { AttributeReferral } from '../identity/referrals.use-case.ts';
import type { SignInListener } from '../identity/sign-in.use-case.ts';
import type { AwardPoints } from './award-points.use-case.ts';
import type { GrantLimitedBadge } from './limited-badge.use-case.ts';

/** Pays the referrer for a referred user's completed X sign-in (once per referred user). */
export function makeRewardReferralSignIn(deps: { awardPoints: AwardPoints }) {
  return (referrerId: string, referredUserId: string) =>
    deps.awardPoints({
      userId: referrerId,
      key: awardKeys.referralSignedIn(referredUserId),
      ...AWARDS.referralSignedIn,
    });
}
export type RewardReferralSignIn = ReturnType<typeof makeRewardReferralSignIn>;

/**
 * Runs after every X sign-in: a new user may take one of the N Early badges (which sets
 * their baseMultiplier), and the referrer of a new user earns the sign-in referral award.
 */
export function makeSignInRewards(deps: {
  grantBadge: GrantLimitedBadge;
  ids: IdGenerator;
  early: EarlyBadgePolicy;
  rewardReferral: RewardReferralSignIn;
}): SignInListener {
  return async ({ userId, created, referrerId }) => {
    if (created && deps.early.supply > 0) {
      await deps.grantBadge({
        id: deps.ids.uuid(),
        userId,
        kind: EARLY_BADGE.kind,
        label: EARLY_BADGE.label,
        supply: deps.early.supply,
        multiplierTenths: deps.early.multiplierTenths,
      });
    }
    if (referrerId) await deps.rewardReferral(referrerId, userId);
  };
}

/**
 * A referral code applied after sign-in (POST /api/auth/login/twitter) pays like one
 * given at sign-in, but only for users who did sign in with X: an email-only account has
 * not completed X sign-in yet.
 */
export function withReferralReward(
  attribute: AttributeReferral,
  deps: { profiles: RewardsProfileRepository; rewardReferral: RewardReferralSignIn },
): AttributeReferral {
  return async (userId, code) => {
    const referrerId = await attribute(userId, code);
    if (referrerId && (await deps.profiles.xUserIdOf(userId))) await deps.rewardReferral(referrerId, userId);
    return referrerId;
  };
}
