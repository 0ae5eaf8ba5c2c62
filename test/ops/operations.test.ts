import t, { type Test } from 'tap';
import type { Config } from '#adapters/main/config.ts';
import { buildCore } from '#adapters/main/core.ts';
import { buildHttpApp } from '#adapters/main/http-app.ts';
import { productMetrics } from '#adapters/main/metrics.ts';
import { operationsPlugin } from '#adapters/main/operations.ts';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { testConfig } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';
import { waitForJob } from '../helpers/jobs.ts';

const TOKEN = 'metrics-token-0123456789';

/** The HTTP process as server.ts builds it: core, operations plugins, routes. */
async function opsApp(t: Test, database: DatabaseHandle, config: Config, accepting = () => true) {
  const metrics = config.metrics.token || config.metrics.port ? productMetrics(database) : null;
  const core = await buildCore(config, database, { jobObserver: metrics?.jobs });
  const app = await buildHttpApp(core, {
    frontendDir: null,
    operations: operationsPlugin(config, metrics),
    accepting,
  });
  t.teardown(() => app.close());
  t.teardown(() => core.jobs.stop());
  return { app, core };
}

t.test('operations: metrics, load shedding, limits, draining', async (t) => {
  const database = await freshDatabase(t, 'pglite');

  await t.test('without METRICS_TOKEN or METRICS_PORT there is no /metrics', async (t) => {
    const { app } = await opsApp(t, database, testConfig());
    t.equal((await app.inject({ url: '/metrics' })).statusCode, 404);
  });

  await t.test('with METRICS_TOKEN, /metrics wants it and shows routes, jobs and ledgers', async (t) => {
    const { app, core } = await opsApp(t, database, testConfig({ METRICS_TOKEN: TOKEN }));
    await core.jobs.startWorker();
    await core.staffAuth.create({
      username: 'metrics_admin',
      password: 'metrics-admin-pw',
      role: 'admin',
      projectId: null,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'metrics_admin', password: 'metrics-admin-pw' },
    });
    const token = login.json().token as string;
    const queued = await app.inject({
      method: 'POST',
      url: '/api/admin/rankings/recompute?mode=full',
      headers: { authorization: `Bearer ${token}` },
    });
    t.equal(queued.statusCode, 202);
    t.equal((await waitForJob(app, queued.json().id, token)).state, 'done');
    await app.inject({ url: '/api/narratives' });

    t.equal((await app.inject({ url: '/metrics' })).statusCode, 401, 'no token: 401');
    t.equal(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
      401,
    );
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    t.equal(res.statusCode, 200);
    t.match(
      res.body,
      /http_request_duration_seconds_bucket\{[^}]*route="\/api\/narratives"/,
      'latency per route',
    );
    t.match(
      res.body,
      /mindmark_job_duration_seconds_count\{task="rankings.recompute",outcome="done"\} [1-9]/,
    );
    t.match(res.body, /mindmark_payouts_booked_usd \d/);
    t.match(res.body, /mindmark_points_awarded \d/);
    t.match(res.body, /process_resident_memory_bytes/);
    const doc = await app.inject({ url: '/api/docs/json' });
    t.notMatch(doc.body, '"/metrics"', 'not in the OpenAPI document');
  });

  await t.test('public writes are rate limited per client', async (t) => {
    const { app } = await opsApp(t, database, testConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '3' }));
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode);
    t.same(codes, [200, 200, 200, 429]);
  });

  await t.test('an overloaded event loop answers 503 with Retry-After', async (t) => {
    const { app } = await opsApp(t, database, testConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '5' }));
    await app.ready();
    // Keep the event loop busy in 30 ms slices for over a sample interval, as a saturated CPU would.
    const end = Date.now() + 1500;
    while (Date.now() < end) {
      const slice = Date.now() + 30;
      while (Date.now() < slice) {}
      await new Promise((r) => setTimeout(r, 1));
    }
    const res = await app.inject({ url: '/api/narratives' });
    t.equal(res.statusCode, 503);
    t.equal(res.headers['retry-after'], '10');
    t.match(res.json().message, /overloaded/);
    t.ok(res.headers['x-request-id'], 'with a request id');
  });

  await t.test('while draining, readiness answers 503 and requests still work', async (t) => {
    let accepting = true;
    const { app } = await opsApp(t, database, testConfig(), () => accepting);
    t.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
    accepting = false;
    const ready = await app.inject({ url: '/readyz' });
    t.equal(ready.statusCode, 503);
    t.equal(ready.headers['retry-after'], '5');
    t.equal((await app.inject({ url: '/api/narratives' })).statusCode, 200);
  });
});
