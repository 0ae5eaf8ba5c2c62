import { sql } from 'kysely';
import pg from 'pg';
import t from 'tap';
import { connectDatabase } from '#adapters/db/connect.ts';
import { buildCore } from '#adapters/main/core.ts';
import { testConfig } from '../helpers/app.ts';
import { postgresTemplate } from '../helpers/database-templates.ts';
import { createPostgresDatabase, postgresAdminUrl, postgresOnly } from '../helpers/databases.ts';
import { NOW } from '../helpers/rankings.ts';
import { eventually, sleep, startProduct } from './processes.ts';

/**
 * Several processes on one PostgreSQL (docs/operations.md, "Replicas"): the schedule's
 * ticks become exactly one run each however many workers watch the clock, and a worker
 * killed in the middle of a run leaves the rankings as they were and the job retried.
 */
postgresOnly(t, 'replicas and a worker on one database', async (t) => {
  const adminUrl = postgresAdminUrl() as string;
  const { url, drop } = await createPostgresDatabase({ template: await postgresTemplate(adminUrl) });
  t.teardown(drop);
  const handle = await connectDatabase({ kind: 'postgres', url, poolSize: 4 });
  t.teardown(() => handle.close());
  // A small demo data set and an admin, written through the real core (no HTTP app).
  const core = await buildCore(testConfig(), handle, { clock: { now: () => NOW }, demoKolCount: 60 });
  await core.seedDemoData(7);
  await core.staffAuth.create({
    username: 'ops_admin',
    password: 'ops-admin-password',
    role: 'admin',
    projectId: null,
  });
  const runCount = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ranking_runs`.execute(handle.db)).rows[0]?.n,
    );

  await t.test('10 ticks seen by three workers give exactly 10 runs', async (t) => {
    const before = await runCount();
    const env = { RANKINGS_INTERVAL_SECONDS: '1' };
    const [a, b, w] = await Promise.all([
      startProduct(t, { databaseUrl: url, port: 3101, worker: 'on', env }),
      startProduct(t, { databaseUrl: url, port: 3111, worker: 'on', env }),
      startProduct(t, { databaseUrl: url, worker: 'only', env }),
    ]);
    const scheduled = () =>
      sql<{ schedule_key: string; state: string; result: unknown }>`
        select schedule_key, state, result from job_runs where requested_by = 'schedule' order by schedule_key`
        .execute(handle.db)
        .then((r) => r.rows);
    await eventually(
      '10 scheduled runs done',
      async () => (await scheduled()).filter((r) => r.state === 'done').length >= 10,
      45_000,
    );
    // Stop the clocks: SIGTERM drains each process and lets a running job finish.
    for (const p of [a, b, w]) p.child.kill('SIGTERM');
    t.same(
      await Promise.all([a.exited, b.exited, w.exited]),
      [0, 0, 0],
      'each process stops cleanly on SIGTERM',
    );

    const rows = await scheduled();
    const ticks = rows.map((r) => Date.parse((r.schedule_key as string).split('@')[1] as string) / 1000);
    t.ok(rows.length >= 10, `${rows.length} ticks scheduled`);
    t.same(
      ticks,
      ticks.map((_, i) => (ticks[0] as number) + i),
      'one job per one-second tick: none missed, none twice',
    );
    // Runs slower than a tick (a loaded machine) queue up; what is still queued at the stop
    // waits for the next worker (the next test's runs them first).
    const done = rows.filter((r) => r.state === 'done').length;
    t.same(
      rows.filter((r) => r.state !== 'done' && r.state !== 'queued').map((r) => r.state),
      [],
      'none left running or failed (SIGTERM let running ones finish)',
    );
    t.ok(done >= 10, `${done} done, ${rows.length - done} still queued`);
    t.equal((await runCount()) - before, done, 'the engine ran once per job done');
  });

  await t.test('a worker killed mid-run: rankings unchanged, the job retried elsewhere', async (t) => {
    const env = { JOBS_STALE_SECONDS: '2' };
    const [a, b, w1] = await Promise.all([
      startProduct(t, { databaseUrl: url, port: 3101, worker: 'off', env }),
      startProduct(t, { databaseUrl: url, port: 3111, worker: 'off', env }),
      startProduct(t, { databaseUrl: url, worker: 'only', env }),
    ]);
    const login = await fetch(`${a.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops_admin', password: 'ops-admin-password' }),
    });
    t.equal(login.status, 200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    // A 503 (load shedding on this shared machine) is retried, as its Retry-After asks.
    const page = async (base: string) => {
      for (let attempt = 0; ; attempt++) {
        const res = await fetch(`${base}/api/influencers/paginate?limit=20&sortField=mindoMetric`);
        if (res.status !== 503 || attempt === 20) return res.json();
        await sleep(250);
      }
    };
    // The ticks the previous test left queued run first.
    await eventually(
      'the queue drained',
      async () =>
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from job_runs where state in ('queued', 'running')`.execute(handle.db)
        ).rows[0]?.n === 0,
      60_000,
    );
    const runsBefore = await runCount();
    const pageBefore = await page(b.url);

    // Hold the engine's lock so the run stays in the middle of its transaction.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    t.teardown(() => blocker.end().catch(() => {}));
    await blocker.query(`select pg_advisory_lock(hashtext('mindmark:rankings'))`);

    const queued = await fetch(`${a.url}/api/admin/rankings/recompute?mode=full`, {
      method: 'POST',
      headers: auth,
    });
    t.equal(queued.status, 202);
    const job = (await queued.json()) as { id: string; state: string };
    t.equal(job.state, 'queued');
    const getJob = async (base: string) =>
      (await (await fetch(`${base}/api/admin/jobs/${job.id}`, { headers: auth })).json()) as {
        state: string;
        attempts: number;
        lastError: string | null;
        run: { mode: string } | null;
      };
    await eventually('the worker running the job', async () => (await getJob(b.url)).state === 'running');
    w1.child.kill('SIGKILL');
    await w1.exited;
    await blocker.query(`select pg_advisory_unlock(hashtext('mindmark:rankings'))`);
    await sleep(500);
    t.equal(await runCount(), runsBefore, 'the killed run left no run behind (its transaction rolled back)');
    t.same(await page(a.url), pageBefore, 'and the rankings as they were');

    await startProduct(t, { databaseUrl: url, worker: 'only', env });
    const done = await eventually(
      'the job retried and done',
      async () => {
        const j = await getJob(b.url);
        return j.state === 'done' ? j : null;
      },
      40_000,
    );
    t.equal(done.attempts, 2, 'the second attempt ran it');
    t.match(done.lastError ?? '', /^$|stopped/, 'the lost attempt was recorded until it succeeded');
    t.equal(done.run?.mode, 'full');
    t.equal(await runCount(), runsBefore + 1, 'exactly one run was recorded');
    await sleep(1100);
    t.same(await page(a.url), await page(b.url), 'both replicas serve the same rankings within a second');
  });
});
