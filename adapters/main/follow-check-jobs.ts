import type { CheckFollowMission } from '#core/use-cases/points/follow-mission.use-case.ts';
import type { JobRun, JobSystem, TaskResults } from '../jobs/job-run.ts';

export type FollowCheckAnswer =
  | (TaskResults['x.follow-check'] & { checkId?: string })
  | { status: 'checking' | 'failed'; pointsAwarded: 0; checkId: string; message?: string };

/**
 * The follow mission's check as a job: answers that need no X call come back at once;
 * otherwise the request enqueues `x.follow-check` and answers `checking` with the job's
 * id, so a slow or failing X API never holds it. The worker asks X (retried with the
 * queue's backoff) and pays the mission; the card reads the outcome by id
 * (docs/operations.md, "Jobs").
 */
export function followCheckJobs(deps: {
  check: CheckFollowMission;
  jobs: () => Pick<JobSystem, 'enqueue' | 'get'>;
}) {
  const present = (job: JobRun): FollowCheckAnswer => {
    const checkId = job.id;
    if (job.state === 'done' && job.result)
      return { ...(job.result as TaskResults['x.follow-check']), checkId };
    if (job.state === 'failed')
      return { status: 'failed', pointsAwarded: 0, checkId, message: 'X did not answer: try again later' };
    return job.lastError
      ? { status: 'checking', pointsAwarded: 0, checkId, message: 'X did not answer yet: trying again' }
      : { status: 'checking', pointsAwarded: 0, checkId };
  };
  return {
    async start(userId: string): Promise<FollowCheckAnswer> {
      const quick = await deps.check.withoutX(userId);
      if (quick) return quick;
      const job = await deps.jobs().enqueue({
        task: 'x.follow-check',
        payload: { userId },
        requestedBy: `user:${userId}`,
      });
      if (!job) throw new Error('the follow check was not queued');
      return present(job);
    },
    /** The caller's own check; null for an unknown id or someone else's job. */
    async read(userId: string, id: string): Promise<FollowCheckAnswer | null> {
      const job = await deps.jobs().get(id);
      if (job?.task !== 'x.follow-check') return null;
      if ((job.payload as { userId?: string }).userId !== userId) return null;
      return present(job);
    },
  };
}
export type FollowCheckJobs = ReturnType<typeof followCheckJobs>;
