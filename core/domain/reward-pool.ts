import { centsToDollars } from './money.ts';
import type { Platform } from './platforms.ts';
import type { ProjectSummary } from './project.ts';
import type { RewardUnit } from './payout.ts';

export const POOL_STATUSES = ['active', 'upcoming', 'closed'] as const;
export type PoolStatus = (typeof POOL_STATUSES)[number];

/** The public pages call `closed` "completed": both are accepted, one is stored. */
export function normalizePoolStatus(value: string): PoolStatus | null {
  const v = value.trim().toLowerCase();
  if (v === 'completed') return 'closed';
  return (POOL_STATUSES as readonly string[]).includes(v) ? (v as PoolStatus) : null;
}

/**
 * A pool as the API shows it: dollars for people, counts derived from the submissions
 * (participants: distinct creators who submitted; completed: approved submissions).
 */
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

/** What the pool routes add for the pool card and the admin table. */
export interface RewardPoolView extends RewardPool {
  remainingUsd: number;
  /** The methodology version this pool's approvals are judged by (docs/rewards.md). */
  methodologyVersion: string;
  createdAt: string;
  updatedAt: string;
}

/** A pool as storage holds it: integer cents, raw counts. */
export interface RewardPoolRecord {
  id: string;
  projectId: string;
  projectHidden: boolean;
  project: ProjectSummary | null;
  title: string;
  description: string | null;
  reward: string | null;
  deadline: Date | null;
  platforms: string[];
  requirements: string[];
  status: PoolStatus;
  totalAmountCents: number;
  paidOutCents: number;
  rewardRateCents: number;
  rewardUnit: string | null;
  campaignTargetViews: number;
  participantsCount: number;
  completedCount: number;
  methodologyVersion: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A validated pool form: what create and update write. */
export interface PoolDraft {
  projectId: string;
  title: string;
  description: string | null;
  reward: string | null;
  deadline: Date | null;
  platforms: Platform[];
  requirements: string[];
  status: PoolStatus;
  totalAmountCents: number;
  rewardRateCents: number;
  rewardUnit: RewardUnit;
  campaignTargetViews: number;
}

/** The pool as the public pages show it (inside a project, and on the pool card). */
export function toRewardPool(p: RewardPoolRecord): RewardPool {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    reward: p.reward,
    deadline: p.deadline ? p.deadline.toISOString() : null,
    platforms: p.platforms,
    status: p.status,
    totalAmountUsd: centsToDollars(p.totalAmountCents),
    paidOutUsd: centsToDollars(p.paidOutCents),
    rewardRate: centsToDollars(p.rewardRateCents),
    rewardUnit: p.rewardUnit,
    campaignTargetViews: p.campaignTargetViews,
    participantsCount: p.participantsCount,
    completedCount: p.completedCount,
    requirements: p.requirements,
    projectId: p.projectId,
    project: p.project,
  };
}

/** The pool as the pool routes show it: the public view plus what remains and when. */
export function toPoolView(p: RewardPoolRecord): RewardPoolView {
  return {
    ...toRewardPool(p),
    remainingUsd: centsToDollars(p.totalAmountCents - p.paidOutCents),
    methodologyVersion: p.methodologyVersion,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A pool's money as a change to the pool must respect it, read under the pool's row lock. */
export interface PoolMoney {
  paidOutCents: number;
  /** Approved submissions: each holds a payout, possibly of $0 once the pool ran dry. */
  approvedCount: number;
}

/** A pool's total may be lowered, but never below what it has already paid out (docs/rewards.md). */
export const totalCoversPaidOut = (totalCents: number, money: PoolMoney): boolean =>
  totalCents >= money.paidOutCents;

/** A pool may be deleted only while nothing was paid from it and nothing is approved: close it otherwise. */
export const poolDeletable = (money: PoolMoney): boolean =>
  money.paidOutCents === 0 && money.approvedCount === 0;
