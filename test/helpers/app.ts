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

/**
 * `fn` once per backend with a default app, as `eachBackend` runs it, except that PGlite's
 * is the one the file already shares (`sharedPglite`) instead of a fresh database and app
 * (about 1.5 s of CPU each; docs/testing.md, "Thirteenth pass"). For tests that sign in
 * users of their own and assert only on those users and on signed-out requests, so another
 * test's writes to the shared database cannot change what they see.
 */
export async function eachBackendApp(
  t: Test,
  sharedPglite: () => Promise<FastifyInstance>,
  fn: (t: Test, app: FastifyInstance, backend: Backend) => Promise<void>,
): Promise<void> {
  if (selectedBackends().includes('pglite'))
    await t.test('pglite', async (t) => fn(t, await sharedPglite(), 'pglite'));
  await postgresOnly(t, 'postgres', async (t) =>
    fn(t, (await buildTestApp(t, await freshDatabase(t, 'postgres'))).app, 'postgres'),
  );
}
