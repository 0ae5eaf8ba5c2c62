import { multipliedPoints, type PointsAward } from '../../domain/points.ts';
import type { UnitOfWork } from '../../ports/unit-of-work.port.ts';

export interface AwardResult {
  /** False when this award's key has already paid, or the user is gone. */
  awarded: boolean;
  points: number;
}

/**
 * Pays one award at the user's baseMultiplier of this moment (docs/points-and-wallets.md).
 * The user's row stays locked from reading the multiplier to moving the total, so a
 * badge raising the multiplier lands before or after, never in between; the ledger's
 * unique key makes a repeated or concurrent award pay once.
 */
export function makeAwardPoints(deps: { uow: UnitOfWork }) {
  return (award: PointsAward): Promise<AwardResult> =>
    deps.uow.run(async ({ points: store }) => {
      const tenths = await store.lockMultiplier(award.userId);
      if (tenths === null) return { awarded: false, points: 0 };
      const points = multipliedPoints(award.basePoints, tenths);
      const appended = await store.append({ ...award, multiplierTenths: tenths, points });
      if (!appended) return { awarded: false, points: 0 };
      await store.addToEarned(award.userId, points);
      return { awarded: true, points };
    });
}

export type AwardPoints = ReturnType<typeof makeAwardPoints>;
