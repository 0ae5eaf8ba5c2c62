import { AWARDS, awardKeys } from '../../domain/points.ts';
import { unavailable } from '../../errors.ts';
import type { FollowVerifier } from '../../ports/follow-verifier.port.ts';
import type { PointsLedger } from '../../ports/points-ledger.port.ts';
import type { RewardsProfileRepository } from '../../ports/rewards-profile.port.ts';
import type { AwardPoints } from './award-points.use-case.ts';

export type FollowCheck = 'completed' | 'not-following' | 'unverified';

/**
 * Asks X whether the user follows the product and pays the mission once when they do.
 * Without X API access the answer is `unverified`: a completion is never invented.
 */
export function makeCheckFollowMission(deps: {
  follow: FollowVerifier;
  ledger: PointsLedger;
  awardPoints: AwardPoints;
  profiles: RewardsProfileRepository;
}) {
  return async (userId: string): Promise<{ status: FollowCheck; pointsAwarded: number }> => {
    const key = awardKeys.followedOnX(userId);
    if (await deps.ledger.hasAward(key)) return { status: 'completed', pointsAwarded: 0 };
    if (!deps.follow.configured) return { status: 'unverified', pointsAwarded: 0 };
    const xUserId = await deps.profiles.xUserIdOf(userId);
    if (!xUserId) return { status: 'not-following', pointsAwarded: 0 };
    let follows: boolean;
    try {
      follows = await deps.follow.follows(xUserId);
    } catch {
      throw unavailable('X did not answer: try again in a moment');
    }
    if (!follows) return { status: 'not-following', pointsAwarded: 0 };
    const paid = await deps.awardPoints({ userId, key, ...AWARDS.followedOnX });
    return { status: 'completed', pointsAwarded: paid.points };
  };
}
export type CheckFollowMission = ReturnType<typeof makeCheckFollowMission>;
