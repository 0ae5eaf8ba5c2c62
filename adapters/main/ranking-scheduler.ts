import type { RankingRun, RecomputeMode } from '#core/ports/ranking-engine.port.ts';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs the daily recompute every `intervalMinutes` (the use case upgrades it to a
 * full run once a day). One process per deployment should run it; the others set
 * RANKINGS_INTERVAL_MINUTES=0. Returns the stop function.
 */
export function startRankingScheduler(
  intervalMinutes: number,
  recompute: (mode: RecomputeMode) => Promise<RankingRun>,
  log: Logger,
): () => void {
  if (intervalMinutes <= 0) return () => {};
  const timer = setInterval(() => {
    recompute('day').then(
      (run) => log.info({ run }, 'rankings recomputed'),
      (error: unknown) => log.error({ err: error }, 'rankings recompute failed'),
    );
  }, intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
