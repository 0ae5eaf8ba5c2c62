import type { Test } from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { demoSeedRepository } from '#adapters/db/repositories/demo-seed.repository.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { type Backend, eachBackend } from './databases.ts';
import { TESTBED_NOW } from './defence-testbed.ts';
import { runTemplateStart } from './run-templates.ts';
import { profiled } from './setup-profile.ts';

/** The demo data the defence files start from: data set A's demo part (docs/methodology.md, test bed). */
export type DemoData = ReturnType<typeof generateDemoData>;

const SEED = 11;
const KOLS = 2000;

/** Data set A's demo data in memory: seed 11, the test bed's clock, `kols` KOLs (2,000 unless a bench asks). */
export const dataSetA = (kols = KOLS): DemoData => generateDemoData(SEED, TESTBED_NOW, kols);

const write = (handle: DatabaseHandle, demo: DemoData) => demoSeedRepository(handle.db).write(demo, SEED);

/**
 * Runs `fn` once per backend (`eachBackend`) on a fresh database holding data set A's demo
 * data, with that data in memory. Inside an `npm test` run (TEST_RUN_ID) the database is a
 * copy of the run's template of it, written once per run and backend
 * (test/helpers/run-templates.ts; the write costs about 6 s of CPU on PGlite); outside a run
 * it is written here into the fresh database, as before. The rows are the same either way:
 * the same `write` of the same data on the migrated template.
 */
export function eachBackendOnDataSetA(
  t: Test,
  fn: (t: Test, handle: DatabaseHandle, demo: DemoData, backend: Backend) => Promise<void>,
): Promise<void> {
  return eachBackendOnDemoData(t, KOLS, fn);
}

/** The same with `kols` KOLs (a bench's scale): written in place unless it is data set A's 2,000. */
export function eachBackendOnDemoData(
  t: Test,
  kols: number,
  fn: (t: Test, handle: DatabaseHandle, demo: DemoData, backend: Backend) => Promise<void>,
): Promise<void> {
  return eachBackend(
    t,
    async (t, handle, backend, start) => {
      const demo = dataSetA(kols);
      if (!start) await profiled('data set A written in place', () => write(handle, demo));
      await fn(t, handle, demo, backend);
    },
    (backend) =>
      kols === KOLS
        ? profiled('data set A copy (wait or write)', () => dataSetAStart(backend))
        : Promise.resolve(undefined),
  );
}

/** The run's template of data set A for `backend`, or undefined outside `npm test`. */
export function dataSetAStart(backend: Backend) {
  return runTemplateStart(
    backend,
    { pglite: `seed${SEED}-testbed-${KOLS}`, postgres: `testbed${SEED}` },
    (handle) => write(handle, dataSetA()),
  );
}
