import type { UsersTable, StaffUsersTable, WalletsTable } from './tables/accounts.table.ts';
import type {
  DemoSeedTable,
  KolsTable,
  NarrativesTable,
  ProjectNarrativesTable,
  ProjectsTable,
} from './tables/catalog.table.ts';
import type {
  EmailLoginTokensTable,
  SessionsTable,
  StaffLoginFailuresTable,
  TrackEventsTable,
} from './tables/identity.table.ts';
import type {
  BadgeSupplyTable,
  BadgesTable,
  PointsLedgerTable,
  WalletNoncesTable,
} from './tables/points.table.ts';
import type {
  EntityDailyTable,
  KolDailyTable,
  KolFollowsTable,
  KolScoreRowsTable,
  KolScoresTable,
  RankingsVersionTable,
  KolWindowSumsTable,
  KolWindowTotalsTable,
  MindshareWindowsTable,
  PostDiscountsTable,
  PostNarrativesTable,
  PostProjectsTable,
  PostsTable,
  RankingRunsTable,
  RankingStateTable,
} from './tables/rankings.table.ts';
import type { RewardPayoutsTable, RewardSubmissionReviewsTable } from './tables/payouts.table.ts';
import type { RewardPoolsTable, RewardSubmissionsTable } from './tables/rewards.table.ts';
import type {
  DiscountAppealsTable,
  KolProofOfWorkTable,
  MethodologyVersionsTable,
} from './tables/trust.table.ts';

/** Every table Kysely may touch, one typed file per group under tables/. */
export interface Database {
  narratives: NarrativesTable;
  projects: ProjectsTable;
  project_narratives: ProjectNarrativesTable;
  kols: KolsTable;
  demo_seed: DemoSeedTable;
  users: UsersTable;
  wallets: WalletsTable;
  staff_users: StaffUsersTable;
  reward_pools: RewardPoolsTable;
  reward_submissions: RewardSubmissionsTable;
  reward_payouts: RewardPayoutsTable;
  reward_submission_reviews: RewardSubmissionReviewsTable;
  sessions: SessionsTable;
  email_login_tokens: EmailLoginTokensTable;
  staff_login_failures: StaffLoginFailuresTable;
  track_events: TrackEventsTable;
  points_ledger: PointsLedgerTable;
  badges: BadgesTable;
  badge_supply: BadgeSupplyTable;
  wallet_nonces: WalletNoncesTable;
  posts: PostsTable;
  post_projects: PostProjectsTable;
  post_narratives: PostNarrativesTable;
  kol_follows: KolFollowsTable;
  post_discounts: PostDiscountsTable;
  kol_daily: KolDailyTable;
  project_daily: EntityDailyTable & { project_id: string };
  narrative_daily: EntityDailyTable & { narrative_id: string };
  mindshare_windows: MindshareWindowsTable;
  kol_window_sums: KolWindowSumsTable;
  kol_window_totals: KolWindowTotalsTable;
  kol_score_rows: KolScoreRowsTable;
  /** A view (migration 2026-11-27-10). */
  kol_scores: KolScoresTable;
  rankings_version: RankingsVersionTable;
  ranking_state: RankingStateTable;
  ranking_runs: RankingRunsTable;
  methodology_versions: MethodologyVersionsTable;
  kol_proof_of_work: KolProofOfWorkTable;
  discount_appeals: DiscountAppealsTable;
}
