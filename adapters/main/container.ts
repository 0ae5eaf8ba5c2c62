import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { DatabaseHandle } from '../db/connect.ts';
import type { Config } from './config.ts';
import { buildCore, type Core, type CoreOverrides } from './core.ts';
import { buildHttpApp } from './http-app.ts';

export { VERSION } from './http-app.ts';

export interface Container {
  app: FastifyInstance;
  core: Core;
  seedDemoData: Core['seedDemoData'];
  staffAuth: Core['staffAuth'];
  recomputeRankings: Core['recomputeRankings'];
  rewardPools: Core['rewardPools'];
  jobs: Core['jobs'];
}

export interface ContainerOverrides extends CoreOverrides {
  logStream?: DestinationStream;
  /** Where the built front ends are; null serves none (API-only tests). */
  frontendDir?: string | null;
  /** False: no job worker in this process (jobs stay queued). */
  startWorker?: boolean;
}

/**
 * Core, HTTP app and (unless WORKER=off) the job worker in one process: what tests
 * and single-process tools use. Closing the app stops the worker after its jobs.
 */
export async function buildContainer(
  config: Config,
  database: DatabaseHandle,
  overrides: ContainerOverrides = {},
): Promise<Container> {
  const core = await buildCore(config, database, overrides);
  const app = await buildHttpApp(core, {
    logStream: overrides.logStream,
    frontendDir: overrides.frontendDir,
  });
  app.addHook('onClose', async () => core.jobs.stop());
  if (overrides.startWorker !== false && config.worker !== 'off') await core.jobs.startWorker();
  return {
    app,
    core,
    seedDemoData: core.seedDemoData,
    staffAuth: core.staffAuth,
    recomputeRankings: core.recomputeRankings,
    rewardPools: core.rewardPools,
    jobs: core.jobs,
  };
}
