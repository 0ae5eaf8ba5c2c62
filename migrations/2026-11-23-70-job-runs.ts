import { type Kysely, sql } from 'kysely';

/**
 * Background jobs as the admin and operators see them (docs/operations.md, "Jobs"):
 * one row per job, whoever asked for it, with its state, attempts, last error and
 * timings. On PostgreSQL graphile-worker holds the queue and this table mirrors it;
 * on the embedded PGlite the in-process worker reads its queue from here.
 * `schedule_key` names a scheduled tick ("rankings-day@2026-11-23T10:00:00.000Z"):
 * unique, so a tick becomes one job however many replicas see it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('schedule_key', 'text', (c) => c.unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('worker_id', 'text')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('job_runs_queued_at_idx').on('job_runs').column('queued_at').execute();
  await sql`create index job_runs_pending_idx on job_runs (run_at) where state in ('queued', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
