import type { Kysely } from 'kysely';
import type { SubmissionReviewStore } from '#core/ports/submission-repository.port.ts';
import type { Database } from '../database.ts';
import { readReviewState } from './review-state.query.ts';

/**
 * The rows of one review, inside the unit of work's transaction: it reads under row
 * locks and writes what core's `planReviewBooking` decided, nothing more.
 */
export function submissionReviewStore(db: Kysely<Database>): SubmissionReviewStore {
  return {
    lockForReview: (submissionId) => readReviewState(db, submissionId, true),

    async book({ poolId, paidOutDeltaCents, entry, submission, audit }) {
      if (entry) {
        await db
          .insertInto('reward_payouts')
          .values({
            id: entry.id,
            entry_key: entry.key,
            reward_pool_id: poolId,
            submission_id: submission.id,
            kind: entry.kind,
            amount_cents: entry.amountCents,
            reverses_id: entry.reversesKey
              ? db.selectFrom('reward_payouts').select('id').where('entry_key', '=', entry.reversesKey)
              : null,
            review_id: audit.id,
            created_at: audit.at,
          })
          .execute();
      }
      if (paidOutDeltaCents !== 0) {
        await db
          .updateTable('reward_pools')
          .set((eb) => ({ paid_out_cents: eb('paid_out_cents', '+', paidOutDeltaCents) }))
          .where('id', '=', poolId)
          .execute();
      }
      await db
        .updateTable('reward_submissions')
        .set({
          status: submission.status,
          views: submission.views,
          payout_cents: submission.payoutCents,
          approval_round: submission.approvalRound,
          review_note: submission.reviewNote,
          updated_at: submission.at,
        })
        .where('id', '=', submission.id)
        .execute();
      await db
        .insertInto('reward_submission_reviews')
        .values({
          id: audit.id,
          submission_id: submission.id,
          reward_pool_id: poolId,
          staff_id: audit.staffId,
          staff_username: audit.staffUsername,
          from_status: audit.fromStatus,
          to_status: audit.toStatus,
          payout_delta_cents: audit.payoutDeltaCents,
          views: audit.views,
          review_note: audit.note,
          created_at: audit.at,
        })
        .execute();
    },
  };
}
