import { mkdirSync } from 'node:fs';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ConfigError, loadConfig } from '../main/config.ts';

/** `npm run migrate`: applies pending migrations to the configured database. */
try {
  const config = loadConfig(process.env);
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const database = await connectDatabase(config.database);
  try {
    const { applied } = await migrateToLatest(database.db);
    console.log(
      applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply: the schema is up to date',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `migrate failed: ${(error as Error).message}`);
  process.exit(1);
}
