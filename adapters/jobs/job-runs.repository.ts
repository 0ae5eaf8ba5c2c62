import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { EnqueueRequest, JobRun, JobState, TaskName, TaskPayloads } from './job-run.ts';

interface JobRunsTable {
  id: string;
  task: string;
  payload: unknown;
  state: JobState;
  requested_by: string;
  schedule_key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  result: unknown;
  worker_id: string | null;
  queued_at: Date;
  run_at: Date;
  started_at: Date | null;
  heartbeat_at: Date | null;
  finished_at: Date | null;
}
type Db = Kysely<Database & { job_runs: JobRunsTable }>;
type Row = JobRunsTable;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export const toJobRun = (r: Row): JobRun => ({
  id: r.id,
  task: r.task as TaskName,
  payload: json<TaskPayloads[TaskName]>(r.payload),
  state: r.state,
  requestedBy: r.requested_by,
  scheduleKey: r.schedule_key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  result: r.result == null ? null : json(r.result),
  queuedAt: iso(r.queued_at) as string,
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
});

/** Reads and writes `job_runs` rows; the job systems decide when (adapters/jobs). */
export function jobRunsRepository(database: Kysely<Database>) {
  const db = database.withTables<{ job_runs: JobRunsTable }>() as unknown as Db;
  return {
    db,
    /**
     * Inserts a queued row; with a schedule key a second insert of the key is a no-op
     * (null). `also` runs in the same transaction (graphile-worker's add_job), so a
     * row and its queue entry exist together or not at all.
     */
    async insert(
      request: EnqueueRequest,
      maxAttempts: number,
      also?: (trx: Db, id: string) => Promise<void>,
    ): Promise<JobRun | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('job_runs')
          .values({
            id: randomUUID(),
            task: request.task,
            payload: JSON.stringify(request.payload),
            state: 'queued',
            requested_by: request.requestedBy,
            schedule_key: request.scheduleKey ?? null,
            attempts: 0,
            max_attempts: maxAttempts,
            queued_at: sql<Date>`now()`,
            run_at: sql<Date>`now()`,
          })
          .onConflict((oc) => oc.column('schedule_key').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        if (also) await also(trx, row.id);
        return toJobRun(row);
      });
    },
    async get(id: string): Promise<JobRun | null> {
      const row = await db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toJobRun(row) : null;
    },
    async recent(limit: number): Promise<JobRun[]> {
      const rows = await db
        .selectFrom('job_runs')
        .selectAll()
        .orderBy('queued_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toJobRun);
    },
    /** The queued or running job of this task and payload, if one is waiting (admin double clicks). */
    async pending(task: TaskName, payload: object): Promise<JobRun | null> {
      const row = await db
        .selectFrom('job_runs')
        .selectAll()
        .where('task', '=', task)
        .where('state', '=', 'queued')
        .where(sql<boolean>`payload = ${JSON.stringify(payload)}::jsonb`)
        .where('schedule_key', 'is', null)
        .orderBy('queued_at')
        .executeTakeFirst();
      return row ? toJobRun(row) : null;
    },
    async markRunning(id: string, attempts: number, workerId: string): Promise<void> {
      await db
        .updateTable('job_runs')
        .set({
          state: 'running',
          attempts,
          worker_id: workerId,
          started_at: sql<Date>`now()`,
          heartbeat_at: sql<Date>`now()`,
          finished_at: null,
        })
        .where('id', '=', id)
        .execute();
    },
    async heartbeat(id: string): Promise<void> {
      await db.updateTable('job_runs').set({ heartbeat_at: sql<Date>`now()` }).where('id', '=', id).execute();
    },
    async markDone(id: string, result: unknown): Promise<void> {
      await db
        .updateTable('job_runs')
        .set({
          state: 'done',
          result: JSON.stringify(result),
          last_error: null,
          finished_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },
    /** A failed attempt: back to queued until `retryInMs`, or failed for good when attempts are spent. */
    async markFailed(id: string, message: string, retryInMs: number | null): Promise<void> {
      await db
        .updateTable('job_runs')
        .set(
          retryInMs === null
            ? { state: 'failed', last_error: message, finished_at: sql<Date>`now()` }
            : {
                state: 'queued',
                last_error: message,
                run_at: sql<Date>`now() + ${`${retryInMs} milliseconds`}::interval`,
              },
        )
        .where('id', '=', id)
        .execute();
    },
    /**
     * Running jobs whose worker stopped beating for `staleMs`: put back in the queue
     * and returned, so the caller can release the queue's lock on them.
     */
    async requeueStale(staleMs: number): Promise<{ id: string; workerId: string | null }[]> {
      const rows = await db
        .updateTable('job_runs')
        .set({
          state: 'queued',
          last_error: 'the worker running it stopped (crash or kill); retried',
          run_at: sql<Date>`now()`,
        })
        .where('state', '=', 'running')
        // `<=`: at a start (staleMs 0) a heartbeat written in the same clock tick is stale too (PGlite's clock is coarse).
        .where('heartbeat_at', '<=', sql<Date>`now() - ${`${staleMs} milliseconds`}::interval`)
        .returning(['id', 'worker_id'])
        .execute();
      return rows.map((r) => ({ id: r.id, workerId: r.worker_id }));
    },
    /** The in-process queue's claim: the oldest due queued job, now running. */
    async claimNext(workerId: string): Promise<JobRun | null> {
      const row = await db
        .updateTable('job_runs')
        .set({
          state: 'running',
          attempts: sql<number>`attempts + 1`,
          worker_id: workerId,
          started_at: sql<Date>`now()`,
          heartbeat_at: sql<Date>`now()`,
        })
        .where(
          'id',
          '=',
          db
            .selectFrom('job_runs')
            .select('id')
            .where('state', '=', 'queued')
            .where('run_at', '<=', sql<Date>`now()`)
            .orderBy('run_at')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .executeTakeFirst();
      return row ? toJobRun(row) : null;
    },
  };
}

export type JobRunsRepository = ReturnType<typeof jobRunsRepository>;
