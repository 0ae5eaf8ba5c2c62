import { sql } from 'kysely';
import {
  type Logger as GraphileLogger,
  Logger,
  makeWorkerUtils,
  type Runner,
  run,
  runMigrations,
  type WorkerUtils,
} from 'graphile-worker';
import pg from 'pg';
import type { EnqueueRequest, JobSystem } from './job-run.ts';
import type { JobRunsRepository } from './job-runs.repository.ts';
import type { JobExecutor, JobLogger } from './execute-job.ts';

/** graphile-worker's task name for every job: the job_runs row says which task it is. */
const TASK = 'job_run';
/** One queue name: ranking runs take the engine's lock anyway, so they run one at a time. */
const QUEUE = 'mindmark';

export interface GraphileJobsOptions {
  connectionString: string;
  repo: JobRunsRepository;
  executor: JobExecutor;
  maxAttempts: number;
  concurrency: number;
  pollMs: number;
  /** A running job whose worker has not beaten for this long is handed back to the queue. */
  staleMs: number;
  /** How long a stopping worker waits for its running jobs before giving them back. */
  shutdownGraceMs: number;
  log: JobLogger;
}

/**
 * Jobs on PostgreSQL with graphile-worker (LISTEN/NOTIFY, SKIP LOCKED, retries with
 * exponential backoff). Enqueue writes the job_runs row and graphile-worker's job in
 * one transaction, so any replica can enqueue and any worker can run it. A worker
 * killed mid-job leaves graphile's lock for 4 hours; the stale sweep here releases it
 * as soon as the heartbeat stops (docs/operations.md, "Jobs").
 */
export async function graphileJobs(options: GraphileJobsOptions): Promise<JobSystem> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.concurrency + 3 });
  // A terminated backend must not crash the process; graphile-worker reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const logger = quietLogger(options.log);
  await migrateSerialized(pool, logger);

  let runner: Runner | null = null;
  let utils: WorkerUtils | null = null;
  let sweep: NodeJS.Timeout | null = null;

  const sweepStale = async () => {
    const stale = await options.repo.requeueStale(options.staleMs);
    const workers = [...new Set(stale.map((s) => s.workerId).filter((w): w is string => !!w))];
    if (workers.length && utils) {
      await utils.forceUnlockWorkers(workers);
      options.log.info({ jobs: stale.map((s) => s.id), workers }, 'jobs of a lost worker handed back');
    }
  };

  return {
    kind: 'graphile-worker',
    async enqueue(request: EnqueueRequest) {
      return options.repo.insert(request, options.maxAttempts, async (trx, id) => {
        await sql`select graphile_worker.add_job(
          identifier => ${TASK},
          payload => json_build_object('jobRunId', ${id}::text),
          queue_name => ${QUEUE},
          max_attempts => ${options.maxAttempts}::int,
          job_key => ${id}::text
        )`.execute(trx);
      });
    },
    get: (id) => options.repo.get(id),
    recent: (limit) => options.repo.recent(limit),
    async startWorker() {
      if (runner) return;
      utils = await makeWorkerUtils({ pgPool: pool, logger });
      runner = await run({
        pgPool: pool,
        logger,
        concurrency: options.concurrency,
        pollInterval: options.pollMs,
        noHandleSignals: true,
        gracefulShutdownAbortTimeout: options.shutdownGraceMs,
        taskList: {
          [TASK]: async (payload, helpers) => {
            const { jobRunId } = payload as { jobRunId: string };
            const job = await options.repo.get(jobRunId);
            // Done already (a retry after the row was committed): nothing to do.
            if (!job || job.state === 'done') return;
            await options.executor.execute(job, helpers.job.attempts, helpers.job.locked_by ?? 'graphile');
          },
        },
      });
      sweep = setInterval(
        () => {
          sweepStale().catch((error: unknown) => options.log.error({ err: error }, 'stale job sweep failed'));
        },
        Math.max(500, Math.floor(options.staleMs / 3)),
      );
      sweep.unref();
    },
    async stop() {
      if (sweep) clearInterval(sweep);
      if (runner) await runner.stop().catch(() => {});
      if (utils) await Promise.resolve(utils.release()).catch(() => {});
      runner = null;
      utils = null;
      await pool.end().catch(() => {});
    },
    inFlight: () => options.executor.inFlight(),
  };
}

/** graphile-worker's messages through our logger: warnings and errors only. */
function quietLogger(log: JobLogger): GraphileLogger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') log.error({ ...meta, source: 'graphile-worker' }, message);
    else if (level === 'warning') log.info({ ...meta, source: 'graphile-worker' }, message);
  });
}

/**
 * The advisory lock key replicas take around graphile-worker's migration: the same key as
 * SCHEMA_LOCK_KEY in adapters/db/migrate.ts, so our own migration (which lists every table)
 * never runs while another replica renames graphile-worker's tables.
 */
const MIGRATION_LOCK = 727_100_417;

/**
 * graphile-worker's own schema migration, one replica at a time: replicas started together
 * on a fresh database raced in it ('relation "graphile_worker.known_crontabs" does not
 * exist', docs/operations.md, "Jobs"). A session advisory lock on one pooled client holds
 * the others back until the first has migrated; they then find nothing left to do.
 */
async function migrateSerialized(pool: pg.Pool, logger: GraphileLogger) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await runMigrations({ pgPool: pool, logger });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
