export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface RewardSubmission {
  id: string;
  rewardPoolId: string;
  kolId: string;
  contentUrl: string;
  notes: string | null;
  status: SubmissionStatus;
  kol: { twitterUsername: string } | null;
  rewardPool: { projectId: string } | null;
  createdAt: string;
}
