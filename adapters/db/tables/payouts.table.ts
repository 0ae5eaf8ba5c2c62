import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Status = 'pending' | 'approved' | 'rejected';

/** Append-only: a payout per approval, a reversal per un-approval (negative amount). */
export interface RewardPayoutsTable {
  id: string;
  entry_key: string;
  reward_pool_id: string;
  submission_id: string;
  kind: 'payout' | 'reversal';
  amount_cents: number;
  reverses_id: string | null;
  review_id: string;
  created_at: CreatedAt;
}

/** Append-only audit of every review: who, when, from, to, and the payout it moved. */
export interface RewardSubmissionReviewsTable {
  id: string;
  seq: Generated<number>;
  submission_id: string;
  reward_pool_id: string;
  staff_id: string;
  staff_username: string;
  from_status: Status;
  to_status: Status;
  payout_delta_cents: number;
  views: number | null;
  review_note: string | null;
  created_at: CreatedAt;
}
