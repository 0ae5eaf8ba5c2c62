import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ConfigError, loadConfig } from './config.ts';
import { buildContainer } from './container.ts';
import { startRankingScheduler } from './ranking-scheduler.ts';

/**
 * Starts the product: validated config, database (PGlite by default), migrations,
 * the demo data set once, then the HTTP server. Failures before listening print one
 * clear line and exit 1 instead of a stack trace.
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
    const { applied } = await migrateToLatest(database.db);
    if (applied.length) boot.info(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    boot.fatal((error as Error).message);
    await database.close();
    process.exit(1);
  }

  const { app, seedDemoData, staffAuth, recomputeRankings } = await buildContainer(config, database);
  if (config.demo.seed) {
    const { seeded } = await seedDemoData(config.demo.seedValue);
    if (seeded) boot.info(`seeded the demo data set (seed ${config.demo.seedValue})`);
    if ((await staffAuth.count()) === 0) {
      // The first demo start gets an admin so /admin can be tried; the password is shown once, never logged.
      const password = randomBytes(12).toString('base64url');
      await staffAuth.create({ username: 'admin', password, role: 'admin', projectId: null });
      console.log(
        `Demo admin created for /admin/login: username "admin", password "${password}" (shown once).`,
      );
    }
  }

  const stopScheduler = startRankingScheduler(config.rankings.intervalMinutes, recomputeRankings, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    stopScheduler();
    // app.close stops accepting, lets in-flight requests finish, then runs onClose hooks.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    boot.fatal(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await database.close();
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Mindmark is running at http://${shownHost}:${config.port} (API docs: /api/docs)`);
}
