import type { RankingRun, RecomputeMode } from '#core/ports/ranking-engine.port.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** The tasks the worker knows. Payloads are small JSON objects. */
export interface TaskPayloads {
  'rankings.recompute': { mode: RecomputeMode };
  /** One email, sealed (adapters/mail/sealed-mail.ts): a sign-in link never sits readable in the row. */
  'mail.send': { sealed: string };
  /** Asks X whether the creator follows the product and pays the mission (docs/operations.md, "Jobs"). */
  'x.follow-check': { userId: string };
}
export type TaskName = keyof TaskPayloads;

/** What each task leaves in `job_runs.result` when it is done. */
export interface TaskResults {
  'rankings.recompute': RankingRun;
  'mail.send': null;
  'x.follow-check': { status: 'completed' | 'not-following' | 'unverified'; pointsAwarded: number };
}

/** One background job as the admin sees it (the `job_runs` row). */
export interface JobRun {
  id: string;
  task: TaskName;
  payload: TaskPayloads[TaskName];
  state: JobState;
  /** "schedule", or "staff:<username>" for on-demand work. */
  requestedBy: string;
  scheduleKey: string | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  result: TaskResults[TaskName] | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface EnqueueRequest<T extends TaskName = TaskName> {
  task: T;
  payload: TaskPayloads[T];
  requestedBy: string;
  /** Set for a scheduled tick: a second enqueue of the same key is a no-op (returns null). */
  scheduleKey?: string;
}

/**
 * The job system the rest of the app sees: enqueue and read, plus the worker role's
 * start and graceful stop. PostgreSQL runs it on graphile-worker; the embedded PGlite
 * runs the same semantics in process (docs/operations.md, "Jobs").
 */
export interface JobSystem {
  readonly kind: 'graphile-worker' | 'in-process';
  enqueue(request: EnqueueRequest): Promise<JobRun | null>;
  get(id: string): Promise<JobRun | null>;
  recent(limit: number): Promise<JobRun[]>;
  /** Starts taking jobs (the worker role) and the schedule's ticks. */
  startWorker(): Promise<void>;
  /** Stops taking jobs, lets the running ones finish (or hands them back), then resolves. */
  stop(): Promise<void>;
  /** Jobs this process is running now. */
  inFlight(): number;
}

/** Delay before retry number `attempts` (1-based): graphile-worker's own curve, e^min(attempts,10) s. */
export const retryDelayMs = (attempts: number, baseMs = 1000): number =>
  Math.round(Math.exp(Math.min(attempts, 10)) * baseMs);
