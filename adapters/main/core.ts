import path from 'node:path';
import type { Clock } from '#core/ports/clock.port.ts';
import type { FollowVerifier } from '#core/ports/follow-verifier.port.ts';
import type { Mailer } from '#core/ports/mailer.port.ts';
import type { WalletScoreSource } from '#core/ports/wallet-score-source.port.ts';
import { makeAdminDirectory } from '#core/use-cases/admin/admin-directory.use-case.ts';
import { makeManageStaff } from '#core/use-cases/admin/manage-staff.use-case.ts';
import { makeRankingRuns } from '#core/use-cases/admin/ranking-runs.use-case.ts';
import { makePoolLedger } from '#core/use-cases/rewards/pool-ledger.use-case.ts';
import { makeAccounts } from '#core/use-cases/identity/accounts.use-case.ts';
import { makeEmailLogin } from '#core/use-cases/identity/email-login.use-case.ts';
import { makeAttributeReferral } from '#core/use-cases/identity/referrals.use-case.ts';
import { makeSessions } from '#core/use-cases/identity/sessions.use-case.ts';
import { makeSignInWithX } from '#core/use-cases/identity/sign-in.use-case.ts';
import { makeStaffAuth } from '#core/use-cases/identity/staff-auth.use-case.ts';
import { makeCheckFollowMission } from '#core/use-cases/points/follow-mission.use-case.ts';
import {
  makeRewardReferralSignIn,
  makeSignInRewards,
  withReferralReward,
} from '#core/use-cases/points/sign-in-rewards.use-case.ts';
import { makeSocialCard } from '#core/use-cases/points/social-card.use-case.ts';
import { makeLinkWallet } from '#core/use-cases/wallets/link-wallet.use-case.ts';
import { makeListWallets } from '#core/use-cases/wallets/list-wallets.use-case.ts';
import { makeRemoveWallet } from '#core/use-cases/wallets/remove-wallet.use-case.ts';
import { makeIssueWalletNonce } from '#core/use-cases/wallets/wallet-nonce.use-case.ts';
import { METHODOLOGY_FORMULAS, METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import type { RecomputeMode } from '#core/ports/ranking-engine.port.ts';
import type { SocialDataSource } from '#core/ports/social-data-source.port.ts';
import { makeBrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import { makeLookupProfile } from '#core/use-cases/lookup-profile.use-case.ts';
import { makeManageCatalog } from '#core/use-cases/manage-catalog.use-case.ts';
import { makeRecomputeRankings } from '#core/use-cases/recompute-rankings.use-case.ts';
import { makeReviewSubmission } from '#core/use-cases/rewards/review-submission.use-case.ts';
import { makePayoutStatements } from '#core/use-cases/rewards/payout-statement.use-case.ts';
import { makeRewardPools } from '#core/use-cases/rewards/reward-pools.use-case.ts';
import { makeSubmissions } from '#core/use-cases/rewards/submissions.use-case.ts';
import { makeExportRankings } from '#core/use-cases/export-rankings.use-case.ts';
import { makeSeedDemoData } from '#core/use-cases/seed-demo-data.use-case.ts';
import { makeAppeals } from '#core/use-cases/trust/appeals.use-case.ts';
import { makeOwnRank } from '#core/use-cases/trust/own-rank.use-case.ts';
import { makePublishedMethodology } from '#core/use-cases/trust/published-methodology.use-case.ts';
import { appealRepository } from '../db/repositories/appeal.repository.ts';
import { methodologyVersionRepository, ownRankRepository } from '../db/repositories/trust-read.repository.ts';
import { makeTrackEvent } from '#core/use-cases/track-event.use-case.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { accountRepository } from '../db/repositories/account.repository.ts';
import { adminDirectoryRepository } from '../db/repositories/admin-directory.repository.ts';
import { payoutLedgerRepository } from '../db/repositories/payout-ledger.repository.ts';
import { rankingRunsRepository } from '../db/repositories/ranking-runs.repository.ts';
import { catalogWritesRepository } from '../db/repositories/catalog-writes.repository.ts';
import { socialIngestRepository } from '../db/repositories/social-ingest.repository.ts';
import { demoProfiles } from '../db/repositories/demo-profiles.repository.ts';
import { demoSeedRepository } from '../db/repositories/demo-seed.repository.ts';
import { emailTokenRepository, sessionRepository } from '../db/repositories/session.repository.ts';
import { pointsLedgerRepository } from '../db/repositories/points-ledger.repository.ts';
import { unitOfWork } from '../db/unit-of-work.ts';
import { makeAwardPoints } from '#core/use-cases/points/award-points.use-case.ts';
import { makeGrantLimitedBadge } from '#core/use-cases/points/limited-badge.use-case.ts';
import { rewardsProfileRepository } from '../db/repositories/rewards-profile.repository.ts';
import { walletRepository } from '../db/repositories/wallet.repository.ts';
import { rewardPoolRepository } from '../db/repositories/reward-pool.repository.ts';
import { keccakStatementHasher } from '../system/keccak-statement-hasher.ts';
import { submissionRepository } from '../db/repositories/submission.repository.ts';
import { loginThrottle, staffRepository } from '../db/repositories/staff.repository.ts';
import { trackRepository } from '../db/repositories/track.repository.ts';
import { influencersRepository } from '../db/repositories/influencers.repository.ts';
import { narrativesRepository } from '../db/repositories/narratives.repository.ts';
import { projectsRepository } from '../db/repositories/projects.repository.ts';
import { rankingEngine } from '../db/ranking-engine/ranking-engine.repository.ts';
import { readRankingsVersion } from '../db/ranking-engine/kol-scores.sql.ts';
import { versionedCache } from '../http/versioned-cache.ts';
import { makeImportSocialData } from '#core/use-cases/import-social-data.use-case.ts';
import { makeSyncSocialSource } from '#core/use-cases/sync-social-source.use-case.ts';
import { type JobObserver, makeJobExecutor, type JobLogger } from '../jobs/execute-job.ts';
import { graphileJobs } from '../jobs/graphile-jobs.ts';
import { inProcessJobs } from '../jobs/in-process-jobs.ts';
import { type JobSystem, retryDelayMs } from '../jobs/job-run.ts';
import { jobRunsRepository } from '../jobs/job-runs.repository.ts';
import { outboxMailer } from '../mail/outbox-mailer.ts';
import { deliverQueuedMail, queuedMailer } from '../mail/queued-mailer.ts';
import { mailSeal } from '../mail/sealed-mail.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';
import { generateDemoData } from '../synthetic/demo-data.generator.ts';
import { cryptoIds } from '../system/crypto-ids.ts';
import { scryptPasswordHasher } from '../system/scrypt-password-hasher.ts';
import { systemClock } from '../system/system-clock.ts';
import { noWalletScores } from '../wallets/no-wallet-scores.ts';
import { walletSignatureVerifier } from '../wallets/wallet-signature-verifier.ts';
import { socialFollowVerifier, unverifiedFollows } from '../x/x-follow-verifier.ts';
import { xApiClient } from '../x/x-api.client.ts';
import type { Config } from './config.ts';
import { followCheckJobs } from './follow-check-jobs.ts';

export interface CoreOverrides {
  clock?: Clock;
  follow?: FollowVerifier;
  walletScores?: WalletScoreSource;
  mailer?: Mailer;
  methodology?: Methodology;
  social?: SocialDataSource | null;
  demoKolCount?: number;
  /** Told of every finished job attempt (the metrics adapter). */
  jobObserver?: JobObserver;
  /** Where job messages go before the HTTP app's logger exists; silent by default. */
  log?: JobLogger;
}

/** Who the demo's seeded review decisions are booked by, in the review audit. */
const DEMO_REVIEWER = {
  user: null,
  staff: {
    staffId: '00000000-0000-4000-8000-00000000de70',
    username: 'demo-reviewer',
    role: 'admin' as const,
    projectId: null,
  },
};

const silentLog: JobLogger = { info: () => {}, error: () => {} };

/**
 * The composition root's first half (docs/architecture.md, "Composition root"): every
 * adapter built once and handed to the use cases as ports, plus the job system. The
 * server, the worker role, every CLI and the tests start here; `buildHttpApp(core)`
 * adds the HTTP layer for the processes that serve it.
 */
export async function buildCore(config: Config, database: DatabaseHandle, overrides: CoreOverrides = {}) {
  const { db } = database;
  const clock = overrides.clock ?? systemClock;
  const ids = cryptoIds;

  const accountsRepo = accountRepository(db);
  // The mailer that delivers (SMTP, or the outbox folder) runs in the `mail.send` job; use
  // cases get the queued one, so no request waits on the mail server (docs/operations.md, "Jobs").
  const deliveryMailer =
    overrides.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(path.join(config.dataDir, 'outbox'), (line) => console.log(line)));
  const mailSealer = mailSeal(config.jwtSecret);
  // The job system is built last (its handlers need the use cases); enqueues happen only after.
  let jobSystem: JobSystem | null = null;
  const builtJobs = (): JobSystem => {
    if (!jobSystem) throw new Error('the job system is not built yet');
    return jobSystem;
  };
  const mailer = queuedMailer({ seal: mailSealer, enqueue: (request) => builtJobs().enqueue(request) });

  const methodology = overrides.methodology ?? METHODOLOGY_V1;
  const social =
    overrides.social !== undefined ? overrides.social : config.xApi ? xApiClient(config.xApi) : null;

  const engine = rankingEngine(db);
  // Re-read the committed version at most twice a second: another replica's recompute shows
  // within a second, the other half left for the read itself and the page (test/ops/replicas.test.ts).
  const pageCache = versionedCache({
    readVersion: () => readRankingsVersion(db),
    versionTtlMs: 500,
    // A page of 100 rows serializes to ~130 KB: at most ~65 MB held.
    maxEntries: 500,
  });
  // Public reads derived from the rankings (project rows, score receipts), kept per version
  // like the pages; the repositories read what changes between runs fresh (docs/operations.md, "Soak").
  const rankedCache = versionedCache<unknown>({
    readVersion: () => readRankingsVersion(db),
    versionTtlMs: 500,
    // A receipt's inputs are a few KB: a few MB at most.
    maxEntries: 2000,
  });
  const rankedMemo = <T>(key: string, produce: () => Promise<T>) =>
    rankedCache.get(key, produce) as Promise<T>;
  const recomputeRankingsUncached = makeRecomputeRankings({
    engine,
    clock,
    methodology,
    syncIntervalMinutes: config.rankings.intervalMinutes || 60,
  });
  // Every run, whoever starts it, goes through the runs tracker the admin Rankings page reads.
  const rankingRuns = makeRankingRuns({
    runs: rankingRunsRepository(db),
    recompute: recomputeRankingsUncached,
    clock,
  });
  const recomputeRankings = async (mode: RecomputeMode) => {
    try {
      return await rankingRuns.recompute(mode);
    } finally {
      pageCache.invalidate();
      rankedCache.invalidate();
    }
  };

  const seedDemoData = makeSeedDemoData({
    repo: demoSeedRepository(db),
    generate: (seed, now) => generateDemoData(seed, now, overrides.demoKolCount, methodology.version),
    clock,
    recompute: () => recomputeRankings('full'),
    // The demo's decisions go through the real review, so the ledger agrees with them.
    review: (id, status, views) => reviewSubmission.review(DEMO_REVIEWER, id, { status, views }),
  });

  const influencers = influencersRepository(db, { memo: rankedMemo });
  const projectReads = projectsRepository(db, { memo: rankedMemo });
  const rankings = makeBrowseRankings({
    influencers,
    projects: projectReads,
    narratives: narrativesRepository(db, { memo: rankedMemo }),
    methodology,
  });
  const sessions = makeSessions({ sessions: sessionRepository(db), ids, clock });
  const uow = unitOfWork(db);
  const ledger = pointsLedgerRepository(db);
  const awardPoints = makeAwardPoints({ uow });
  const profiles = rewardsProfileRepository(db);
  const rewardReferral = makeRewardReferralSignIn({ awardPoints });
  const attributeReferral = withReferralReward(makeAttributeReferral({ accounts: accountsRepo, clock }), {
    profiles,
    rewardReferral,
  });
  const signInWithX = makeSignInWithX({
    accounts: accountsRepo,
    ids,
    // Attribution at sign-in is paid by the listener, so the plain version is used there.
    attributeReferral: makeAttributeReferral({ accounts: accountsRepo, clock }),
    listeners: [
      makeSignInRewards({
        grantBadge: makeGrantLimitedBadge({ uow }),
        ids,
        early: config.earlyBadge,
        rewardReferral,
      }),
    ],
  });
  const follow =
    overrides.follow ?? (social ? socialFollowVerifier(social, config.xProductHandle) : unverifiedFollows);
  const walletsRepo = walletRepository(db);
  const verifier = walletSignatureVerifier;
  const staffAuth = makeStaffAuth({
    staff: staffRepository(db),
    throttle: loginThrottle(db),
    hasher: scryptPasswordHasher,
    ids,
    clock,
  });
  const emailLogin = makeEmailLogin({
    tokens: emailTokenRepository(db),
    accounts: accountsRepo,
    mailer,
    ids,
    clock,
    linkFor: (token) => `${config.publicOrigin}/api/auth/email/verify?token=${encodeURIComponent(token)}`,
  });
  const accounts = makeAccounts({ accounts: accountsRepo });
  const log = overrides.log ?? silentLog;
  const track = makeTrackEvent({ sink: trackRepository(db), clock });
  const poolsRepo = rewardPoolRepository(db);
  const submissionsRepo = submissionRepository(db);
  const rewardPools = makeRewardPools({
    uow,
    pools: poolsRepo,
    ids,
    clock,
    methodologyVersion: () => methodology.version,
  });
  const submissions = makeSubmissions({ pools: poolsRepo, submissions: submissionsRepo, ids, clock });
  const reviewSubmission = makeReviewSubmission({ uow, submissions: submissionsRepo, ids, clock });
  const adminDirectory = adminDirectoryRepository(db);

  const catalog = makeManageCatalog({
    writes: catalogWritesRepository(db),
    influencers,
    projects: projectReads,
    refreshPositions: async () => {
      try {
        await engine.refreshPositions();
      } finally {
        pageCache.invalidate();
        rankedCache.invalidate();
      }
    },
    ids,
    social,
    ingest: socialIngestRepository(db),
    clock,
  });

  const checkFollowMission = makeCheckFollowMission({ follow, ledger, awardPoints, profiles });
  const jobRuns = jobRunsRepository(db);
  const executor = makeJobExecutor({
    repo: jobRuns,
    handlers: {
      'rankings.recompute': ({ mode }) => recomputeRankings(mode),
      'mail.send': deliverQueuedMail(mailSealer, deliveryMailer),
      'x.follow-check': ({ userId }) => checkFollowMission(userId),
    },
    heartbeatMs: Math.max(200, Math.floor((config.jobs.staleSeconds * 1000) / 4)),
    retryDelayMs: (attempts) => retryDelayMs(attempts, config.jobs.retryBaseMs),
    observer: overrides.jobObserver,
    log,
  });
  const jobs: JobSystem =
    config.database.kind === 'postgres'
      ? await graphileJobs({
          connectionString: config.database.url,
          repo: jobRuns,
          executor,
          maxAttempts: config.jobs.maxAttempts,
          concurrency: config.jobs.concurrency,
          pollMs: 2000,
          staleMs: config.jobs.staleSeconds * 1000,
          shutdownGraceMs: config.shutdown.graceMs,
          log,
        })
      : inProcessJobs({ repo: jobRuns, executor, maxAttempts: config.jobs.maxAttempts, pollMs: 1000, log });
  jobSystem = jobs;

  return {
    config,
    database,
    clock,
    methodology,
    social,
    mailer,
    pageCache,
    recomputeRankings,
    rankingRuns,
    seedDemoData,
    rankings,
    sessions,
    staffAuth,
    emailLogin,
    accounts,
    attributeReferral,
    signInWithX,
    demoProfiles: demoProfiles(db),
    track,
    rewardPools,
    submissions,
    reviewSubmission,
    catalog,
    jobs,
    importSocialData: makeImportSocialData({ repo: socialIngestRepository(db), clock }),
    syncSocialSource: social
      ? makeSyncSocialSource({ source: social, ingest: socialIngestRepository(db), clock, lookbackDays: 7 })
      : null,
    wallets: {
      issueNonce: makeIssueWalletNonce({ wallets: walletsRepo, ids, clock }),
      linkWallet: makeLinkWallet({
        wallets: walletsRepo,
        verifier,
        scores: overrides.walletScores ?? noWalletScores,
        awardPoints,
        profiles,
        ids,
        clock,
        publicOrigin: config.publicOrigin,
      }),
      removeWallet: makeRemoveWallet({ wallets: walletsRepo, verifier }),
      listWallets: makeListWallets({ wallets: walletsRepo }),
    },
    socialCard: makeSocialCard({
      accounts: accountsRepo,
      ledger,
      follow,
      publicOrigin: config.publicOrigin,
      earlyBadgeSupply: config.earlyBadge.supply,
    }),
    checkFollowMission,
    followChecks: followCheckJobs({ check: checkFollowMission, jobs: builtJobs }),
    lookupProfile: makeLookupProfile({ social, influencers }),
    publishedMethodology: makePublishedMethodology({
      methodology,
      formulas: METHODOLOGY_FORMULAS,
      versions: methodologyVersionRepository(db),
    }),
    payoutStatements: makePayoutStatements({ pools: poolsRepo, hasher: keccakStatementHasher }),
    exportRankings: makeExportRankings({ rankings, methodologyVersion: () => methodology.version }),
    ownRank: makeOwnRank({ ranks: ownRankRepository(db) }),
    appeals: makeAppeals({ appeals: appealRepository(db), clock, ids }),
    adminDirectory: makeAdminDirectory({ directory: adminDirectory }),
    manageStaff: makeManageStaff({ staffAuth, directory: adminDirectory, ids }),
    poolLedger: makePoolLedger({ ledger: payoutLedgerRepository(db) }),
  };
}

export type Core = Awaited<ReturnType<typeof buildCore>>;
