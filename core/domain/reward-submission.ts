export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const MAX_NOTES_LENGTH = 2000;

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
  createdAt: string;
}
