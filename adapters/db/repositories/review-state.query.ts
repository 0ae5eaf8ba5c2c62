import type { Kysely, Transaction } from 'kysely';
import { xPostId } from '#core/domain/content-url.ts';
import type { LockedReview } from '#core/ports/submission-repository.port.ts';
import type { Database } from '../database.ts';

/**
 * What a review of one submission reads: its pool's money and the submission's own
 * state, in one statement. The review reads it inside its transaction with row locks
 * on both rows, pool first (`FOR NO KEY UPDATE OF p, s` locks in that order), so every
 * review of a pool queues on one row; the payout preview reads it unlocked.
 *
 * NO KEY UPDATE, not UPDATE: it still excludes every other review and every pool change
 * (those lock the pool FOR UPDATE), but not the foreign-key check of a creator's new
 * submission to the same pool (FOR KEY SHARE), which would otherwise wait for the
 * review to commit (docs/operations.md, "Write paths").
 */
export async function readReviewState(
  db: Kysely<Database> | Transaction<Database>,
  submissionId: string,
  lock: boolean,
): Promise<LockedReview | null> {
  const query = db
    .selectFrom('reward_submissions as s')
    .innerJoin('reward_pools as p', 'p.id', 's.reward_pool_id')
    .select([
      'p.id as pool_id',
      'p.project_id',
      'p.total_amount_cents',
      'p.paid_out_cents',
      'p.reward_rate_cents',
      'p.reward_unit',
      'p.methodology_version',
      's.id',
      's.status',
      's.payout_cents',
      's.views',
      's.approval_round',
      's.normalized_url',
    ])
    .where('s.id', '=', submissionId);
  const row = await (lock ? query.forNoKeyUpdate(['p', 's']) : query).executeTakeFirst();
  if (!row) return null;
  // Unlocked: the post's metrics are the ranking data's, not the review's to serialize.
  const postId = xPostId(row.normalized_url);
  const post = postId
    ? await db.selectFrom('posts').select('views').where('external_id', '=', postId).executeTakeFirst()
    : undefined;
  return {
    pool: {
      id: row.pool_id,
      projectId: row.project_id,
      totalCents: row.total_amount_cents,
      paidOutCents: row.paid_out_cents,
      rateCents: row.reward_rate_cents,
      unit: row.reward_unit,
      methodologyVersion: row.methodology_version,
    },
    submission: {
      id: row.id,
      status: row.status,
      payoutCents: row.payout_cents,
      views: row.views,
      approvalRound: row.approval_round,
      postViews: post?.views ?? null,
    },
  };
}
