import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Clock } from '#core/ports/clock.port.ts';
import { makeSeedDemoData } from '#core/use-cases/seed-demo-data.use-case.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { demoSeedRepository } from '../db/repositories/demo-seed.repository.ts';
import { buildHttpApp } from '../http/app.ts';
import { generateDemoData } from '../synthetic/demo-data.generator.ts';
import { systemClock } from '../system/system-clock.ts';
import type { Config } from './config.ts';

export const VERSION = '0.1.0';

/** The repository root: the built front ends live in its shell and mfe-name folders. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Container {
  app: FastifyInstance;
  seedDemoData: (seed: number) => Promise<{ seeded: boolean }>;
}

export interface ContainerOverrides {
  clock?: Clock;
  logStream?: DestinationStream;
  /** Where the built front ends are; null serves none (API-only tests). */
  frontendDir?: string | null;
}

/**
 * The composition root: the one place where adapters are built, handed to use
 * cases as ports, and the use cases handed to the HTTP layer. Tests call it with
 * their own database handle and overrides.
 */
export async function buildContainer(
  config: Config,
  database: DatabaseHandle,
  overrides: ContainerOverrides = {},
): Promise<Container> {
  const clock = overrides.clock ?? systemClock;

  const seedDemoData = makeSeedDemoData({
    repo: demoSeedRepository(database.db),
    generate: (seed, now) => generateDemoData(seed, now),
    clock,
  });

  const app = await buildHttpApp({
    version: VERSION,
    logLevel: config.logLevel,
    logStream: overrides.logStream,
    trustProxy: config.trustProxy,
    health: database,
    clientConfig: {
      walletConnectProjectId: config.walletConnectProjectId,
      remotes: config.remotes,
      publicOrigin: config.publicOrigin,
      demoSignIn: config.env !== 'production',
    },
    frontendDir: overrides.frontendDir === undefined ? REPO_ROOT : overrides.frontendDir,
  });

  return { app, seedDemoData };
}
