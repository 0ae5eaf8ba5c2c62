import { mkdirSync } from 'node:fs';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type Config, loadConfig } from '../main/config.ts';
import { buildCore, type Core } from '../main/core.ts';

/** Config and a migrated database for a one-shot command. */
export async function openForCli(): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'silent' });
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const database = await connectDatabase(config.database);
  await migrateToLatest(database.db);
  return { config, database };
}

/**
 * The same core the server builds (adapters/main/core.ts), for a command: no HTTP app,
 * no worker. `use` gets it; the database and the job system close afterwards.
 */
export async function withCore<T>(use: (core: Core) => Promise<T>): Promise<T> {
  const { config, database } = await openForCli();
  try {
    const core = await buildCore(config, database);
    try {
      return await use(core);
    } finally {
      await core.jobs.stop();
    }
  } finally {
    await database.close();
  }
}
