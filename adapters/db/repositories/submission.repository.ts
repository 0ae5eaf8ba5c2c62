import type { Kysely } from 'kysely';
import { centsToDollars } from '#core/domain/money.ts';
import type { SubmissionRecord, SubmissionRepository } from '#core/ports/submission-repository.port.ts';
import type { Database } from '../database.ts';
import { readReviewState } from './review-state.query.ts';

const UNIQUE_VIOLATION = '23505';

function selectSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom('reward_submissions as s')
    .innerJoin('reward_pools as p', 'p.id', 's.reward_pool_id')
    .leftJoin('kols as k', 'k.id', 's.kol_id')
    .selectAll('s')
    .select(['p.project_id', 'p.title as pool_title', 'k.twitter_username as kol_username']);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSubmissions>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): SubmissionRecord => ({
  id: r.id,
  rewardPoolId: r.reward_pool_id,
  projectId: r.project_id,
  poolTitle: r.pool_title,
  kolId: r.kol_id,
  kolUsername: r.kol_username,
  contentUrl: r.content_url,
  notes: r.notes,
  status: r.status,
  views: r.views,
  payoutCents: r.payout_cents,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function submissionRepository(db: Kysely<Database>): SubmissionRepository {
  const findById = async (id: string) => {
    const row = await selectSubmissions(db).where('s.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  };

  return {
    async create(s) {
      try {
        await db
          .insertInto('reward_submissions')
          .values({
            id: s.id,
            reward_pool_id: s.rewardPoolId,
            kol_id: s.kolId,
            content_url: s.contentUrl,
            normalized_url: s.normalizedUrl,
            notes: s.notes,
            views: null,
            created_at: s.at,
            updated_at: s.at,
          })
          .execute();
        return 'created';
      } catch (e) {
        if ((e as { code?: string }).code === UNIQUE_VIOLATION) return 'duplicate';
        throw e;
      }
    },

    findById,

    async list(filter) {
      let q = selectSubmissions(db);
      const scope = filter.scope;
      if (scope.kind === 'none') return [];
      if (scope.kind === 'project') q = q.where('p.project_id', '=', scope.projectId);
      if (scope.kind === 'kol') q = q.where('s.kol_id', '=', scope.kolId);
      if (filter.rewardPoolId) q = q.where('s.reward_pool_id', '=', filter.rewardPoolId);
      if (filter.status) q = q.where('s.status', '=', filter.status);
      const rows = await q.orderBy('s.created_at', 'desc').orderBy('s.id').execute();
      return rows.map(toRecord);
    },

    async review(submissionId, decide) {
      const done = await db.transaction().execute(async (trx) => {
        // The pool row lock serializes every review of this pool's submissions, so the
        // paid-out total read here is the one the payout is capped against.
        const read = await readReviewState(trx, submissionId, true);
        if (!read) return false;
        const { pool, submission: sub } = read.state;
        const write = decide(read.state);

        let delta = 0;
        let payoutCents = sub.payoutCents;
        let round = read.approvalRound;
        if (write.effect.kind === 'payout') {
          round += 1;
          delta = write.effect.amountCents;
          payoutCents = write.effect.amountCents;
          await trx
            .insertInto('reward_payouts')
            .values({
              id: write.entryId,
              entry_key: `${sub.id}:payout:${round}`,
              reward_pool_id: pool.id,
              submission_id: sub.id,
              kind: 'payout',
              amount_cents: delta,
              reverses_id: null,
              review_id: write.audit.id,
              created_at: write.audit.at,
            })
            .execute();
        } else if (write.effect.kind === 'reversal') {
          const paid = await trx
            .selectFrom('reward_payouts')
            .select(['id', 'amount_cents'])
            .where('entry_key', '=', `${sub.id}:payout:${round}`)
            .executeTakeFirstOrThrow();
          delta = -paid.amount_cents;
          payoutCents = 0;
          await trx
            .insertInto('reward_payouts')
            .values({
              id: write.entryId,
              entry_key: `${sub.id}:reversal:${round}`,
              reward_pool_id: pool.id,
              submission_id: sub.id,
              kind: 'reversal',
              amount_cents: delta,
              reverses_id: paid.id,
              review_id: write.audit.id,
              created_at: write.audit.at,
            })
            .execute();
        }
        if (delta !== 0) {
          await trx
            .updateTable('reward_pools')
            .set((eb) => ({ paid_out_cents: eb('paid_out_cents', '+', delta) }))
            .where('id', '=', pool.id)
            .execute();
        }
        await trx
          .updateTable('reward_submissions')
          .set({
            status: write.status,
            views: write.views,
            payout_cents: payoutCents,
            approval_round: round,
            updated_at: write.audit.at,
          })
          .where('id', '=', sub.id)
          .execute();
        await trx
          .insertInto('reward_submission_reviews')
          .values({
            id: write.audit.id,
            submission_id: sub.id,
            reward_pool_id: pool.id,
            staff_id: write.audit.staffId,
            staff_username: write.audit.staffUsername,
            from_status: sub.status,
            to_status: write.status,
            payout_delta_cents: delta,
            views: write.views,
            created_at: write.audit.at,
          })
          .execute();
        return true;
      });
      return done ? findById(submissionId) : null;
    },

    async reviews(submissionId) {
      const rows = await db
        .selectFrom('reward_submission_reviews')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        submissionId: r.submission_id,
        staffId: r.staff_id,
        staffUsername: r.staff_username,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        payoutDeltaUsd: centsToDollars(r.payout_delta_cents),
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}

/** The submission read, shared with the admin's paged queue (admin-reward-lists.query.ts). */
export { selectSubmissions, toRecord as toSubmissionRecord };
