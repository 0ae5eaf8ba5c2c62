import type { Clock } from '#core/ports/clock.port.ts';
import type { EnqueueRequest, JobRun } from './job-run.ts';
import type { JobLogger } from './execute-job.ts';

export interface RankingSchedule {
  /** Length of a day-run period; 0 turns the day runs off. */
  intervalMs: number;
  /** UTC hour of the daily full run; null turns it off. */
  fullRunHourUtc: number | null;
}

/**
 * The ranking schedule: a day run at every boundary of `intervalMs` and a full run
 * once a day at `fullRunHourUtc`. Every worker process watches the clock; a tick is
 * enqueued under its schedule key ("rankings-day@<boundary>"), unique in job_runs, so
 * it becomes one job however many workers see it (the same guarantee graphile-worker's
 * crontab gets from its known_crontabs table, at any interval and with a clock we can
 * drive in tests). Only boundaries crossed while running are enqueued: a restart does
 * not start an extra run. Returns the stop function.
 */
export function startRankingSchedule(deps: {
  schedule: RankingSchedule;
  clock: Clock;
  enqueue: (request: EnqueueRequest) => Promise<JobRun | null>;
  log: JobLogger;
  /** How often the clock is looked at; defaults to a quarter period, between 100 ms and 15 s. */
  checkMs?: number;
}): () => void {
  const { intervalMs, fullRunHourUtc } = deps.schedule;
  if (intervalMs <= 0 && fullRunHourUtc === null) return () => {};
  const dayPeriod = (t: number) => Math.floor(t / intervalMs);
  const fullPeriod = (t: number) => Math.floor((t - (fullRunHourUtc ?? 0) * 3_600_000) / 86_400_000);
  const start = deps.clock.now().getTime();
  let lastDay = intervalMs > 0 ? dayPeriod(start) : 0;
  let lastFull = fullPeriod(start);

  const tick = async () => {
    const now = deps.clock.now().getTime();
    if (intervalMs > 0 && dayPeriod(now) > lastDay) {
      lastDay = dayPeriod(now);
      const at = new Date(lastDay * intervalMs).toISOString();
      await enqueue({ mode: 'day' }, `rankings-day@${at}`);
    }
    if (fullRunHourUtc !== null && fullPeriod(now) > lastFull) {
      lastFull = fullPeriod(now);
      const day = new Date(lastFull * 86_400_000).toISOString().slice(0, 10);
      await enqueue({ mode: 'full' }, `rankings-full@${day}`);
    }
  };
  const enqueue = async (payload: { mode: 'day' | 'full' }, scheduleKey: string) => {
    try {
      const job = await deps.enqueue({
        task: 'rankings.recompute',
        payload,
        requestedBy: 'schedule',
        scheduleKey,
      });
      if (job) deps.log.info({ job: job.id, scheduleKey }, 'scheduled ranking run enqueued');
    } catch (error) {
      deps.log.error({ err: error, scheduleKey }, 'could not enqueue the scheduled ranking run');
    }
  };

  const checkMs = deps.checkMs ?? Math.min(15_000, Math.max(100, Math.floor((intervalMs || 3_600_000) / 4)));
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick().finally(() => {
      busy = false;
    });
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
