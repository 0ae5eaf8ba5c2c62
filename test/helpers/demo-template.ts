import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { buildContainer } from '#adapters/main/container.ts';
import { testConfig } from './app.ts';
import type { Backend, DatabaseStart } from './databases.ts';
import { runPgliteTemplate, runPostgresTemplate, runTemplateStart } from './run-templates.ts';

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
 * undefined and the caller seeds in place. Each load unpacks its own copy
 * (test/helpers/run-templates.ts builds and locks it).
 */
export function seededDemoTemplate(seed: number): Promise<Blob | undefined> {
  // The UTC day is in the name: rankings and receipts are read as of today, so a run that
  // crosses midnight seeds a new copy rather than reading yesterday's demo.
  return runPgliteTemplate(demoNames(seed).pglite, (handle) => seedWithTheProduct(handle, seed));
}

/** The run's seeded demo for `backend`, or undefined outside `npm test` (seed in place). */
export function seededDemoStart(seed: number, backend: Backend): Promise<DatabaseStart | undefined> {
  return runTemplateStart(backend, demoNames(seed), (handle) => seedWithTheProduct(handle, seed));
}

/**
 * The same for PostgreSQL: a database seeded once per run and UTC day, which each test's
 * database copies (`CREATE DATABASE … TEMPLATE`, unlogged tables included). Outside
 * `npm test`: undefined, and the caller seeds in place.
 */
export function seededPostgresDemoTemplate(seed: number): Promise<string | undefined> {
  return runPostgresTemplate(demoNames(seed).postgres, (handle) => seedWithTheProduct(handle, seed));
}

const utcDay = () => new Date().toISOString().slice(0, 10);
const demoNames = (seed: number) => ({
  pglite: `seed${seed}-${utcDay()}`,
  postgres: `demo${seed}_${utcDay().replaceAll('-', '')}`,
});

/** The composition root a browser test runs, seeding the demo (real clock), then closed. */
async function seedWithTheProduct(handle: DatabaseHandle, seed: number): Promise<void> {
  const container = await buildContainer(testConfig(), handle, { frontendDir: null });
  try {
    await container.seedDemoData(seed);
  } finally {
    await container.app.close();
  }
}
