import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { StaffCall } from './admin-session.tsx';

export type RankingRun = ApiRoutes['GET /api/admin/rankings/runs']['response']['runs'][number];
export type Job = ApiRoutes['GET /api/admin/jobs/:id']['response'];

/** How often the page asks again while a job is queued or running. */
export const JOB_POLL_MS = 1000;

export const isPending = (job: Job) => job.state === 'queued' || job.state === 'running';

export const rankingsService = (call: StaffCall) => ({
  runs: () => call('GET /api/admin/rankings/runs'),
  jobs: () => call('GET /api/admin/jobs').then((r) => r.jobs),
  job: (id: string) => call('GET /api/admin/jobs/:id', { params: { id } }),
  /** Queues a run; the answer is the job to follow (202). */
  start: (mode: 'day' | 'full') => call('POST /api/admin/rankings/recompute', { query: { mode } }),
});

/** "schedule" or "staff:alice" as the table shows it. */
export const requester = (job: Job) =>
  job.requestedBy.startsWith('staff:') ? job.requestedBy.slice('staff:'.length) : 'Schedule';

export const jobDuration = (job: Job) =>
  job.startedAt && job.finishedAt
    ? `${((Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000).toFixed(1)} s`
    : '–';
