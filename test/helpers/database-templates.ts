import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '#adapters/db/connect.ts';
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
export function ensurePostgresTemplate(adminUrl: string, name: string): Promise<string> {
  return lockedDatabase(adminUrl, name, TEMPLATE_LOCK, async (admin) => {
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
  });
}

/**
 * The PostgreSQL database `name`: `build` makes it (on the admin connection, building under
 * another name and renaming it when complete) unless it exists already, under a session
 * advisory lock on `lock` (a number, or a name hashed by PostgreSQL's `hashtext`) that every
 * builder of it takes, so one builds and the others wait and find it.
 */
export async function lockedDatabase(
  adminUrl: string,
  name: string,
  lock: number | string,
  build: (admin: pg.Client) => Promise<void>,
): Promise<string> {
  const key = typeof lock === 'number' ? '$1' : 'hashtext($1)';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(${key})`, [lock]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await build(admin);
    return name;
  } finally {
    await admin.query(`select pg_advisory_unlock(${key})`, [lock]).catch(() => {});
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
 * A database built on a data directory on disk by `build` (from the migrated template), shut
 * down cleanly and packed into `tarball` for `loadDataDir`, without the WAL segments PostgreSQL
 * pre-allocated and never wrote. A dump of the running database (`dumpDataDir`) makes every
 * load pay crash recovery, which also empties every UNLOGGED table (the engine's derived
 * tables: rollups, windows, `post_discounts`, the clusters); after a clean shutdown they keep
 * their rows. For the seeded demo that every browser file loads, the dump's recovery, the
 * tables it had to keep logged and turn back after each load, and its 48 MB of unused WAL (of
 * 124 MB) cost about 2 s of CPU per load (docs/testing.md, "Fourteenth pass").
 */
export async function packCleanDataDir(
  tarball: string,
  build: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindmark-pgdata-'));
  try {
    const handle = await connectDatabase({
      kind: 'pglite',
      dataDir: dir,
      loadDataDir: await pgliteTemplate(),
    });
    let current = '';
    try {
      await build(handle);
      await sql`checkpoint`.execute(handle.db);
      const wal = await sql<{ file: string }>`select pg_walfile_name(pg_current_wal_lsn()) as file`.execute(
        handle.db,
      );
      current = wal.rows[0]?.file ?? '';
    } finally {
      await handle.close();
    }
    // The shutdown checkpoint follows the last record of `current`, at the latest in the next
    // segment; the segments past that one are recycled files, written over only when reached.
    const last = nextWalSegment(current);
    for (const name of await readdir(path.join(dir, 'pg_wal'))) {
      if (/^[0-9A-F]{24}$/.test(name) && name > last) await rm(path.join(dir, 'pg_wal', name));
    }
    await rm(path.join(dir, 'postmaster.pid'), { force: true });
    await promisify(execFile)('tar', ['--format=ustar', '-cf', tarball, '-C', dir, '.']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The WAL segment file after `name` (timeline, then the segment number in two 8-digit halves). */
export function nextWalSegment(name: string): string {
  if (!/^[0-9A-F]{24}$/.test(name)) throw new Error(`not a WAL segment file name: ${name}`);
  // 16 MB segments: 256 to each value of the middle half.
  const segno = BigInt(`0x${name.slice(8, 16)}`) * 256n + BigInt(`0x${name.slice(16)}`) + 1n;
  const hex = (n: bigint) => n.toString(16).toUpperCase().padStart(8, '0');
  return `${name.slice(0, 8)}${hex(segno / 256n)}${hex(segno % 256n)}`;
}
