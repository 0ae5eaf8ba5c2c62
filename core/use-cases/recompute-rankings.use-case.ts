import type { Methodology } from '../domain/methodology.ts';
import type { Clock } from '../ports/clock.port.ts';
import type { RankingEngine, RankingRun, RecomputeMode } from '../ports/ranking-engine.port.ts';

export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * Runs the engine. A daily run needs the population statistics and credibility
 * of a full run, so without one (or when the last is older than a day) it
 * becomes a full run.
 */
export function makeRecomputeRankings(deps: {
  engine: RankingEngine;
  clock: Clock;
  methodology: Methodology;
  syncIntervalMinutes: number;
}) {
  let running: Promise<RankingRun> | null = null;
  const run = async (requested: RecomputeMode): Promise<RankingRun> => {
    const now = deps.clock.now();
    let mode = requested;
    if (mode === 'day') {
      const last = await deps.engine.lastFullRun();
      if (!last || now.getTime() - Date.parse(last.finishedAt) > 86_400_000) mode = 'full';
    }
    return deps.engine.recompute({
      mode,
      asOf: utcDay(now),
      now,
      syncIntervalMinutes: deps.syncIntervalMinutes,
      methodology: deps.methodology,
    });
  };
  // One run at a time per process: a scheduled tick and an admin request share it.
  return async (mode: RecomputeMode): Promise<RankingRun> => {
    while (running) await running.catch(() => {});
    running = run(mode);
    try {
      return await running;
    } finally {
      running = null;
    }
  };
}
