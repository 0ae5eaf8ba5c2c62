import { createServer, type Server } from 'node:http';
import { type RawBuilder, sql } from 'kysely';
import client from 'prom-client';
import type { DatabaseHandle } from '../db/connect.ts';
import type { JobObserver } from '../jobs/execute-job.ts';

/**
 * The product's own Prometheus metrics, beside the per-route request histograms that
 * fastify-metrics records (docs/operations.md, "Metrics"). One process-wide registry:
 * prom-client's default one, so the HTTP plugin, the job worker and the database
 * gauges land on one page.
 */
export interface ProductMetrics {
  jobs: JobObserver;
  httpErrors: client.Counter<'route' | 'status_code'>;
  registry: client.Registry;
}

const single = <T extends client.Metric>(name: string, make: () => T): T =>
  (client.register.getSingleMetric(name) as T | undefined) ?? make();

export function productMetrics(database: DatabaseHandle): ProductMetrics {
  const jobDuration = single(
    'mindmark_job_duration_seconds',
    () =>
      new client.Histogram({
        name: 'mindmark_job_duration_seconds',
        help: 'Duration of job attempts by task and outcome (done, retry, failed)',
        labelNames: ['task', 'outcome'],
        buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
      }),
  );
  const jobFailures = single(
    'mindmark_job_failures_total',
    () =>
      new client.Counter({
        name: 'mindmark_job_failures_total',
        help: 'Failed job attempts by task; final = no attempts left',
        labelNames: ['task', 'final'],
      }),
  );
  const httpErrors = single(
    'mindmark_http_errors_total',
    () =>
      new client.Counter({
        name: 'mindmark_http_errors_total',
        help: 'Responses with a 5xx status, by route',
        labelNames: ['route', 'status_code'],
      }),
  );
  single(
    'mindmark_db_pool_connections',
    () =>
      new client.Gauge({
        name: 'mindmark_db_pool_connections',
        help: 'Database pool connections by state (total, idle, waiting clients)',
        labelNames: ['state'],
        collect() {
          const stats = database.poolStats?.();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      }),
  );
  // Read from the ledgers at scrape time: right across replicas and restarts (use max() over replicas).
  const ledgerSum = (
    name: string,
    help: string,
    total: RawBuilder<{ sum: string | number | null }>,
    scale = 1,
  ) =>
    single(
      name,
      () =>
        new client.Gauge({
          name,
          help,
          async collect() {
            const r = await total.execute(database.db).catch(() => null);
            if (r) this.set(Number(r.rows[0]?.sum ?? 0) / scale);
          },
        }),
    );
  ledgerSum(
    'mindmark_payouts_booked_usd',
    'Net reward payouts booked in the ledger, all pools, USD (reversals subtracted)',
    sql`select coalesce(sum(amount_cents), 0) as sum from reward_payouts`,
    100,
  );
  ledgerSum(
    'mindmark_points_awarded',
    'Points awarded in the points ledger, all users',
    sql`select coalesce(sum(points), 0) as sum from points_ledger`,
  );
  return {
    httpErrors,
    registry: client.register,
    jobs: {
      finished(task, outcome, seconds) {
        jobDuration.observe({ task, outcome }, seconds);
        if (outcome !== 'done') jobFailures.inc({ task, final: outcome === 'failed' ? 'true' : 'false' });
      },
    },
  };
}

/** /metrics on its own port (METRICS_PORT), for a private interface the proxy does not route. */
export function serveMetricsOnPort(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    client.register.metrics().then(
      (body) => res.writeHead(200, { 'content-type': client.register.contentType }).end(body),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
