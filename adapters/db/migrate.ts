import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, type Kysely, Migrator, sql } from 'kysely';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * The advisory lock key replicas hold while they change or inspect the schema; the job queue
 * takes the same key around graphile-worker's migration (adapters/jobs/graphile-jobs.ts).
 * Kysely's migrator lists every table of the database, graphile-worker's included, and that
 * listing fails when another replica renames one of them at that moment (docs/operations.md, "Jobs").
 */
export const SCHEMA_LOCK_KEY = 727_100_417;

export interface MigrationReport {
  applied: string[];
}

export interface MigrateOptions {
  /** PostgreSQL shared by replicas: hold SCHEMA_LOCK_KEY for the whole migration. */
  serializeReplicas?: boolean;
}

/** Applies every pending migration in name order; re-running applies nothing. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
  db: Kysely<any>,
  options: MigrateOptions = {},
): Promise<MigrationReport> {
  if (!options.serializeReplicas) return migrateOn(db);
  // One connection for the lock and the migration: a session lock, released on the same session.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`.execute(conn);
    try {
      return await migrateOn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`.execute(conn);
    }
  });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
async function migrateOn(db: Kysely<any>): Promise<MigrationReport> {
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
