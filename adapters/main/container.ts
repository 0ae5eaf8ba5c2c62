import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Clock } from '#core/ports/clock.port.ts';
import { METHODOLOGY_FORMULAS, METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import type { RankingRun, RecomputeMode } from '#core/ports/ranking-engine.port.ts';
import type { SocialDataSource } from '#core/ports/social-data-source.port.ts';
import { makeBrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import { makeLookupProfile } from '#core/use-cases/lookup-profile.use-case.ts';
import { makeRecomputeRankings } from '#core/use-cases/recompute-rankings.use-case.ts';
import { makeSeedDemoData } from '#core/use-cases/seed-demo-data.use-case.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { demoSeedRepository } from '../db/repositories/demo-seed.repository.ts';
import { influencersRepository } from '../db/repositories/influencers.repository.ts';
import { narrativesRepository } from '../db/repositories/narratives.repository.ts';
import { projectsRepository } from '../db/repositories/projects.repository.ts';
import { rankingEngine } from '../db/repositories/ranking-engine.repository.ts';
import { buildHttpApp } from '../http/app.ts';
import { generateDemoData } from '../synthetic/demo-data.generator.ts';
import { systemClock } from '../system/system-clock.ts';
import { xApiClient } from '../x/x-api.client.ts';
import type { Config } from './config.ts';

export const VERSION = '0.1.0';

export interface Container {
  app: FastifyInstance;
  seedDemoData: (seed: number) => Promise<{ seeded: boolean }>;
  recomputeRankings: (mode: RecomputeMode) => Promise<RankingRun>;
}

export interface ContainerOverrides {
  clock?: Clock;
  logStream?: DestinationStream;
  methodology?: Methodology;
  social?: SocialDataSource | null;
  demoKolCount?: number;
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

  const methodology = overrides.methodology ?? METHODOLOGY_V1;
  const social = overrides.social !== undefined ? overrides.social : config.x ? xApiClient(config.x) : null;

  const engine = rankingEngine(database.db);
  const recomputeRankings = makeRecomputeRankings({
    engine,
    clock,
    methodology,
    syncIntervalMinutes: config.rankings.intervalMinutes || 60,
  });

  const seedDemoData = makeSeedDemoData({
    repo: demoSeedRepository(database.db),
    generate: (seed, now) => generateDemoData(seed, now, overrides.demoKolCount),
    clock,
    recompute: () => recomputeRankings('full'),
  });

  const influencers = influencersRepository(database.db);
  const rankings = makeBrowseRankings({
    influencers,
    projects: projectsRepository(database.db),
    narratives: narrativesRepository(database.db),
    methodology,
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
    influencers: { rankings, lookupProfile: makeLookupProfile({ social, influencers }) },
    projects: { rankings },
    rankings: { rankings, methodology, formulas: METHODOLOGY_FORMULAS, recompute: recomputeRankings },
  });

  return { app, seedDemoData, recomputeRankings };
}
