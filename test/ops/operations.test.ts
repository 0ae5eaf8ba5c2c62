import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { type Config, ConfigError, loadConfig } from '#adapters/main/config.ts';
import { buildCore } from '#adapters/main/core.ts';
import { buildHttpApp } from '#adapters/main/http-app.ts';
import { productMetrics } from '#adapters/main/metrics.ts';
import { operationsPlugin } from '#adapters/main/operations.ts';
import { REQUEST_ID_ATTRIBUTE, startTracing, type Tracing } from '#adapters/main/tracing.ts';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { testConfig } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';
import { waitForJob } from '../helpers/jobs.ts';

const TOKEN = 'metrics-token-0123456789';

/** The HTTP process as server.ts builds it: core, operations plugins, routes. */
async function opsApp(
  t: Test,
  database: DatabaseHandle,
  config: Config,
  accepting = () => true,
  tracing: Tracing | null = null,
) {
  const metrics = config.metrics.token || config.metrics.port ? productMetrics(database) : null;
  const core = await buildCore(config, database, { jobObserver: metrics?.jobs });
  const app = await buildHttpApp(core, {
    frontendDir: null,
    operations: operationsPlugin(config, metrics, tracing),
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

  await t.test('tracing is off unless configured; OTEL_* are checked', async (t) => {
    t.equal(testConfig().tracing.exporter, 'none');
    t.equal(await startTracing(testConfig().tracing), null, 'no provider, no plugin');
    const otlp = testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing;
    t.same(
      otlp,
      { exporter: 'otlp', serviceName: 'mindmark', otlpTracesUrl: 'http://collector:4318/v1/traces' },
      'an OTLP endpoint turns it on',
    );
    t.equal(
      testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }).tracing
        .exporter,
      'none',
    );
    t.throws(() => loadConfig({ OTEL_TRACES_EXPORTER: 'jaeger' }), ConfigError);
    t.throws(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }), ConfigError);
  });

  await t.test('a traced request is a span with its route, status and request id', async (t) => {
    const config = testConfig({ OTEL_TRACES_EXPORTER: 'console', OTEL_SERVICE_NAME: 'mindmark-ops-test' });
    const spans = new InMemorySpanExporter();
    const tracing = await startTracing(config.tracing, spans);
    t.teardown(() => tracing?.shutdown());
    const { app } = await opsApp(t, database, config, undefined, tracing);
    const res = await app.inject({ url: '/api/narratives?period=30d' });
    t.equal(res.statusCode, 200);
    const requestId = res.headers['x-request-id'];
    const finished = spans.getFinishedSpans();
    const request = finished.filter((s) => s.attributes[REQUEST_ID_ATTRIBUTE] === requestId);
    t.equal(request.length, 1, 'one request span carries the request id');
    const span = request[0];
    t.equal(span?.name, 'GET /api/narratives');
    t.equal(span?.attributes['http.route'], '/api/narratives');
    t.equal(span?.attributes['http.request.method'], 'GET');
    t.equal(span?.attributes['http.response.status_code'], 200);
    t.equal(span?.resource.attributes['service.name'], 'mindmark-ops-test');
    const children = finished.filter((s) => s.parentSpanContext?.spanId === span?.spanContext().spanId);
    t.ok(
      children.some((s) => s.name.startsWith('handler')),
      `its hooks and handler are child spans (${children.map((s) => s.name).join(', ')})`,
    );
    const missing = await app.inject({ url: '/api/reward-pools/00000000-0000-4000-8000-000000000000' });
    const notFound = spans
      .getFinishedSpans()
      .find((s) => s.attributes[REQUEST_ID_ATTRIBUTE] === missing.headers['x-request-id']);
    t.equal(notFound?.attributes['http.route'], '/api/reward-pools/:id', 'a 4xx is traced with its route');
    t.equal(notFound?.attributes['http.response.status_code'], missing.statusCode);
  });

  await t.test('spans reach an OTLP/HTTP collector', async (t) => {
    // A stand-in collector: it records what the exporter posts.
    const posts: { url?: string; type?: string; bytes: number }[] = [];
    const collector = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      req.on('end', () => {
        posts.push({ url: req.url, type: req.headers['content-type'], bytes });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    t.teardown(() => collector.close());
    const { port } = collector.address() as AddressInfo;
    const config = testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
    const tracing = await startTracing(config.tracing);
    const { app } = await opsApp(t, database, config, undefined, tracing);
    t.equal((await app.inject({ url: '/api/narratives?period=7d' })).statusCode, 200);
    await tracing?.shutdown();
    t.ok(posts.length >= 1, 'the batch is sent at shutdown');
    t.equal(posts[0]?.url, '/v1/traces');
    t.match(posts[0]?.type ?? '', /application\/(x-protobuf|json)/);
    t.ok((posts[0]?.bytes ?? 0) > 0);
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
