import type { PointsAward } from '../domain/points.ts';

/** The append-only points ledger; the user's earnedPoints moves with it in one transaction. */
export interface PointsLedger {
  /**
   * Pays the award at the user's baseMultiplier of this moment. `awarded` is false when
   * its key has already paid (or the user is gone): the same event never pays twice.
   */
  award(award: PointsAward): Promise<{ awarded: boolean; points: number }>;
  hasAward(key: string): Promise<boolean>;
}
