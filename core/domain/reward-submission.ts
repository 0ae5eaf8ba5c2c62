export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const MAX_NOTES_LENGTH = 2000;
/** A reviewer's note to the creator, given with an approval or rejection (docs/rewards.md). */
export const MAX_REVIEW_NOTE_LENGTH = 500;

export interface RewardSubmission {
  id: string;
  rewardPoolId: string;
  kolId: string;
  contentUrl: string;
  notes: string | null;
  status: SubmissionStatus;
  /** Views of the post as recorded by a reviewer; prices `per_1000_views` pools. */
  views: number | null;
  /** The submission's current payout in dollars: 0 unless approved. */
  payoutUsd: number;
  /** The note left with the latest review, for the creator; null when none was given. */
  reviewNote: string | null;
  kol: { twitterUsername: string } | null;
  rewardPool: { projectId: string; title: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubmissionReview {
  id: string;
  submissionId: string;
  staffId: string;
  staffUsername: string;
  fromStatus: SubmissionStatus;
  toStatus: SubmissionStatus;
  /** Signed effect on the pool: + a payout, − a reversal, 0 otherwise. */
  payoutDeltaUsd: number;
  /** The note given with this review, if any. */
  note: string | null;
  createdAt: string;
}
