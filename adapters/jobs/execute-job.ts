import type { JobRun, TaskName, TaskPayloads, TaskResults } from './job-run.ts';
import type { JobRunsRepository } from './job-runs.repository.ts';

export type TaskHandlers = { [T in TaskName]: (payload: TaskPayloads[T]) => Promise<TaskResults[T]> };

/** What the metrics adapter wants to know about jobs; optional. */
export interface JobObserver {
  finished(task: TaskName, outcome: 'done' | 'retry' | 'failed', seconds: number): void;
}

export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs one attempt of a job, the same way on both queues: the row turns running and
 * beats while the handler works (a worker that dies stops beating and the job is put
 * back, see requeueStale), then done, or queued again with the error until its
 * attempts are spent. Throws on failure so graphile-worker schedules its retry too.
 */
export function makeJobExecutor(deps: {
  repo: JobRunsRepository;
  handlers: TaskHandlers;
  heartbeatMs: number;
  retryDelayMs: (attempts: number) => number;
  observer?: JobObserver;
  log: JobLogger;
}) {
  let inFlight = 0;
  return {
    inFlight: () => inFlight,
    async execute(run: JobRun, attempts: number, workerId: string, alreadyRunning = false): Promise<void> {
      inFlight++;
      const started = performance.now();
      if (!alreadyRunning) await deps.repo.markRunning(run.id, attempts, workerId);
      const beat = setInterval(() => {
        deps.repo.heartbeat(run.id).catch(() => {});
      }, deps.heartbeatMs);
      try {
        const handler = deps.handlers[run.task] as (payload: unknown) => Promise<unknown>;
        if (!handler) throw new Error(`no handler for task ${run.task}`);
        const result = await handler(run.payload);
        await deps.repo.markDone(run.id, result ?? null);
        deps.observer?.finished(run.task, 'done', (performance.now() - started) / 1000);
        deps.log.info({ job: run.id, task: run.task, attempts }, 'job done');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retry = attempts < run.maxAttempts;
        await deps.repo
          .markFailed(run.id, message, retry ? deps.retryDelayMs(attempts) : null)
          .catch(() => {});
        deps.observer?.finished(run.task, retry ? 'retry' : 'failed', (performance.now() - started) / 1000);
        deps.log.error({ job: run.id, task: run.task, attempts, err: error }, 'job attempt failed');
        throw error;
      } finally {
        clearInterval(beat);
        inFlight--;
      }
    },
  };
}

export type JobExecutor = ReturnType<typeof makeJobExecutor>;
