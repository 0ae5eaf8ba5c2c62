import pg from 'pg';
import type { Test } from 'tap';
import { connectDatabase, type DatabaseHandle } from '#adapters/db/connect.ts';
import { migrateToLatest } from '#adapters/db/migrate.ts';
import { pgliteTemplate, postgresTemplate } from './database-templates.ts';
import { profiled } from './setup-profile.ts';
import { namedTeardown } from './slow-teardown.ts';

export type Backend = 'pglite' | 'postgres';
/** What a fresh database is a copy of, when not the migrated template. */
export type DatabaseStart = { pglite: Blob } | { postgresTemplate: string };

/** The admin URL of the real PostgreSQL, set by scripts/test.ts when it answers. */
export const postgresAdminUrl = (): string | undefined => process.env.TEST_POSTGRES_URL;
const postgresRequired = () => process.env.REQUIRE_POSTGRES === '1';

/**
 * The backends this process runs `eachBackend` and `postgresOnly` on: both unless
 * TEST_BACKENDS names one (`pglite` or `postgres`). A full run splits a long file into one
 * process per backend this way (scripts/test-groups.ts, SPLIT_BY_BACKEND); the backend left
 * out runs in the other process, so it is neither run nor counted as skipped here.
 */
export function selectedBackends(value = process.env.TEST_BACKENDS): Backend[] {
  if (!value) return ['pglite', 'postgres'];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`TEST_BACKENDS=${value}: expected pglite, postgres or both (comma-separated)`);
  return names as Backend[];
}

/**
 * A fresh, migrated database of its own for one test: an in-memory PGlite loaded from the
 * migrated data-directory template, or a new PostgreSQL database copied from the migrated
 * template and dropped afterwards (test/helpers/database-templates.ts). Files run in
 * parallel without sharing state. `start`: another PGlite tarball or PostgreSQL template to
 * start from (e.g. the seeded demo, test/helpers/demo-template.ts).
 */
export function freshDatabase(t: Test, backend: Backend, start?: DatabaseStart): Promise<DatabaseHandle> {
  return profiled(`database ${backend}${start ? ' (seeded copy)' : ''}`, () =>
    openDatabase(t, backend, start),
  );
}

async function openDatabase(t: Test, backend: Backend, start?: DatabaseStart): Promise<DatabaseHandle> {
  const pgliteStart = start && 'pglite' in start ? start.pglite : undefined;
  if (backend === 'pglite') {
    // A copy of the migrated template (test/helpers/database-templates.ts); PGLITE_MIGRATE=1
    // migrates each database instead, to compare or to rule the template out.
    const migrate = process.env.PGLITE_MIGRATE === '1' && !pgliteStart;
    const handle = await connectDatabase({
      kind: 'pglite',
      dataDir: ':memory:',
      loadDataDir: migrate ? undefined : (pgliteStart ?? (await pgliteTemplate())),
    });
    t.teardown(() => namedTeardown('PGlite close', () => handle.close()));
    if (migrate) await migrateToLatest(handle.db);
    return handle;
  }
  const adminUrl = postgresAdminUrl();
  const template =
    start && 'postgresTemplate' in start
      ? start.postgresTemplate
      : adminUrl
        ? await postgresTemplate(adminUrl)
        : undefined;
  const { url, drop } = await createPostgresDatabase({ template });
  const handle = await connectDatabase({ kind: 'postgres', url, poolSize: 20 });
  t.teardown(async () => {
    await namedTeardown('PostgreSQL pool close', () => handle.close());
    // Not awaited: DROP DATABASE waits for a forced checkpoint (0.3–2 s on a busy server),
    // which the next test need not wait for. The open admin connection keeps this process
    // alive until the drop is done, so no database outlives its file.
    drop().catch((error: unknown) => console.error(`dropping a test database failed: ${error}`));
  });
  return handle;
}

/** Creates a PostgreSQL database (empty, or a copy of `template`) and returns its URL and how to drop it. */
export async function createPostgresDatabase(options: { template?: string } = {}): Promise<{
  url: string;
  name: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not available (TEST_POSTGRES_URL unset)');
  const name = `mm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const from = options.template ? ` template ${options.template}` : '';
  await adminQuery(adminUrl, `create database ${name}${from}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs `fn` once per available backend as a subtest: PGlite always, PostgreSQL when
 * it answers. Under CI a missing PostgreSQL fails instead of skipping. TEST_BACKENDS
 * narrows it to one backend (selectedBackends). `start`: what each backend's database is a
 * copy of (`freshDatabase`), when it answers one; `fn` is told which it was.
 */
export async function eachBackend(
  t: Test,
  fn: (t: Test, db: DatabaseHandle, backend: Backend, start?: DatabaseStart) => Promise<void>,
  start?: (backend: Backend) => Promise<DatabaseStart | undefined>,
): Promise<void> {
  const run = async (t: Test, backend: Backend) => {
    const from = await start?.(backend);
    await fn(t, await freshDatabase(t, backend, from), backend, from);
  };
  if (selectedBackends().includes('pglite')) await t.test('pglite', (t) => run(t, 'pglite'));
  await postgresOnly(t, 'postgres', (t) => run(t, 'postgres'));
}

/**
 * A test that only means something on the real PostgreSQL (races, locks: PGlite has
 * one connection). Skipped locally without PostgreSQL; a failure under CI. Left out
 * (neither run nor skipped) in a process that TEST_BACKENDS=pglite gives to PGlite only.
 */
export async function postgresOnly(t: Test, name: string, fn: (t: Test) => Promise<void>): Promise<void> {
  if (!selectedBackends().includes('postgres')) return;
  if (postgresAdminUrl()) {
    await t.test(name, fn);
  } else if (postgresRequired()) {
    t.fail(`${name}: PostgreSQL is required under CI but is not available`);
  } else {
    await t.test(name, { skip: 'PostgreSQL not available' }, async () => {});
  }
}
