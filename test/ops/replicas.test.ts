import { sql } from 'kysely';
import pg from 'pg';
import t, { type Test } from 'tap';
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
// Three processes start per subtest; on a loaded 2-core machine that alone takes minutes.
t.setTimeout(900_000);

/** A database of its own per test: a small demo data set and an admin, written through the real core. */
async function seededDatabase(t: Test) {
  const adminUrl = postgresAdminUrl() as string;
  const { url, drop } = await createPostgresDatabase({ template: await postgresTemplate(adminUrl) });
  t.teardown(drop);
  const handle = await connectDatabase({ kind: 'postgres', url, poolSize: 4 });
  t.teardown(() => handle.close());
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
  return { url, handle, runCount };
}

postgresOnly(t, 'replicas and a worker on one database', async (t) => {
  await t.test('10 ticks seen by three workers give exactly 10 runs', async (t) => {
    const { url, handle, runCount } = await seededDatabase(t);
    const before = await runCount();
    const env = { RANKINGS_INTERVAL_SECONDS: '1' };
    const [a, b, w] = await Promise.all([
      startProduct(t, { databaseUrl: url, worker: 'on', env }),
      startProduct(t, { databaseUrl: url, worker: 'on', env }),
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
    // A fresh database: on a loaded machine the previous test leaves ticks queued.
    const { url, handle, runCount } = await seededDatabase(t);
    const env = { JOBS_STALE_SECONDS: '2' };
    const [a, b, w1] = await Promise.all([
      startProduct(t, { databaseUrl: url, worker: 'off', env }),
      startProduct(t, { databaseUrl: url, worker: 'off', env }),
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

    // The swap, timed: both replicas hold the leaderboard page cached for the current
    // version; a field of every KOL changes underneath without a new version (so the
    // cached page stays old), then a recompute commits the next version. Each replica
    // must serve the changed page within a second of that commit.
    const PAGE = '/api/influencers/paginate?limit=20&sortField=mindoMetric';
    const marker = `swap-marker-${process.pid}`;
    const version = async () =>
      (await sql<{ v: number }>`select version as v from rankings_version where id = 1`.execute(handle.db))
        .rows[0]?.v;
    await page(a.url);
    await page(b.url);
    await sql`update kols set twitter_description = ${marker}`.execute(handle.db);
    const oldVersion = await version();
    for (const r of [a, b]) {
      t.notMatch(JSON.stringify(await page(r.url)), marker, `${r.url} serves its cached page until the swap`);
    }
    const recompute = await fetch(`${a.url}/api/admin/rankings/recompute?mode=day`, {
      method: 'POST',
      headers: auth,
    });
    t.equal(recompute.status, 202);
    // The commit happened after the last read that still saw the old version was sent:
    // measuring from there gives an upper bound of each replica's delay.
    let lastOldRead = Date.now();
    let swapped = false;
    const watchVersion = (async () => {
      const until = Date.now() + 60_000;
      while (!swapped && Date.now() < until) {
        const sent = Date.now();
        if ((await version()) === oldVersion) lastOldRead = sent;
        else swapped = true;
        await sleep(10);
      }
    })();
    // Polled every 20 ms; the time taken is when the answer arrived (an upper bound).
    const firstNewPage = async (base: string) => {
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        const res = await fetch(`${base}${PAGE}`);
        const body = await res.text();
        if (res.status === 200 && body.includes(marker)) return Date.now();
        await sleep(20);
      }
      throw new Error(`${base} never served the new page`);
    };
    const [seenA, seenB] = await Promise.all([firstNewPage(a.url), firstNewPage(b.url)]);
    await watchVersion;
    t.ok(swapped, 'the recompute committed a new version');
    for (const [name, seen] of [
      ['replica A', seenA],
      ['replica B', seenB],
    ] as const) {
      const delay = seen - lastOldRead;
      t.ok(delay <= 1000, `${name} served the new rankings ${delay} ms after the swap (at most 1000)`);
    }
    t.same(await page(a.url), await page(b.url), 'and both serve the same page');
  });
});
