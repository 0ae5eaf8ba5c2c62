import type { SubmissionReview, SubmissionStatus } from '../domain/reward-submission.ts';
import type { LedgerEntry } from '../domain/payout.ts';
import type { ProjectScope } from '../policies/access.policy.ts';

/** A submission as storage holds it, with its pool's project for access checks. */
export interface SubmissionRecord {
  id: string;
  rewardPoolId: string;
  projectId: string;
  poolTitle: string;
  kolId: string;
  kolUsername: string | null;
  contentUrl: string;
  notes: string | null;
  status: SubmissionStatus;
  views: number | null;
  payoutCents: number;
  reviewNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewSubmission {
  id: string;
  rewardPoolId: string;
  kolId: string;
  contentUrl: string;
  normalizedUrl: string;
  notes: string | null;
  at: Date;
}

export interface SubmissionListFilter {
  scope: ProjectScope | { kind: 'kol'; kolId: string };
  rewardPoolId?: string;
  status?: SubmissionStatus;
}

/** What a review sees, read under the pool's row lock (or unlocked, for the payout preview). */
export interface LockedReview {
  pool: {
    id: string;
    projectId: string;
    totalCents: number;
    paidOutCents: number;
    rateCents: number;
    unit: string | null;
    /** The methodology version the pool is judged by. */
    methodologyVersion: string;
  };
  submission: {
    id: string;
    status: SubmissionStatus;
    payoutCents: number;
    views: number | null;
    /** Approvals booked so far (see `bookEffect` in core/domain/payout.ts). */
    approvalRound: number;
    /** Views of the same post in the ranking data (X posts by status id), when known. */
    postViews: number | null;
  };
}

/** What a review writes, all decided by core (`planReviewBooking`), in one transaction. */
export interface ReviewBooking {
  poolId: string;
  /** Added to the pool's paid-out total: the signed amount of `entry`, 0 without one. */
  paidOutDeltaCents: number;
  entry: LedgerEntry | null;
  submission: {
    id: string;
    status: SubmissionStatus;
    views: number | null;
    payoutCents: number;
    approvalRound: number;
    reviewNote: string | null;
    at: Date;
  };
  audit: {
    id: string;
    staffId: string;
    staffUsername: string;
    fromStatus: SubmissionStatus;
    toStatus: SubmissionStatus;
    payoutDeltaCents: number;
    views: number | null;
    note: string | null;
    at: Date;
  };
}

/**
 * The rows a review reads and writes, scoped to the unit of work's transaction
 * (core/ports/unit-of-work.port.ts). It stores what core decided and decides nothing.
 */
export interface SubmissionReviewStore {
  /**
   * Locks the submission's pool row, then the submission row (SELECT … FOR UPDATE), and
   * reads both; every review of a pool queues on the pool row. Null when not found.
   */
  lockForReview(submissionId: string): Promise<LockedReview | null>;
  /**
   * Writes the ledger row (if any), the pool total, the submission and the audit row;
   * returns the submission as written (as `findById` reads it), so the review answers
   * without another read.
   */
  book(booking: ReviewBooking): Promise<SubmissionRecord>;
}

export interface SubmissionRepository {
  /** The stored submission as `findById` reads it; 'duplicate' when the pool already has this normalized URL. */
  create(submission: NewSubmission): Promise<SubmissionRecord | 'duplicate'>;
  findById(id: string): Promise<SubmissionRecord | null>;
  list(filter: SubmissionListFilter): Promise<SubmissionRecord[]>;
  reviews(submissionId: string): Promise<SubmissionReview[]>;
}
