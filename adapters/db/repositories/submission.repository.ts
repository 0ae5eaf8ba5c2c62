import type { Kysely } from 'kysely';
import { centsToDollars } from '#core/domain/money.ts';
import type { SubmissionRecord, SubmissionRepository } from '#core/ports/submission-repository.port.ts';
import type { Database } from '../database.ts';

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
  reviewNote: r.review_note,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function submissionRepository(db: Kysely<Database>): SubmissionRepository {
  const findById = async (id: string) => {
    const row = await selectSubmissions(db).where('s.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  };

  return {
    /**
     * Inserts and reads back in one statement (a data-modifying CTE joined to the pool
     * and the KOL): one round trip instead of two (docs/operations.md, "Write paths").
     * A repeated link hits the pool's unique URL and inserts nothing.
     */
    async create(s) {
      const row = await db
        .with('s', (qc) =>
          qc
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
            .onConflict((oc) => oc.constraint('reward_submissions_pool_url_key').doNothing())
            .returningAll(),
        )
        .selectFrom('s')
        .innerJoin('reward_pools as p', 'p.id', 's.reward_pool_id')
        .leftJoin('kols as k', 'k.id', 's.kol_id')
        .selectAll('s')
        .select(['p.project_id', 'p.title as pool_title', 'k.twitter_username as kol_username'])
        .executeTakeFirst();
      return row ? toRecord(row) : 'duplicate';
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
        note: r.review_note,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}

/** The submission read, shared with the admin's paged queue (admin-reward-lists.query.ts). */
export { selectSubmissions, toRecord as toSubmissionRecord };
