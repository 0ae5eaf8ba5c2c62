import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { type Config, loadConfig } from '#adapters/main/config.ts';
import { buildContainer, type Container, type ContainerOverrides } from '#adapters/main/container.ts';
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
