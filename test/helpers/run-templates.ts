import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectDatabase, type DatabaseHandle } from '#adapters/db/connect.ts';
import { lockedDatabase, packCleanDataDir, readTarball, templateFingerprint } from './database-templates.ts';
import { type Backend, createPostgresDatabase, type DatabaseStart, postgresAdminUrl } from './databases.ts';

/**
 * Databases built once per `npm test` run and copied by every test that starts from them:
 * the seeded demo of the browser files (test/helpers/demo-template.ts) and the defence
 * files' data set A (test/helpers/data-set-a.ts), each written by its `fill` on a database
 * of its own, copied from the migrated template.
 *
 * Only inside one run, which names itself in TEST_RUN_ID: the first file that asks builds
 * the template (under a lock, the others wait for it), every later file of that run copies
 * it, and scripts/test.ts deletes it at the end. Outside a run (a direct `npx tap`) these
 * answer undefined and the caller writes its data in place. Each copy is a database of its
 * own: nothing is shared between tests.
 */

/** Writes a template's data, once per run and backend. */
export type Fill = (handle: DatabaseHandle) => Promise<void>;

/** Where scripts/test.ts finds a run's PGlite templates to delete: `<prefix>…-<run>.tar`. */
export const RUN_TEMPLATE_PREFIX = 'mindmark-demo-';

/**
 * The PGlite one: a data directory filled once per run and shut down cleanly
 * (`packCleanDataDir`), as a tarball in the temp directory named after `name` and the run.
 */
export async function runPgliteTemplate(name: string, fill: Fill): Promise<Blob | undefined> {
  const run = process.env.TEST_RUN_ID;
  if (!run) return undefined;
  const file = path.join(tmpdir(), `${RUN_TEMPLATE_PREFIX}${templateFingerprint()}-${name}-${run}.tar`);
  const lock = `${file}.lock`;
  const giveUp = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      return await readTarball(file);
    } catch {
      // not built yet
    }
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break; // this process builds it
    } catch {
      // another file is building it; take over only if that process is gone
      const holder = Number(await readFile(lock, 'utf8').catch(() => '0'));
      if (holder && !alive(holder)) await rm(lock, { force: true });
      else if (Date.now() > giveUp) throw new Error(`the run's template ${file} never appeared`);
      else await sleep(500);
    }
  }
  try {
    const building = `${file}.${process.pid}`;
    await packCleanDataDir(building, fill);
    await rename(building, file);
    return await readTarball(file);
  } finally {
    await rm(lock, { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The PostgreSQL one: a database filled once per run, which each test's database copies
 * (`CREATE DATABASE … TEMPLATE`, unlogged tables included), built under an advisory lock and
 * renamed when complete. Its name is the run's migrated template (TEST_POSTGRES_TEMPLATE)
 * followed by `_<suffix>`, so scripts/test.ts drops it with that one.
 */
export async function runPostgresTemplate(suffix: string, fill: Fill): Promise<string | undefined> {
  const base = process.env.TEST_POSTGRES_TEMPLATE;
  const adminUrl = postgresAdminUrl();
  if (!process.env.TEST_RUN_ID || !base || !adminUrl) return undefined;
  const name = `${base}_${suffix}`;
  return lockedDatabase(adminUrl, name, name, async (admin) => {
    const building = await createPostgresDatabase({ template: base });
    try {
      const handle = await connectDatabase({ kind: 'postgres', url: building.url, poolSize: 10 });
      try {
        await fill(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building.name} rename to ${name}`);
    } catch (error) {
      await building.drop().catch(() => {});
      throw error;
    }
  });
}

/** The run's template for `backend` (`freshDatabase`'s start), or undefined outside `npm test`. */
export async function runTemplateStart(
  backend: Backend,
  names: { pglite: string; postgres: string },
  fill: Fill,
): Promise<DatabaseStart | undefined> {
  if (backend === 'pglite') {
    const pglite = await runPgliteTemplate(names.pglite, fill);
    return pglite && { pglite };
  }
  const postgresTemplate = await runPostgresTemplate(names.postgres, fill);
  return postgresTemplate ? { postgresTemplate } : undefined;
}
