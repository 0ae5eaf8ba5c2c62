import t from 'tap';
import { makeJobExecutor, type TaskHandlers } from '#adapters/jobs/execute-job.ts';
import { inProcessJobs } from '#adapters/jobs/in-process-jobs.ts';
import type { JobRun } from '#adapters/jobs/job-run.ts';
import { jobRunsRepository } from '#adapters/jobs/job-runs.repository.ts';
import { startRankingSchedule } from '#adapters/jobs/schedule.ts';
import { freshDatabase } from '../helpers/databases.ts';
import { eventually, sleep } from './processes.ts';

const silent = { info: () => {}, error: () => {} };
const RUN = {
  id: 1,
  mode: 'full' as const,
  asOf: '2026-11-23',
  methodologyVersion: '1.2.0',
  startedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:00:01.000Z',
  durationMs: 1000,
  postsConsidered: 3,
};

/** The embedded database's queue (docs/operations.md, "Jobs"): states, attempts, backoff, schedule. */
t.test('jobs on the embedded database', async (t) => {
  const database = await freshDatabase(t, 'pglite');
  const repo = jobRunsRepository(database.db);
  let failuresLeft = 0;
  const calls: string[] = [];
  const observed: string[] = [];
  const handlers: TaskHandlers = {
    'rankings.recompute': async ({ mode }) => {
      calls.push(mode);
      await sleep(50);
      if (failuresLeft-- > 0) throw new Error(`engine unavailable (${mode})`);
      return { ...RUN, mode };
    },
    // Not enqueued in this test (test/ops/background-x-and-mail.test.ts covers them).
    'mail.send': async () => null,
    'x.follow-check': async () => ({ status: 'unverified', pointsAwarded: 0 }),
  };
  const executor = makeJobExecutor({
    repo,
    handlers,
    heartbeatMs: 100,
    retryDelayMs: (attempts) => attempts * 100,
    observer: { finished: (_task, outcome) => observed.push(outcome) },
    log: silent,
  });
  const jobs = inProcessJobs({ repo, executor, maxAttempts: 3, pollMs: 50, log: silent });
  t.teardown(() => jobs.stop());
  const settled = (id: string) =>
    eventually(`job ${id} settled`, async () => {
      const job = await jobs.get(id);
      return job && (job.state === 'done' || job.state === 'failed') ? job : null;
    });

  await t.test('queued before a worker runs, done after, with who asked and the result', async (t) => {
    const job = (await jobs.enqueue({
      task: 'rankings.recompute',
      payload: { mode: 'full' },
      requestedBy: 'staff:alice',
    })) as JobRun;
    t.equal(job.state, 'queued');
    t.equal(job.attempts, 0);
    await sleep(150);
    t.equal((await jobs.get(job.id))?.state, 'queued', 'nothing runs it without a worker');
    await jobs.startWorker();
    const done = await settled(job.id);
    t.equal(done.state, 'done');
    t.equal(done.requestedBy, 'staff:alice');
    t.equal(done.attempts, 1);
    t.equal((done.result as typeof RUN | null)?.mode, 'full');
    t.ok(done.startedAt && done.finishedAt && done.finishedAt >= done.startedAt, 'timed');
  });

  await t.test('a failing attempt is retried after a backoff, with the error shown meanwhile', async (t) => {
    failuresLeft = 1;
    const job = (await jobs.enqueue({
      task: 'rankings.recompute',
      payload: { mode: 'day' },
      requestedBy: 'schedule',
    })) as JobRun;
    const retrying = await eventually('the first failure', async () => {
      const j = await jobs.get(job.id);
      return j?.lastError ? j : null;
    });
    t.equal(retrying.state, 'queued', 'back in the queue');
    t.match(retrying.lastError, /engine unavailable/);
    const done = await settled(job.id);
    t.equal(done.state, 'done');
    t.equal(done.attempts, 2);
    t.equal(done.lastError, null, 'the error clears when it succeeds');
  });

  await t.test('attempts spent: failed, with the last error', async (t) => {
    failuresLeft = 3;
    const job = (await jobs.enqueue({
      task: 'rankings.recompute',
      payload: { mode: 'full' },
      requestedBy: 'staff:bob',
    })) as JobRun;
    const failed = await settled(job.id);
    t.equal(failed.state, 'failed');
    t.equal(failed.attempts, 3);
    t.match(failed.lastError, /engine unavailable/);
    t.ok(
      observed.includes('retry') && observed.includes('failed'),
      'the metrics heard of retries and the failure',
    );
  });

  await t.test('a job interrupted by a stop runs again at the next start', async (t) => {
    await jobs.stop();
    const job = (await jobs.enqueue({
      task: 'rankings.recompute',
      payload: { mode: 'day' },
      requestedBy: 'schedule',
    })) as JobRun;
    await repo.markRunning(job.id, 1, 'a-process-that-died');
    await jobs.startWorker();
    const done = await settled(job.id);
    t.equal(done.state, 'done');
  });

  await t.test('three schedulers on one clock: 10 ticks, 10 jobs', async (t) => {
    let now = Date.parse('2026-11-23T10:00:00.500Z');
    const clock = { now: () => new Date(now) };
    const stops = [1, 2, 3].map(() =>
      startRankingSchedule({
        schedule: { intervalMs: 60_000, fullRunHourUtc: null },
        clock,
        enqueue: (request) => jobs.enqueue(request),
        log: silent,
        checkMs: 10,
      }),
    );
    const before = (await jobs.recent(100)).length;
    for (let tick = 0; tick < 10; tick++) {
      now += 60_000;
      await sleep(60);
    }
    for (const stop of stops) stop();
    const scheduled = (await jobs.recent(100)).filter((j) => j.scheduleKey?.startsWith('rankings-day@'));
    t.equal(scheduled.length, 10, 'one job per tick');
    t.equal((await jobs.recent(100)).length - before, 10);
    t.same(
      scheduled.map((j) => j.scheduleKey).sort(),
      Array.from(
        { length: 10 },
        (_, i) => `rankings-day@${new Date(Date.parse('2026-11-23T10:01:00Z') + i * 60_000).toISOString()}`,
      ),
    );
  });

  await t.test('the daily full run: once per day at its hour', async (t) => {
    let now = Date.parse('2026-11-23T02:59:59.000Z');
    const stop = startRankingSchedule({
      schedule: { intervalMs: 0, fullRunHourUtc: 3 },
      clock: { now: () => new Date(now) },
      enqueue: (request) => jobs.enqueue(request),
      log: silent,
      checkMs: 10,
    });
    await sleep(40);
    now += 2000;
    await sleep(40);
    now += 3_600_000;
    await sleep(40);
    stop();
    const full = (await jobs.recent(200)).filter((j) => j.scheduleKey?.startsWith('rankings-full@'));
    t.same(
      full.map((j) => j.scheduleKey),
      ['rankings-full@2026-11-23'],
    );
  });
});
