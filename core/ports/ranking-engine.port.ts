import type { Methodology } from '../domain/methodology.ts';

export type RecomputeMode = 'full' | 'day';

export interface RecomputeRequest {
  mode: RecomputeMode;
  /** The last day (UTC, YYYY-MM-DD) the windows end on. */
  asOf: string;
  /** When the run happens: sync status is judged against it. */
  now: Date;
  syncIntervalMinutes: number;
  methodology: Methodology;
}

export interface RankingRun {
  id: number;
  mode: RecomputeMode;
  asOf: string;
  methodologyVersion: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  postsConsidered: number;
}

/**
 * The mindshare engine. Implementations compute inside the database with
 * set-based statements; one call is one transaction, so readers see the old
 * ranking or the new one, never half of each.
 */
export interface RankingEngine {
  recompute(request: RecomputeRequest): Promise<RankingRun>;
  /** Null before the first full run. */
  lastFullRun(): Promise<RankingRun | null>;
  /** Re-derives the stored rank positions after a catalog write, without recomputing scores. */
  refreshPositions(): Promise<void>;
}
