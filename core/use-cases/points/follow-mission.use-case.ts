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
  type Answer = { status: FollowCheck; pointsAwarded: number };
  /** The answers that need no call to X (already paid, X not configured, no X account); null when X must be asked. */
  const withoutX = async (userId: string): Promise<Answer | null> => {
    if (await deps.ledger.hasAward(awardKeys.followedOnX(userId)))
      return { status: 'completed', pointsAwarded: 0 };
    if (!deps.follow.configured) return { status: 'unverified', pointsAwarded: 0 };
    if (!(await deps.profiles.xUserIdOf(userId))) return { status: 'not-following', pointsAwarded: 0 };
    return null;
  };
  const check = async (userId: string): Promise<Answer> => {
    const quick = await withoutX(userId);
    if (quick) return quick;
    const xUserId = (await deps.profiles.xUserIdOf(userId)) as string;
    let follows: boolean;
    try {
      follows = await deps.follow.follows(xUserId);
    } catch {
      throw unavailable('X did not answer: try again in a moment');
    }
    if (!follows) return { status: 'not-following', pointsAwarded: 0 };
    const paid = await deps.awardPoints({
      userId,
      key: awardKeys.followedOnX(userId),
      ...AWARDS.followedOnX,
    });
    return { status: 'completed', pointsAwarded: paid.points };
  };
  // The HTTP route answers `withoutX` at once and runs `check` as a job (docs/operations.md, "Jobs").
  return Object.assign(check, { withoutX });
}
export type CheckFollowMission = ReturnType<typeof makeCheckFollowMission>;
