import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The change log of the ranking methodology; every ranking run names one of these. */
export interface MethodologyVersionsTable {
  version: string;
  released_on: ColumnType<string, string, string>;
  changes: string;
}

/** What each KOL's proof of work was computed from in the last run. */
export interface KolProofOfWorkTable {
  kol_id: string;
  approved: number;
  reviewed: number;
  approved_views: ColumnType<string | number, number, number>;
  x_verified: boolean;
  wallet_proven: boolean;
  wallet_score: number | null;
  proof_of_work: number;
}

export type AppealStatus = 'open' | 'upheld' | 'overturned';

/** A creator's appeal against one discount of one of their posts, and its decision. */
export interface DiscountAppealsTable {
  id: string;
  post_id: number;
  kind: string;
  multiplier: number;
  detail: string;
  kol_id: string;
  user_id: string;
  reason: string;
  status: Generated<AppealStatus>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  decided_by: string | null;
  decided_by_username: string | null;
  decision_note: string | null;
  decided_at: Timestamp | null;
  applied_at: Timestamp | null;
}
