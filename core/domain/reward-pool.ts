import type { ProjectSummary } from './project.ts';

export const POOL_STATUSES = ['active', 'upcoming', 'closed'] as const;
export type PoolStatus = (typeof POOL_STATUSES)[number];

/** The public pages call `closed` "completed": both are accepted, one is stored. */
export function normalizePoolStatus(value: string): PoolStatus | null {
  const v = value.trim().toLowerCase();
  if (v === 'completed') return 'closed';
  return (POOL_STATUSES as readonly string[]).includes(v) ? (v as PoolStatus) : null;
}

export interface RewardPool {
  id: string;
  title: string;
  description: string | null;
  reward: string | null;
  deadline: string | null;
  platforms: string[];
  status: PoolStatus;
  totalAmountUsd: number;
  paidOutUsd: number;
  rewardRate: number;
  rewardUnit: string | null;
  campaignTargetViews: number;
  participantsCount: number;
  completedCount: number;
  requirements: string[];
  projectId: string;
  project: ProjectSummary | null;
}
