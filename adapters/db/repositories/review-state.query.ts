import type { Kysely, Transaction } from 'kysely';
import { xPostId } from '#core/domain/content-url.ts';
import type { LockedReview } from '#core/ports/submission-repository.port.ts';
import type { Database } from '../database.ts';

/**
 * What a review of one submission reads: its pool's money and the submission's own
 * state. The review reads it inside its transaction with row locks (pool first, so
 * every review of a pool queues on one row); the payout preview reads it unlocked.
 */
export async function readReviewState(
  db: Kysely<Database> | Transaction<Database>,
  submissionId: string,
  lock: boolean,
): Promise<LockedReview | null> {
  const ref = await db
    .selectFrom('reward_submissions')
    .select('reward_pool_id')
    .where('id', '=', submissionId)
    .executeTakeFirst();
  if (!ref) return null;
  let poolQuery = db
    .selectFrom('reward_pools')
    .select([
      'id',
      'project_id',
      'total_amount_cents',
      'paid_out_cents',
      'reward_rate_cents',
      'reward_unit',
      'methodology_version',
    ])
    .where('id', '=', ref.reward_pool_id);
  if (lock) poolQuery = poolQuery.forUpdate();
  const pool = await poolQuery.executeTakeFirst();
  if (!pool) return null;
  let subQuery = db
    .selectFrom('reward_submissions')
    .select(['id', 'status', 'payout_cents', 'views', 'approval_round', 'normalized_url'])
    .where('id', '=', submissionId);
  if (lock) subQuery = subQuery.forUpdate();
  const sub = await subQuery.executeTakeFirst();
  if (!sub) return null;
  const postId = xPostId(sub.normalized_url);
  const post = postId
    ? await db.selectFrom('posts').select('views').where('external_id', '=', postId).executeTakeFirst()
    : undefined;
  return {
    pool: {
      id: pool.id,
      projectId: pool.project_id,
      totalCents: pool.total_amount_cents,
      paidOutCents: pool.paid_out_cents,
      rateCents: pool.reward_rate_cents,
      unit: pool.reward_unit,
      methodologyVersion: pool.methodology_version,
    },
    submission: {
      id: sub.id,
      status: sub.status,
      payoutCents: sub.payout_cents,
      views: sub.views,
      approvalRound: sub.approval_round,
      postViews: post?.views ?? null,
    },
  };
}
