import type { Kysely } from 'kysely';
import type { PayoutLedgerRead } from '#core/ports/payout-ledger-read.port.ts';
import type { Database } from '../database.ts';
import { readReviewState } from './review-state.query.ts';

/** Reads of the append-only payout ledger for the staff pool page. */
export function payoutLedgerRepository(db: Kysely<Database>): PayoutLedgerRead {
  return {
    async poolProject(poolId) {
      const row = await db
        .selectFrom('reward_pools')
        .select('project_id')
        .where('id', '=', poolId)
        .executeTakeFirst();
      return row ? { projectId: row.project_id } : null;
    },

    async ledger(poolId) {
      const rows = await db
        .selectFrom('reward_payouts as l')
        .innerJoin('reward_submissions as s', 's.id', 'l.submission_id')
        .innerJoin('reward_submission_reviews as r', 'r.id', 'l.review_id')
        .leftJoin('kols as k', 'k.id', 's.kol_id')
        .select([
          'l.id',
          'l.kind',
          'l.amount_cents',
          'l.submission_id',
          'l.reverses_id',
          'l.created_at',
          's.content_url',
          'k.twitter_username',
          'r.staff_username',
        ])
        .where('l.reward_pool_id', '=', poolId)
        .orderBy('l.created_at')
        .orderBy('r.seq')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        amountCents: r.amount_cents,
        submissionId: r.submission_id,
        kolUsername: r.twitter_username,
        contentUrl: r.content_url,
        reverses: r.reverses_id,
        reviewer: r.staff_username,
        at: new Date(r.created_at),
      }));
    },

    async reviewState(submissionId) {
      return readReviewState(db, submissionId, false);
    },
  };
}
