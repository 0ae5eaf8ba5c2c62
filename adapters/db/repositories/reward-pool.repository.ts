import { type Kysely, sql } from 'kysely';
import type { PoolDraft } from '#core/domain/reward-pool.ts';
import type { PoolStore, RewardPoolRepository } from '#core/ports/reward-pool-repository.port.ts';
import type { Database } from '../database.ts';
import { selectPools, toPoolRecord } from './reward-pool.query.ts';

/** The columns a pool draft writes, shared by create and update. */
const draftColumns = (d: PoolDraft) => ({
  project_id: d.projectId,
  title: d.title,
  description: d.description,
  reward: d.reward,
  deadline: d.deadline,
  platforms: d.platforms,
  requirements: d.requirements,
  status: d.status,
  total_amount_cents: d.totalAmountCents,
  reward_rate_cents: d.rewardRateCents,
  reward_unit: d.rewardUnit,
  campaign_target_views: d.campaignTargetViews,
});

export function rewardPoolRepository(db: Kysely<Database>): RewardPoolRepository {
  return {
    async list(filter) {
      let q = selectPools(db);
      const scope = filter.scope;
      if (scope.kind === 'public') q = q.where('pr.hidden', '=', false);
      else if (scope.kind === 'project') q = q.where('p.project_id', '=', scope.projectId);
      else if (scope.kind === 'none') return [];
      if (filter.projectId) q = q.where('p.project_id', '=', filter.projectId);
      if (filter.status) q = q.where('p.status', '=', filter.status);
      const rows = await q.orderBy('p.created_at', 'desc').orderBy('p.id').execute();
      return rows.map(toPoolRecord);
    },

    async findById(id) {
      const row = await selectPools(db).where('p.id', '=', id).executeTakeFirst();
      return row ? toPoolRecord(row) : null;
    },

    async findSubmissionTarget(id) {
      const row = await db
        .selectFrom('reward_pools as p')
        .innerJoin('projects as pr', 'pr.id', 'p.project_id')
        .select(['p.id', 'pr.hidden', 'p.status', 'p.deadline', 'p.platforms'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            projectHidden: row.hidden,
            status: row.status,
            deadline: row.deadline,
            platforms: row.platforms,
          }
        : null;
    },

    async projectExists(projectId) {
      return !!(await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst());
    },

    async create(id, d, methodologyVersion, at) {
      await db
        .insertInto('reward_pools')
        .values({
          id,
          ...draftColumns(d),
          methodology_version: methodologyVersion,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    async ledger(poolId) {
      const rows = await db
        .selectFrom('reward_payouts as l')
        .leftJoin('reward_submissions as s', 's.id', 'l.submission_id')
        .leftJoin('kols as k', 'k.id', 's.kol_id')
        .select(['l.id', 'l.submission_id', 'l.kind', 'l.amount_cents', 'l.created_at', 'k.twitter_username'])
        .where('l.reward_pool_id', '=', poolId)
        .orderBy('l.created_at')
        .orderBy('l.entry_key')
        .execute();
      return rows.map((r) => ({
        entryId: r.id,
        submissionId: r.submission_id,
        kolHandle: r.twitter_username ?? '',
        kind: r.kind,
        amountCents: r.amount_cents,
        at: r.created_at,
      }));
    },

    async totalCentsByProject(projectIds) {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('reward_pools')
        .select(['project_id', sql<number>`sum(total_amount_cents)::bigint`.as('total')])
        .where('project_id', 'in', projectIds)
        .groupBy('project_id')
        .execute();
      return new Map(rows.map((r) => [r.project_id, r.total]));
    },
  };
}

/** The pool rows of a change, inside the unit of work's transaction; core decides whether it may. */
export function poolStore(db: Kysely<Database>): PoolStore {
  return {
    async lockMoney(id) {
      const pool = await db
        .selectFrom('reward_pools')
        .select('paid_out_cents')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!pool) return null;
      const approved = await db
        .selectFrom('reward_submissions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('reward_pool_id', '=', id)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return { paidOutCents: pool.paid_out_cents, approvedCount: approved.n };
    },

    async update(id, d, at) {
      await db
        .updateTable('reward_pools')
        .set({ ...draftColumns(d), updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async delete(id) {
      await db.deleteFrom('reward_pools').where('id', '=', id).execute();
    },
  };
}
