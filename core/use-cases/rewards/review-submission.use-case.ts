import { payoutRulesFor } from '../../domain/pool-methodology.ts';
import { bookEffect, normalizeRewardUnit, planReview } from '../../domain/payout.ts';
import { MAX_REVIEW_NOTE_LENGTH, type SubmissionStatus } from '../../domain/reward-submission.ts';
import { forbidden, invalid, notFound, unauthorized } from '../../errors.ts';
import { type Caller, canManageProject, type StaffCaller } from '../../policies/access.policy.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type {
  LockedReview,
  ReviewBooking,
  SubmissionRepository,
} from '../../ports/submission-repository.port.ts';
import type { UnitOfWork } from '../../ports/unit-of-work.port.ts';
import { toSubmissionView } from './submissions.use-case.ts';

export interface ReviewInput {
  status: SubmissionStatus;
  /** The post's views as the reviewer verified them; kept when omitted. */
  views?: number | null;
  /** A note to the creator; blank or omitted means none (docs/rewards.md, "Review notes"). */
  note?: string | null;
}

/** The note as stored: trimmed, null when blank; refused when too long. */
export function reviewNoteOf(note: string | null | undefined): string | null {
  const trimmed = note?.trim() || null;
  if (trimmed && trimmed.length > MAX_REVIEW_NOTE_LENGTH) {
    throw invalid(`The review note must be at most ${MAX_REVIEW_NOTE_LENGTH} characters`, [
      { field: 'note', message: `must be at most ${MAX_REVIEW_NOTE_LENGTH} characters` },
    ]);
  }
  return trimmed;
}

/**
 * The rule of one review, pure: may this staff member review it, which views count,
 * and what the ledger does. The review runs it under the pool's row lock; the
 * payout preview runs the same function on an unlocked read, so both agree.
 */
export function decideReview(staff: StaffCaller, { pool, submission }: LockedReview, input: ReviewInput) {
  if (
    input.views !== undefined &&
    input.views !== null &&
    (!Number.isSafeInteger(input.views) || input.views < 0)
  ) {
    throw invalid('views must be a whole number ≥ 0', [
      { field: 'views', message: 'must be a whole number ≥ 0' },
    ]);
  }
  const reviewNote = reviewNoteOf(input.note);
  if (!canManageProject(staff, pool.projectId)) {
    throw forbidden("You can only review your own project's submissions");
  }
  // The reviewer's figure wins, then one recorded earlier, then the stored post metrics.
  const recorded = input.views === undefined ? submission.views : input.views;
  // Stored post metrics count as the pool's pinned methodology says (docs/rewards.md).
  const rules = payoutRulesFor(pool.methodologyVersion);
  const views = recorded ?? (rules.postViews === 'raw' ? submission.postViews : null);
  // A unit written before validation existed is refused rather than guessed at.
  const unit = normalizeRewardUnit(pool.unit ?? 'flat');
  if (!unit) {
    throw invalid(
      `This pool's rewardUnit "${pool.unit}" is not supported: set it to flat or per_1000_views`,
      [{ field: 'rewardUnit', message: 'is not supported' }],
    );
  }
  const plan = planReview(
    { totalCents: pool.totalCents, paidOutCents: pool.paidOutCents, rateCents: pool.rateCents, unit },
    { status: submission.status, payoutCents: submission.payoutCents, views },
    input.status,
  );
  if (!plan.ok) {
    throw invalid("Record the post's views to approve it: this pool pays per 1,000 views", [
      { field: 'views', message: 'is required to approve a per_1000_views submission' },
    ]);
  }
  return { status: input.status, views, reviewNote, effect: plan.effect };
}

/**
 * Everything one review writes, decided here: the ledger row and its key, the new
 * approval round, the submission's payout, the pool's paid-out move and the audit row.
 * The repository stores it as is (docs/rewards.md, "Reviews and the reward formula").
 */
export function planReviewBooking(
  staff: StaffCaller,
  locked: LockedReview,
  input: ReviewInput,
  made: { entryId: string; auditId: string; at: Date },
): ReviewBooking {
  const { status, views, reviewNote, effect } = decideReview(staff, locked, input);
  const { submission } = locked;
  const booked = bookEffect(submission, effect, made.entryId);
  return {
    poolId: locked.pool.id,
    paidOutDeltaCents: booked.deltaCents,
    entry: booked.entry,
    submission: {
      id: submission.id,
      status,
      views,
      payoutCents: booked.payoutCents,
      approvalRound: booked.approvalRound,
      reviewNote,
      at: made.at,
    },
    audit: {
      id: made.auditId,
      staffId: staff.staffId,
      staffUsername: staff.username,
      fromStatus: submission.status,
      toStatus: status,
      payoutDeltaCents: booked.deltaCents,
      views,
      note: reviewNote,
      at: made.at,
    },
  };
}

/**
 * A review by an admin or the pool's own project staff. It runs in one unit of work
 * that first locks the pool row, so concurrent approvals see each other's payouts and
 * the pool can never pay out more than its total.
 */
export function makeReviewSubmission(deps: {
  uow: UnitOfWork;
  submissions: Pick<SubmissionRepository, 'reviews' | 'findById'>;
  ids: IdGenerator;
  clock: Clock;
}) {
  return {
    async review(caller: Caller, submissionId: string, input: ReviewInput) {
      const staff = caller.staff;
      if (!staff) throw unauthorized('Staff sign-in required');
      const record = await deps.uow.run(async ({ reviews }) => {
        const locked = await reviews.lockForReview(submissionId);
        if (!locked) return null;
        const made = { entryId: deps.ids.uuid(), auditId: deps.ids.uuid(), at: deps.clock.now() };
        return reviews.book(planReviewBooking(staff, locked, input, made));
      });
      if (!record) throw notFound('Submission');
      return toSubmissionView(record);
    },

    /** The audit trail of one submission's reviews, oldest first. */
    async history(caller: Caller, submissionId: string) {
      const staff = caller.staff;
      if (!staff) throw unauthorized('Staff sign-in required');
      const record = await deps.submissions.findById(submissionId);
      if (!record) throw notFound('Submission');
      if (!canManageProject(staff, record.projectId)) {
        throw forbidden("You can only see your own project's submissions");
      }
      return deps.submissions.reviews(submissionId);
    },
  };
}

export type ReviewSubmission = ReturnType<typeof makeReviewSubmission>;
