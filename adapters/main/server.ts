import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { startRankingSchedule } from '../jobs/schedule.ts';
import { ConfigError, loadConfig } from './config.ts';
import { buildCore } from './core.ts';
import { buildHttpApp } from './http-app.ts';
import { productMetrics, serveMetricsOnPort } from './metrics.ts';
import { operationsPlugin } from './operations.ts';
import { startTracing } from './tracing.ts';

/**
 * Starts the product: validated config, database (PGlite by default), migrations,
 * the demo data set once, then the roles WORKER asks for: HTTP, the job worker with
 * the ranking schedule, or both (the default). Failures before listening print one
 * clear line and exit 1 instead of a stack trace. SIGTERM drains (docs/operations.md).
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const boot = pino({ level: 'info', base: undefined });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel, base: { role: `worker-${config.worker}` } });

  let database: DatabaseHandle;
  try {
    if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
    database = await connectDatabase(config.database);
  } catch (error) {
    const where =
      config.database.kind === 'postgres'
        ? 'PostgreSQL at DATABASE_URL'
        : `PGlite in ${config.database.dataDir}`;
    boot.fatal(`cannot open the database (${where}): ${(error as Error).message}`);
    process.exit(1);
  }

  try {
    const { applied } = await migrateToLatest(database.db, {
      serializeReplicas: config.database.kind === 'postgres',
    });
    if (applied.length) boot.info(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    boot.fatal((error as Error).message);
    await database.close();
    process.exit(1);
  }

  const metricsWanted = config.metrics.token !== null || config.metrics.port !== null;
  const metrics = metricsWanted ? productMetrics(database) : null;
  const core = await buildCore(config, database, { jobObserver: metrics?.jobs, log });
  const serveHttp = config.worker !== 'only';
  const runJobs = config.worker !== 'off';

  if (config.demo.seed && serveHttp) {
    const { seeded } = await core.seedDemoData(config.demo.seedValue);
    if (seeded) boot.info(`seeded the demo data set (seed ${config.demo.seedValue})`);
    if ((await core.staffAuth.count()) === 0) {
      // The first demo start gets an admin so /admin can be tried; the password is shown once, never logged.
      const password = randomBytes(12).toString('base64url');
      await core.staffAuth.create({ username: 'admin', password, role: 'admin', projectId: null });
      console.log(
        `Demo admin created for /admin/login: username "admin", password "${password}" (shown once).`,
      );
    }
  }

  let accepting = true;
  const tracing = serveHttp ? await startTracing(config.tracing) : null;
  const app: FastifyInstance | null = serveHttp
    ? await buildHttpApp(core, {
        operations: operationsPlugin(config, metrics, tracing),
        accepting: () => accepting,
      })
    : null;

  let stopSchedule = () => {};
  if (runJobs) {
    await core.jobs.startWorker();
    stopSchedule = startRankingSchedule({
      schedule: config.rankings,
      clock: core.clock,
      enqueue: (request) => core.jobs.enqueue(request),
      log,
    });
  }

  let metricsServer: Server | null = null;
  if (metrics && config.metrics.port !== null) {
    metricsServer = await serveMetricsOnPort(config.metrics.port, config.host);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 first so the load balancer stops sending; then the listener closes.
    accepting = false;
    stopSchedule();
    log.info(`${signal}: draining for ${config.shutdown.drainMs} ms, then finishing in-flight work`);
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
    // app.close stops accepting, lets in-flight requests finish, then runs onClose hooks.
    if (app) await app.close();
    // Running jobs finish (or go back to the queue after SHUTDOWN_GRACE_MS).
    await core.jobs.stop();
    metricsServer?.close();
    await tracing?.shutdown().catch(() => {});
    await database.close();
    log.info(`${signal}: stopped`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (!app) {
    console.log(`Mindmark worker is running (jobs on ${core.jobs.kind})`);
    return;
  }
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    boot.fatal(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await core.jobs.stop();
    await database.close();
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Mindmark is running at http://${shownHost}:${config.port} (API docs: /api/docs)`);
}
