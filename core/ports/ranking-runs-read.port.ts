import type { RankingRun } from './ranking-engine.port.ts';

/** The engine's record of its finished runs, newest first. */
export interface RankingRunsRead {
  recent(limit: number): Promise<RankingRun[]>;
}
