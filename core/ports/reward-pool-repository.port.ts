import type { LedgerEntry } from '../domain/payout-statement.ts';
import type { PoolDraft, PoolStatus, RewardPoolRecord } from '../domain/reward-pool.ts';
import type { ProjectScope } from '../policies/access.policy.ts';

export interface PoolListFilter {
  /** `public` hides pools of hidden projects; staff see their scope, hidden or not. */
  scope: { kind: 'public' } | ProjectScope;
  projectId?: string;
  status?: PoolStatus;
}

export type PoolUpdateResult =
  | { kind: 'updated' }
  | { kind: 'not-found' }
  | { kind: 'below-paid-out'; paidOutCents: number };

export type PoolDeleteResult = 'deleted' | 'not-found' | 'has-payouts';

/** Reward pools in storage, amounts in integer cents. */
export interface RewardPoolRepository {
  list(filter: PoolListFilter): Promise<RewardPoolRecord[]>;
  findById(id: string): Promise<RewardPoolRecord | null>;
  projectExists(projectId: string): Promise<boolean>;
  /** Pins `methodologyVersion` for the pool's life: update never changes it. */
  create(id: string, draft: PoolDraft, methodologyVersion: string, at: Date): Promise<void>;
  /** Refuses, atomically, a total below what the pool has already paid out. */
  update(id: string, draft: PoolDraft, at: Date): Promise<PoolUpdateResult>;
  /**
   * Removes the pool and its submissions unless an approved submission holds a
   * payout, decided under the pool's row lock so no approval slips in between.
   */
  delete(id: string): Promise<PoolDeleteResult>;
  /** The pool's payout ledger, oldest first, with each creator's current X handle. */
  ledger(poolId: string): Promise<LedgerEntry[]>;
  /** Sum of each project's pools' totals (the project page's "total reward pool"). */
  totalCentsByProject(projectIds: string[]): Promise<Map<string, number>>;
}
