import { type Kysely, sql } from 'kysely';
import type { SubmissionReviewStore } from '#core/ports/submission-repository.port.ts';
import type { Database } from '../database.ts';
import { readReviewState } from './review-state.query.ts';
import { toSubmissionRecord } from './submission.repository.ts';

/**
 * The rows of one review, inside the unit of work's transaction: it reads under row
 * locks and writes what core's `planReviewBooking` decided, nothing more.
 */
export function submissionReviewStore(db: Kysely<Database>): SubmissionReviewStore {
  return {
    lockForReview: (submissionId) => readReviewState(db, submissionId, true),

    /**
     * One statement (data-modifying CTEs) for the ledger row, the pool's total, the
     * submission and the audit row, returning the submission as `findById` reads it: one
     * round trip while the pool row is locked instead of four, and none after the commit
     * (docs/operations.md, "Write paths"). The tables carry no foreign keys between them,
     * and each CTE writes a different table, so their order does not matter; the pool's
     * project and title read beside it do not change in a review.
     */
    async book({ poolId, paidOutDeltaCents, entry, submission, audit }) {
      const steps = [];
      if (entry) {
        steps.push(sql`payout as (
          insert into reward_payouts
            (id, entry_key, reward_pool_id, submission_id, kind, amount_cents, reverses_id, review_id, created_at)
          values (${entry.id}, ${entry.key}, ${poolId}, ${submission.id}, ${entry.kind}, ${entry.amountCents},
            ${entry.reversesKey ? sql`(select id from reward_payouts where entry_key = ${entry.reversesKey})` : null},
            ${audit.id}, ${audit.at}))`);
      }
      if (paidOutDeltaCents !== 0) {
        steps.push(sql`pool as (
          update reward_pools set paid_out_cents = paid_out_cents + ${paidOutDeltaCents} where id = ${poolId})`);
      }
      steps.push(sql`audit as (
        insert into reward_submission_reviews
          (id, submission_id, reward_pool_id, staff_id, staff_username, from_status, to_status,
           payout_delta_cents, views, review_note, created_at)
        values (${audit.id}, ${submission.id}, ${poolId}, ${audit.staffId}, ${audit.staffUsername},
          ${audit.fromStatus}, ${audit.toStatus}, ${audit.payoutDeltaCents}, ${audit.views}, ${audit.note},
          ${audit.at}))`);
      steps.push(sql`s as (
        update reward_submissions set
          status = ${submission.status}, views = ${submission.views}, payout_cents = ${submission.payoutCents},
          approval_round = ${submission.approvalRound}, review_note = ${submission.reviewNote},
          updated_at = ${submission.at}
        where id = ${submission.id}
        returning *)`);
      const { rows } = await sql<Parameters<typeof toSubmissionRecord>[0]>`with ${sql.join(steps)}
        select s.*, p.project_id, p.title as pool_title, k.twitter_username as kol_username
        from s join reward_pools p on p.id = s.reward_pool_id left join kols k on k.id = s.kol_id`.execute(
        db,
      );
      const row = rows[0];
      // The row was locked by lockForReview in this transaction: it cannot have gone.
      if (!row) throw new Error(`submission ${submission.id} vanished under its lock`);
      return toSubmissionRecord(row);
    },
  };
}
