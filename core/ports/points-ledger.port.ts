import type { AwardKind } from '../domain/points.ts';

/** Reads of the append-only points ledger. */
export interface PointsLedger {
  hasAward(key: string): Promise<boolean>;
}

/** One ledger row as core priced it (`multipliedPoints`). */
export interface PointsEntry {
  userId: string;
  key: string;
  kind: AwardKind;
  basePoints: number;
  multiplierTenths: number;
  points: number;
}

/** The points rows an award writes, scoped to the unit of work's transaction. */
export interface PointsStore {
  /** Locks the user's row and reads their baseMultiplier in tenths; null when the user is gone. */
  lockMultiplier(userId: string): Promise<number | null>;
  /** Appends the row unless its key has already paid (then false, and nothing is written). */
  append(entry: PointsEntry): Promise<boolean>;
  /** Adds to the user's earnedPoints, which always equals the sum of their ledger rows. */
  addToEarned(userId: string, points: number): Promise<void>;
}
