import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RewardPoolsTable {
  id: string;
  project_id: string;
  title: string;
  description: string | null;
  reward: string | null;
  deadline: ColumnType<Date, Date | string, Date | string> | null;
  platforms: string[];
  requirements: string[];
  status: 'active' | 'upcoming' | 'closed';
  total_amount_cents: number;
  paid_out_cents: Generated<number>;
  reward_rate_cents: number;
  reward_unit: string | null;
  campaign_target_views: number;
  /** The methodology version the pool is judged by, set at creation and never changed. */
  methodology_version: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RewardSubmissionsTable {
  id: string;
  reward_pool_id: string;
  kol_id: string;
  content_url: string;
  normalized_url: string;
  notes: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  views: number | null;
  payout_cents: Generated<number>;
  approval_round: Generated<number>;
  /** The note of the latest review, shown to the creator. */
  review_note: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
