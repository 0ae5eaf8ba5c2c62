import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { type Config, loadConfig } from '#adapters/main/config.ts';
import { buildContainer, type Container, type ContainerOverrides } from '#adapters/main/container.ts';
import { type Backend, freshDatabase, postgresOnly, selectedBackends } from './databases.ts';
import { profiled, profiling } from './setup-profile.ts';
import { namedTeardown } from './slow-teardown.ts';

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'http://localhost:3000', ...env });

/** The real composition root over a test database; closed when the test ends. */
export async function buildTestApp(
  t: Test,
  database: DatabaseHandle,
  options: { env?: Record<string, string>; overrides?: ContainerOverrides } = {},
): Promise<Container & { app: FastifyInstance }> {
  const container = await profiled('app', () =>
    buildContainer(testConfig(options.env), database, options.overrides),
  );
  t.teardown(() => namedTeardown('app.close (server, then jobs and hooks)', () => container.app.close()));
  if (profiling()) {
    const seed = container.seedDemoData;
    container.seedDemoData = (...args) => profiled('seedDemoData', () => seed(...args));
  }
  return container;
}

/** A default app and the database under it. */
export interface TestApp {
  container: Container & { app: FastifyInstance };
  database: DatabaseHandle;
}

/**
 * One PGlite database and app for a whole file, built when first asked for and closed when
 * the file's root test `root` ends: for tests that need no fresh ones (a fresh PGlite and app
 * cost about 1.5 s of CPU; docs/testing.md, "Thirteenth pass").
 */
export function sharedPgliteApp(
  root: Test,
  options: { env?: Record<string, string> } = {},
): () => Promise<TestApp> {
  let shared: Promise<TestApp> | undefined;
  return () => {
    shared ??= freshDatabase(root, 'pglite').then(async (database) => ({
      database,
      container: await buildTestApp(root, database, options),
    }));
    return shared;
  };
}

/**
 * `fn` once per backend with a default app, as `eachBackend` runs it, except that PGlite's
 * is the file's shared one (`sharedPglite`, from `sharedPgliteApp`) instead of a fresh
 * database and app. For tests whose assertions read only what they wrote themselves (users,
 * pools, rows of their own) and signed-out answers, so another test's writes to the shared
 * database cannot change what they see.
 */
export async function eachBackendApp(
  t: Test,
  sharedPglite: () => Promise<TestApp>,
  fn: (t: Test, app: TestApp, backend: Backend) => Promise<void>,
): Promise<void> {
  if (selectedBackends().includes('pglite'))
    await t.test('pglite', async (t) => fn(t, await sharedPglite(), 'pglite'));
  await postgresOnly(t, 'postgres', async (t) => {
    const database = await freshDatabase(t, 'postgres');
    await fn(t, { database, container: await buildTestApp(t, database) }, 'postgres');
  });
}
