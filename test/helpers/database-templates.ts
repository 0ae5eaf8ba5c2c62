import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '#adapters/db/connect.ts';
import type { Database } from '#adapters/db/database.ts';
import { MIGRATIONS_DIR, migrateToLatest } from '#adapters/db/migrate.ts';
import { pglitePool } from '#adapters/db/pglite-pool.ts';

/**
 * A migrated PostgreSQL template, so a test's fresh database is a copy instead of a
 * run of every migration. A template is keyed by a fingerprint of the migrations (and
 * the PGlite version, for the PGlite template below): changing either builds a new one.
 */
let fingerprint: string | undefined;
export function templateFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(path.join(pgliteEntry, '../../package.json')));
  fingerprint = hash.digest('hex').slice(0, 12);
  return fingerprint;
}

/** Any number; it only has to be the same for every builder. */
const TEMPLATE_LOCK = 7_114_201;

/**
 * A migrated PostgreSQL database that `CREATE DATABASE … TEMPLATE` copies. `npm test`
 * builds one for its run (TEST_POSTGRES_TEMPLATE) and drops it at the end; a direct
 * `npx tap` run shares one per fingerprint, built under an advisory lock and kept.
 */
export async function ensurePostgresTemplate(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under another name and renamed, so a template that exists is always complete.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}

export const sharedPostgresTemplateName = () => `mm_template_${templateFingerprint()}`;

let postgresTemplateName: Promise<string> | undefined;
/** The template this process copies: the run's own under `npm test`, else the shared one. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  const name = process.env.TEST_POSTGRES_TEMPLATE || sharedPostgresTemplateName();
  postgresTemplateName ??= ensurePostgresTemplate(adminUrl, name);
  return postgresTemplateName;
}

/**
 * A migrated PGlite data directory as a tarball (PGlite `dumpDataDir`): a test's fresh
 * PGlite loads it instead of running every migration, about a third of the time. Kept in
 * the temp directory per fingerprint, so one test file builds it and the rest of the run
 * (and later runs) read it; written under a unique name and renamed, so a reader never
 * sees half a file. Each load unpacks its own copy: nothing is shared between databases.
 */
let pgliteTemplateDump: Promise<Blob> | undefined;
export function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateDump ??= loadOrBuildPgliteTemplate();
  return pgliteTemplateDump;
}

/**
 * A data-directory tarball held as bytes. PGlite reads a `loadDataDir` with `arrayBuffer()`
 * and untars that; Node 20's own Blob answers it by streaming its parts and joining them
 * again, on every load (0.05–0.13 s of CPU per load of the 42 MB template, more for the
 * 120 MB seeded demo; docs/testing.md, "Seventh pass"). This one hands each load its own
 * copy of the bytes in one copy, so nothing loaded is shared between databases.
 */
export class TarballBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    // The parts too, so size, slice, stream and text behave as any Blob's.
    super([bytes], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer as ArrayBuffer;
  }
}

/** The tarball file as a `TarballBlob`. */
export async function readTarball(file: string): Promise<Blob> {
  const buffer = await readFile(file);
  return new TarballBlob(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
}

async function loadOrBuildPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `mindmark-pglite-${templateFingerprint()}.tar`);
  try {
    return await readTarball(file);
  } catch {
    // not built yet
  }
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await migrateToLatest(db);
    await sql`checkpoint`.execute(db);
    const dump = await pglite.dumpDataDir('none');
    const building = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(building, Buffer.from(await dump.arrayBuffer()));
    await rename(building, file);
    return dump;
  } finally {
    await db.destroy();
  }
}

/**
 * PGlite's `dumpDataDir` keeps the rows of logged tables only. A dump is taken from a
 * running database, so loading it starts PostgreSQL's crash recovery, which empties every
 * UNLOGGED table: the engine's derived tables (rollups, windows, `post_discounts`, the
 * coordination clusters; migrations 15, 16, 21 and 80). A seeded copy loaded as it was
 * had no discounted posts and no clusters, so the appeal journey found no KOL to appeal
 * for (docs/testing.md, "Seeded demo per run"). Before a seeded copy is dumped its unlogged
 * tables are made logged and listed in a marker table; `restoreUnloggedTables` turns them
 * back after the load and drops the marker, so the test runs on the production schema.
 */
const UNLOGGED_MARKER = 'test_template_unlogged_tables';

export async function keepUnloggedTablesInDump(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relpersistence = 'u' and c.relkind in ('r', 'p') and n.nspname = 'public'`.execute(db);
  const names = rows.map((r) => r.name);
  // A logged table may not reference an unlogged one: flip the referenced ones first.
  await flipEach(db, names, 'logged');
  await sql`create table ${sql.table(UNLOGGED_MARKER)} (name text primary key)`.execute(db);
  for (const name of names) await sql`insert into ${sql.table(UNLOGGED_MARKER)} values (${name})`.execute(db);
}

/** After loading a dump made with `keepUnloggedTablesInDump`: the schema as migrated again. */
export async function restoreUnloggedTables(db: Kysely<Database>): Promise<void> {
  const marker = await sql<{
    found: string | null;
  }>`select to_regclass(${UNLOGGED_MARKER})::text as found`.execute(db);
  if (!marker.rows[0]?.found) return;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(UNLOGGED_MARKER)}`.execute(db);
  // An unlogged table may not be referenced by a logged one: the referencing ones first.
  await flipEach(
    db,
    rows.map((r) => r.name),
    'unlogged',
  );
  await sql`drop table ${sql.table(UNLOGGED_MARKER)}`.execute(db);
}

/** `alter table … set logged|unlogged` on each, in whatever order the foreign keys allow. */
async function flipEach(db: Kysely<Database>, names: string[], to: 'logged' | 'unlogged'): Promise<void> {
  let left = [...names];
  while (left.length) {
    const failed: string[] = [];
    let lastError: unknown;
    for (const name of left) {
      try {
        await sql`alter table ${sql.table(name)} ${sql.raw(to === 'logged' ? 'set logged' : 'set unlogged')}`.execute(
          db,
        );
      } catch (error) {
        failed.push(name);
        lastError = error;
      }
    }
    if (failed.length === left.length) throw lastError;
    left = failed;
  }
}
