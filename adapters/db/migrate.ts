import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, type Kysely, Migrator } from 'kysely';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface MigrationReport {
  applied: string[];
}

/** Applies every pending migration in name order; re-running applies nothing. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
    // Teams own separate name ranges (10-*, 20-*, …) and merge in any order, so a
    // database may already hold a later range when an earlier one arrives.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${name} failed: ${cause}`);
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
