import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { accessPlugin, type AccessPluginOptions } from './auth/access.plugin.ts';
import { loggerOptions } from './logging.ts';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.ts';
import { openApiPlugin } from './plugins/openapi.plugin.ts';
import { routeContractPlugin } from './plugins/route-contract.plugin.ts';
import { staticFrontendPlugin } from './plugins/static-frontend.plugin.ts';
import { securityPlugin, type SecurityOptions } from './plugins/security.plugin.ts';
import { type AdminDirectoryRoutesOptions, adminDirectoryRoutes } from './routes/admin-directory.routes.ts';
import { type AdminRankingsRoutesOptions, adminRankingsRoutes } from './routes/admin-rankings.routes.ts';
import { type AdminRewardsRoutesOptions, adminRewardsRoutes } from './routes/admin-rewards.routes.ts';
import { type AdminStaffRoutesOptions, adminStaffRoutes } from './routes/admin-staff.routes.ts';
import { authRoutes, type AuthRoutesOptions } from './routes/auth.routes.ts';
import { socialCardRoutes, type SocialCardRoutesOptions } from './routes/social-card.routes.ts';
import { influencerRoutes, type InfluencerRoutesOptions } from './routes/influencers.routes.ts';
import { projectRoutes, type ProjectRoutesOptions } from './routes/projects.routes.ts';
import { rankingRoutes, type RankingRoutesOptions } from './routes/rankings.routes.ts';
import {
  type PayoutStatementRoutesOptions,
  payoutStatementRoutes,
} from './routes/payout-statement.routes.ts';
import { type RankingExportRoutesOptions, rankingExportRoutes } from './routes/ranking-exports.routes.ts';
import { type RewardPoolRoutesOptions, rewardPoolRoutes } from './routes/reward-pools.routes.ts';
import { type SubmissionRoutesOptions, submissionRoutes } from './routes/submissions.routes.ts';
import { systemRoutes, type SystemRoutesOptions } from './routes/system.routes.ts';
import { trackRoutes, type TrackRoutesOptions } from './routes/track.routes.ts';
import { trustRoutes, type TrustRoutesOptions } from './routes/trust.routes.ts';
import { walletsRoutes, type WalletsRoutesOptions } from './routes/wallets.routes.ts';
import { xSignInRoutes, type XSignInRoutesOptions } from './routes/x-sign-in.routes.ts';

export interface HttpDeps {
  version: string;
  logLevel: string;
  logStream?: DestinationStream;
  trustProxy: boolean;
  jwtSecret: string;
  /** Operations plugins registered first (metrics, load shedding; adapters/main/operations.ts). */
  operations?: (app: FastifyInstance) => Promise<void>;
  security: SecurityOptions;
  access: AccessPluginOptions;
  system: SystemRoutesOptions;
  auth: AuthRoutesOptions;
  xSignIn: XSignInRoutesOptions;
  track: TrackRoutesOptions;
  wallets: WalletsRoutesOptions;
  socialCard: SocialCardRoutesOptions;
  influencers: InfluencerRoutesOptions;
  projects: ProjectRoutesOptions;
  rankings: RankingRoutesOptions;
  rewardPools: RewardPoolRoutesOptions;
  payoutStatements: PayoutStatementRoutesOptions;
  rankingExports: RankingExportRoutesOptions;
  submissions: SubmissionRoutesOptions;
  trust: TrustRoutesOptions;
  adminDirectory: AdminDirectoryRoutesOptions;
  adminStaff: AdminStaffRoutesOptions;
  adminRewards: AdminRewardsRoutesOptions;
  adminRankings: AdminRankingsRoutesOptions;
  /** The folder holding the built front ends (shell and each mfe-name, with dist folders); null serves none. */
  frontendDir: string | null;
}

/** Builds the whole HTTP app without listening, so tests can `inject` into it. */
export async function buildHttpApp(deps: HttpDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logLevel, deps.logStream),
    trustProxy: deps.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // HTML forms (the demo sign-in page) post urlencoded bodies; no plugin needed for that.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  await app.register(errorHandlerPlugin);
  if (deps.operations) await deps.operations(app);
  await app.register(securityPlugin, deps.security);
  await app.register(cookie);
  // HS256 pinned on both sides; tokens come only from the Authorization header.
  await app.register(jwt, {
    secret: deps.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(accessPlugin, deps.access);
  await app.register(openApiPlugin, { version: deps.version });
  await app.register(routeContractPlugin);

  await app.register(systemRoutes, deps.system);
  await app.register(authRoutes, deps.auth);
  await app.register(xSignInRoutes, deps.xSignIn);
  await app.register(trackRoutes, deps.track);
  await app.register(walletsRoutes, deps.wallets);
  await app.register(socialCardRoutes, deps.socialCard);
  await app.register(influencerRoutes, deps.influencers);
  await app.register(projectRoutes, deps.projects);
  await app.register(rankingRoutes, deps.rankings);
  await app.register(rewardPoolRoutes, deps.rewardPools);
  await app.register(payoutStatementRoutes, deps.payoutStatements);
  await app.register(rankingExportRoutes, deps.rankingExports);
  await app.register(submissionRoutes, deps.submissions);
  await app.register(trustRoutes, deps.trust);
  await app.register(adminDirectoryRoutes, deps.adminDirectory);
  await app.register(adminStaffRoutes, deps.adminStaff);
  await app.register(adminRewardsRoutes, deps.adminRewards);
  await app.register(adminRankingsRoutes, deps.adminRankings);
  if (deps.frontendDir) {
    await app.register(staticFrontendPlugin, {
      rootDir: deps.frontendDir,
      clientConfig: deps.system.clientConfig,
    });
  }

  return app;
}
