import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { routeTable } from '#contracts/route-table.ts';
import type { Job } from '#contracts/schemas/jobs.schema.ts';
import { notFound } from '#core/errors.ts';
import type { RankingRun, RecomputeMode } from '#core/ports/ranking-engine.port.ts';
import type { RankingRuns } from '#core/use-cases/admin/ranking-runs.use-case.ts';

/**
 * A background job as the job system reports it: the `job_runs` row (adapters/jobs/job-run.ts).
 * Described here rather than imported: an adapter reaches another only through the
 * composition root (docs/architecture.md).
 */
export interface JobRecord {
  id: string;
  task: string;
  payload: object;
  state: 'queued' | 'running' | 'done' | 'failed';
  requestedBy: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  result: unknown;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** The job port the admin routes need: enqueue a recompute, read jobs. */
export interface RecomputeJobs {
  enqueue(mode: RecomputeMode, requestedBy: string): Promise<JobRecord | null>;
  get(id: string): Promise<JobRecord | null>;
  recent(limit: number): Promise<JobRecord[]>;
}

export interface AdminRankingsRoutesOptions {
  rankingRuns: RankingRuns;
  jobs: RecomputeJobs;
}

const RECENT_JOBS = 20;

const toJob = (j: JobRecord): Static<typeof Job> => ({
  id: j.id,
  task: j.task,
  mode: (j.payload as { mode?: RecomputeMode }).mode ?? null,
  state: j.state,
  requestedBy: j.requestedBy,
  attempts: j.attempts,
  maxAttempts: j.maxAttempts,
  lastError: j.lastError,
  // Only a ranking run's result is a run; mail and X jobs leave their own (docs/operations.md).
  run: j.task === 'rankings.recompute' ? (j.result as RankingRun | null) : null,
  queuedAt: j.queuedAt,
  startedAt: j.startedAt,
  finishedAt: j.finishedAt,
});

export const adminRankingsRoutes: FastifyPluginAsyncTypebox<AdminRankingsRoutesOptions> = async (
  app,
  opts,
) => {
  app.get(
    '/api/admin/rankings/runs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rankings'],
        summary: "The engine's last runs, newest first, with a run in progress and the last failure",
        security: [{ staffToken: [] }],
        ...routeTable['GET /api/admin/rankings/runs'],
      },
    },
    async () => opts.rankingRuns.list(),
  );

  app.post(
    '/api/admin/rankings/recompute',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['rankings'],
        summary:
          'Queue a recompute of the rankings (full, or the current day incrementally); answers 202 with the job to poll',
        security: [{ staffToken: [] }],
        ...routeTable['POST /api/admin/rankings/recompute'],
      },
    },
    async (req, reply) => {
      const who = req.caller.staff ? `staff:${req.caller.staff.username}` : 'staff';
      const job = await opts.jobs.enqueue(req.query.mode, who);
      if (!job) throw new Error('the recompute job was not queued');
      return reply.status(202).header('location', `/api/admin/jobs/${job.id}`).send(toJob(job));
    },
  );

  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rankings'],
        summary: 'The last background jobs, newest first: state, who asked, attempts, error, timings',
        security: [{ staffToken: [] }],
        ...routeTable['GET /api/admin/jobs'],
      },
    },
    async () => ({ jobs: (await opts.jobs.recent(RECENT_JOBS)).map(toJob) }),
  );

  app.get(
    '/api/admin/jobs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rankings'],
        summary: 'One background job: queued, running, done (with its result) or failed (with the error)',
        security: [{ staffToken: [] }],
        ...routeTable['GET /api/admin/jobs/:id'],
      },
    },
    async (req) => {
      const job = await opts.jobs.get(req.params.id);
      if (!job) throw notFound('Job');
      return toJob(job);
    },
  );
};
