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
import type { RewardPoolsTable, RewardSubmissionsTable } from './tables/rewards.table.ts';

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
  sessions: SessionsTable;
  email_login_tokens: EmailLoginTokensTable;
  staff_login_failures: StaffLoginFailuresTable;
  track_events: TrackEventsTable;
  points_ledger: PointsLedgerTable;
  badges: BadgesTable;
  badge_supply: BadgeSupplyTable;
  wallet_nonces: WalletNoncesTable;
}
