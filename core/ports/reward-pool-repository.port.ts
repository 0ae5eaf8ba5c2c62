import type { LedgerEntry } from '../domain/payout-statement.ts';
import type { PoolDraft, PoolMoney, PoolStatus, RewardPoolRecord } from '../domain/reward-pool.ts';
import type { ProjectScope } from '../policies/access.policy.ts';

export interface PoolListFilter {
  /** `public` hides pools of hidden projects; staff see their scope, hidden or not. */
  scope: { kind: 'public' } | ProjectScope;
  projectId?: string;
  status?: PoolStatus;
}

/**
 * The pool rows a change writes, scoped to the unit of work's transaction; whether the
 * change is allowed is core's (`totalCoversPaidOut`, `poolDeletable`).
 */
export interface PoolStore {
  /** Locks the pool row (reviews lock it first too) and reads its money; null when not found. */
  lockMoney(id: string): Promise<PoolMoney | null>;
  update(id: string, draft: PoolDraft, at: Date): Promise<void>;
  /** Removes the pool and its (pending or rejected) submissions. */
  delete(id: string): Promise<void>;
}

/** The fields of a pool that decide whether it takes a submission now. */
export type PoolSubmissionTarget = Pick<
  RewardPoolRecord,
  'id' | 'projectHidden' | 'status' | 'deadline' | 'platforms'
>;

/** Reward pools in storage, amounts in integer cents. */
export interface RewardPoolRepository {
  list(filter: PoolListFilter): Promise<RewardPoolRecord[]>;
  findById(id: string): Promise<RewardPoolRecord | null>;
  /** What a new submission is checked against, without the pool's counts (one indexed row). */
  findSubmissionTarget(id: string): Promise<PoolSubmissionTarget | null>;
  projectExists(projectId: string): Promise<boolean>;
  /** Pins `methodologyVersion` for the pool's life: update never changes it. */
  create(id: string, draft: PoolDraft, methodologyVersion: string, at: Date): Promise<void>;
  /** The pool's payout ledger, oldest first, with each creator's current X handle. */
  ledger(poolId: string): Promise<LedgerEntry[]>;
  /** Sum of each project's pools' totals (the project page's "total reward pool"). */
  totalCentsByProject(projectIds: string[]): Promise<Map<string, number>>;
}
