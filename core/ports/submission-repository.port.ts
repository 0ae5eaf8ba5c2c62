import type { SubmissionReview, SubmissionStatus } from '../domain/reward-submission.ts';
import type { LedgerEffect } from '../domain/payout.ts';
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

/** What a review sees, read under the pool's row lock. */
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
    /** Views of the same post in the ranking data (X posts by status id), when known. */
    postViews: number | null;
  };
}

/** What a review writes, in the same transaction. */
export interface ReviewWrite {
  status: SubmissionStatus;
  views: number | null;
  /** Replaces the submission's note; also kept on the audit row. */
  reviewNote: string | null;
  effect: LedgerEffect;
  entryId: string;
  audit: { id: string; staffId: string; staffUsername: string; at: Date };
}

export interface SubmissionRepository {
  /** 'duplicate' when the pool already has this normalized URL. */
  create(submission: NewSubmission): Promise<'created' | 'duplicate'>;
  findById(id: string): Promise<SubmissionRecord | null>;
  list(filter: SubmissionListFilter): Promise<SubmissionRecord[]>;
  /**
   * One transaction holding the pool's row lock (SELECT … FOR UPDATE): reads the
   * submission and its pool, asks `decide` (which may throw to abort), then books the
   * ledger entry, moves the pool's paid-out total, sets the status and writes the
   * audit row. Null when the submission does not exist.
   */
  review(
    submissionId: string,
    decide: (locked: LockedReview) => ReviewWrite,
  ): Promise<SubmissionRecord | null>;
  reviews(submissionId: string): Promise<SubmissionReview[]>;
}
