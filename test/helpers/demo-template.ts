import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '#adapters/db/connect.ts';
import { buildContainer } from '#adapters/main/container.ts';
import { testConfig } from './app.ts';
import { packCleanDataDir, readTarball, templateFingerprint } from './database-templates.ts';
import { type Backend, createPostgresDatabase, type DatabaseStart, postgresAdminUrl } from './databases.ts';

/**
 * A migrated PGlite with the demo data set already seeded (`seedDemoData(seed)`, real
 * clock), as a data-directory tarball, for the browser tests that start from the demo:
 * seeding the 2,000 demo KOLs costs about 18 s of CPU per file on PGlite, loading the
 * seeded copy a second or two (docs/testing.md, "Suite time").
 *
 * Only inside one `npm test` run, which names itself in TEST_RUN_ID: the first file that
 * asks seeds the copy (under a lock file, the others wait for it), every later file of
 * that run loads it (on the same UTC day), and scripts/test.ts deletes it at the end. So
 * no test sees data seeded by other code, hours earlier or on another day; outside a run (a direct `npx tap`) this answers
 * undefined and the caller seeds in place. Each load unpacks its own copy.
 */
export async function seededDemoTemplate(seed: number): Promise<Blob | undefined> {
  const run = process.env.TEST_RUN_ID;
  if (!run) return undefined;
  // The UTC day is in the name: rankings and receipts are read as of today, so a run that
  // crosses midnight seeds a new copy rather than reading yesterday's demo.
  const day = new Date().toISOString().slice(0, 10);
  const file = path.join(
    tmpdir(),
    `${DEMO_TEMPLATE_PREFIX}${templateFingerprint()}-seed${seed}-${day}-${run}.tar`,
  );
  const lock = `${file}.lock`;
  const giveUp = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      return await readTarball(file);
    } catch {
      // not seeded yet
    }
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break; // this process seeds it
    } catch {
      // another file is seeding it; take over only if that process is gone
      const holder = Number(await readFile(lock, 'utf8').catch(() => '0'));
      if (holder && !alive(holder)) await rm(lock, { force: true });
      else if (Date.now() > giveUp) throw new Error(`the seeded demo template ${file} never appeared`);
      else await sleep(500);
    }
  }
  try {
    const building = `${file}.${process.pid}`;
    await seedOnce(seed, building);
    await rename(building, file);
    return await readTarball(file);
  } finally {
    await rm(lock, { force: true });
  }
}

/** The run's seeded demo for `backend`, or undefined outside `npm test` (seed in place). */
export async function seededDemoStart(seed: number, backend: Backend): Promise<DatabaseStart | undefined> {
  if (backend === 'pglite') {
    const pglite = await seededDemoTemplate(seed);
    return pglite && { pglite };
  }
  const postgresTemplate = await seededPostgresDemoTemplate(seed);
  return postgresTemplate ? { postgresTemplate } : undefined;
}

/** Where scripts/test.ts finds a run's seeded templates to delete. */
export const DEMO_TEMPLATE_PREFIX = 'mindmark-demo-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The same for PostgreSQL: a database seeded once per run and UTC day, which each test's
 * database copies (`CREATE DATABASE … TEMPLATE`, unlogged tables included), built under an
 * advisory lock and renamed when complete. Its name starts with the run's migrated template
 * (TEST_POSTGRES_TEMPLATE), so scripts/test.ts drops it with that one. Outside `npm test`:
 * undefined, and the caller seeds in place.
 */
export async function seededPostgresDemoTemplate(seed: number): Promise<string | undefined> {
  const base = process.env.TEST_POSTGRES_TEMPLATE;
  const adminUrl = postgresAdminUrl();
  if (!process.env.TEST_RUN_ID || !base || !adminUrl) return undefined;
  const name = `${base}_demo${seed}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = await createPostgresDatabase({ template: base });
    try {
      const handle = await connectDatabase({ kind: 'postgres', url: building.url, poolSize: 10 });
      try {
        await seedWithTheProduct(handle, seed);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building.name} rename to ${name}`);
      return name;
    } catch (error) {
      await building.drop().catch(() => {});
      throw error;
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
}

/** The composition root a browser test runs, seeding the demo (real clock), then closed. */
async function seedWithTheProduct(handle: DatabaseHandle, seed: number): Promise<void> {
  const container = await buildContainer(testConfig(), handle, { frontendDir: null });
  try {
    await container.seedDemoData(seed);
  } finally {
    await container.app.close();
  }
}

/** The same composition root and seeding a browser test runs, on a database of its own. */
/** The demo seeded by the product on a data directory of its own, packed as `tarball`. */
async function seedOnce(seed: number, tarball: string): Promise<void> {
  await packCleanDataDir(tarball, (handle) => seedWithTheProduct(handle, seed));
}
