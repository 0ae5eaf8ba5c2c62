import { mkdirSync } from 'node:fs';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type Config, loadConfig } from '../main/config.ts';

/** Config and a migrated database for a one-shot command. */
export async function openForCli(): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadConfig(process.env);
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const database = await connectDatabase(config.database);
  await migrateToLatest(database.db);
  return { config, database };
}
