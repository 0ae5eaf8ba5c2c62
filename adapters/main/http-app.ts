import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { METHODOLOGY_FORMULAS } from '#core/domain/methodology.ts';
import { buildHttpApp as buildFastifyApp } from '../http/app.ts';
import { fetchXMe } from '../x/x-me-client.ts';
import type { Core } from './core.ts';

export const VERSION = '0.1.0';

/** The repository root: the built front ends live in its shell and mfe-name folders. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const originOf = (url: string): string | null => (url.startsWith('/') ? null : new URL(url).origin);

export interface HttpOptions {
  logStream?: DestinationStream;
  /** Where the built front ends are; null serves none (API-only tests). */
  frontendDir?: string | null;
  /** Operations plugins (metrics, load shedding, readiness while draining); see adapters/main/operations.ts. */
  operations?: (app: FastifyInstance) => Promise<void>;
  /** False while the process drains on SIGTERM: readiness answers 503 first. */
  accepting?: () => boolean;
}

/**
 * The composition root's second half: the HTTP layer over a built core. Only the
 * processes that serve HTTP call it; CLIs and the worker role stop at `buildCore`.
 */
export async function buildHttpApp(core: Core, options: HttpOptions = {}): Promise<FastifyInstance> {
  const { config } = core;
  const secureCookies = config.env === 'production';
  const remoteOrigins = Object.values(config.remotes)
    .map(originOf)
    .filter((o): o is string => o !== null);
  const recomputeJobs = {
    enqueue: (mode: 'full' | 'day', requestedBy: string) =>
      core.jobs.enqueue({ task: 'rankings.recompute', payload: { mode }, requestedBy }),
    get: (id: string) => core.jobs.get(id),
    recent: (limit: number) => core.jobs.recent(limit),
  };

  return buildFastifyApp({
    version: VERSION,
    logLevel: config.logLevel,
    logStream: options.logStream,
    trustProxy: config.trustProxy,
    jwtSecret: config.jwtSecret,
    operations: options.operations,
    security: {
      remoteOrigins,
      adminOrigins: config.adminOrigins,
      writesPerMinute: config.rateLimits.writesPerMinute,
    },
    access: {
      sessions: core.sessions,
      staffAuth: core.staffAuth,
      origins: {
        publicOrigin: config.publicOrigin,
        loopbackAliases: config.env !== 'production',
        trustProxy: config.trustProxy,
      },
    },
    system: {
      health: core.database,
      accepting: options.accepting,
      clientConfig: {
        walletConnectProjectId: config.walletConnectProjectId,
        remotes: config.remotes,
        publicOrigin: config.publicOrigin,
        demoSignIn: config.demoSignIn,
        xApi: config.xApi !== null,
      },
    },
    auth: {
      accounts: core.accounts,
      sessions: core.sessions,
      emailLogin: core.emailLogin,
      attributeReferral: core.attributeReferral,
      staffAuth: core.staffAuth,
      secureCookies,
    },
    xSignIn: {
      x: config.x,
      xMe: (accessToken) =>
        config.x ? fetchXMe(config.x.apiUrl, accessToken) : Promise.reject(new Error('X sign-in is off')),
      demoSignIn: config.demoSignIn,
      demoProfiles: core.demoProfiles,
      signInWithX: core.signInWithX,
      sessions: core.sessions,
      publicOrigin: config.publicOrigin,
      secureCookies,
    },
    track: { track: core.track },
    wallets: { ...core.wallets, publicOrigin: config.publicOrigin },
    socialCard: { socialCard: core.socialCard, followChecks: core.followChecks },
    influencers: {
      rankings: core.rankings,
      lookupProfile: core.lookupProfile,
      catalog: core.catalog,
      pageCache: core.pageCache,
    },
    projects: { rankings: core.rankings, catalog: core.catalog },
    rankings: {
      rankings: core.rankings,
      methodology: core.methodology,
      formulas: METHODOLOGY_FORMULAS,
      published: core.publishedMethodology,
    },
    rewardPools: { rewardPools: core.rewardPools },
    payoutStatements: { statements: core.payoutStatements },
    rankingExports: { exports: core.exportRankings },
    submissions: { submissions: core.submissions, reviewSubmission: core.reviewSubmission },
    trust: { ownRank: core.ownRank, appeals: core.appeals },
    adminDirectory: { directory: core.adminDirectory },
    adminStaff: { manageStaff: core.manageStaff },
    adminRewards: { poolLedger: core.poolLedger },
    adminRankings: { rankingRuns: core.rankingRuns, jobs: recomputeJobs },
    frontendDir: options.frontendDir === undefined ? REPO_ROOT : options.frontendDir,
  });
}
