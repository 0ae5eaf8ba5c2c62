import { randomUUID } from 'node:crypto';
import type { EnqueueRequest, JobSystem } from './job-run.ts';
import type { JobRunsRepository } from './job-runs.repository.ts';
import type { JobExecutor, JobLogger } from './execute-job.ts';

/**
 * The queue for the embedded PGlite (one process owns the database, no LISTEN/NOTIFY
 * across processes): `job_runs` is the queue, polled and woken on enqueue, one job at a
 * time, with the same states, attempts and backoff as the graphile-worker one.
 */
export function inProcessJobs(deps: {
  repo: JobRunsRepository;
  executor: JobExecutor;
  maxAttempts: number;
  pollMs: number;
  log: JobLogger;
}): JobSystem {
  const workerId = `in-process-${randomUUID().slice(0, 8)}`;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;

  const drain = async () => {
    while (running) {
      const job = await deps.repo.claimNext(workerId).catch((error: unknown) => {
        deps.log.error({ err: error }, 'job queue unavailable');
        return null;
      });
      if (!job) return;
      await deps.executor.execute(job, job.attempts, workerId, true).catch(() => {});
    }
  };
  const schedule = () => {
    if (!running) return;
    timer = setTimeout(() => {
      loop = drain().finally(schedule);
    }, deps.pollMs);
    wake = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      wake = null;
      loop = loop.then(drain).finally(schedule);
    };
  };

  return {
    kind: 'in-process',
    async enqueue(request: EnqueueRequest) {
      const run = await deps.repo.insert(request, deps.maxAttempts);
      if (run) wake?.();
      return run;
    },
    get: (id) => deps.repo.get(id),
    recent: (limit) => deps.repo.recent(limit),
    async startWorker() {
      if (running) return;
      running = true;
      // Whatever was running when this process last stopped was interrupted: run it again.
      // (A database not reachable now is not fatal: the queue is polled again.)
      await deps.repo.requeueStale(0).catch((error: unknown) => {
        deps.log.error({ err: error }, 'job queue unavailable at start');
      });
      schedule();
      wake?.();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wake = null;
      await loop;
    },
    inFlight: () => deps.executor.inFlight(),
  };
}
