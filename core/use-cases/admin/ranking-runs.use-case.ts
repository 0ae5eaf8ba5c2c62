import type { Clock } from '../../ports/clock.port.ts';
import type { RankingRun, RecomputeMode } from '../../ports/ranking-engine.port.ts';
import type { RankingRunsRead } from '../../ports/ranking-runs-read.port.ts';

export const RECENT_RUNS = 20;

/**
 * The Rankings page's view of the engine: the finished runs it recorded, plus what
 * only this process knows (a run in progress, the error of the last failed one: a
 * failed run rolls back and leaves no row). `recompute` wraps the engine call so
 * both are seen whoever starts the run (admin button, schedule).
 */
export function makeRankingRuns(deps: {
  runs: RankingRunsRead;
  recompute: (mode: RecomputeMode) => Promise<RankingRun>;
  clock: Clock;
}) {
  let running: RecomputeMode | null = null;
  let lastFailure: { mode: RecomputeMode; at: string; message: string } | null = null;
  return {
    async recompute(mode: RecomputeMode): Promise<RankingRun> {
      running = mode;
      try {
        const run = await deps.recompute(mode);
        lastFailure = null;
        return run;
      } catch (error) {
        lastFailure = {
          mode,
          at: deps.clock.now().toISOString(),
          message: error instanceof Error ? error.message : String(error),
        };
        throw error;
      } finally {
        running = null;
      }
    },
    async list() {
      return { runs: await deps.runs.recent(RECENT_RUNS), running, lastFailure };
    },
  };
}

export type RankingRuns = ReturnType<typeof makeRankingRuns>;
