import type { LockedReview } from './submission-repository.port.ts';

/** One row of a pool's append-only payout ledger, with who reviewed it. */
export interface LedgerRow {
  id: string;
  kind: 'payout' | 'reversal';
  /** Negative for a reversal. */
  amountCents: number;
  submissionId: string;
  kolUsername: string | null;
  contentUrl: string;
  reverses: string | null;
  reviewer: string;
  at: Date;
}

export interface PayoutLedgerRead {
  /** The pool's project, null when the pool does not exist. */
  poolProject(poolId: string): Promise<{ projectId: string } | null>;
  /** Every ledger row of the pool, oldest first. */
  ledger(poolId: string): Promise<LedgerRow[]>;
  /** What a review of this submission would read, without locking anything. */
  reviewState(submissionId: string): Promise<LockedReview | null>;
}
