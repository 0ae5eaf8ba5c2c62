import { type Kysely, sql } from 'kysely';
import type { RewardPoolRecord } from '#core/domain/reward-pool.ts';
import type { Database } from '../database.ts';

/**
 * Pools with their project and their counts, the one query every pool read starts
 * from (the pool routes and the projects' pool lists): participants are the distinct
 * creators who submitted, completed the approved submissions (docs/rewards.md).
 */
export function selectPools(db: Kysely<Database>) {
  return db
    .selectFrom('reward_pools as p')
    .innerJoin('projects as pr', 'pr.id', 'p.project_id')
    .selectAll('p')
    .select([
      'pr.hidden as project_hidden',
      'pr.twitter_display_name as project_display_name',
      'pr.twitter_username as project_username',
      sql<number>`(select count(distinct s.kol_id)::int from reward_submissions s where s.reward_pool_id = p.id)`.as(
        'participants',
      ),
      sql<number>`(select count(*)::int from reward_submissions s where s.reward_pool_id = p.id and s.status = 'approved')`.as(
        'completed',
      ),
    ]);
}

type PoolRow = Awaited<ReturnType<ReturnType<typeof selectPools>['executeTakeFirstOrThrow']>>;

export const toPoolRecord = (r: PoolRow): RewardPoolRecord => ({
  id: r.id,
  projectId: r.project_id,
  projectHidden: r.project_hidden,
  project: {
    id: r.project_id,
    twitterDisplayName: r.project_display_name,
    twitterUsername: r.project_username,
  },
  title: r.title,
  description: r.description,
  reward: r.reward,
  deadline: r.deadline,
  platforms: r.platforms,
  requirements: r.requirements,
  status: r.status,
  totalAmountCents: r.total_amount_cents,
  paidOutCents: r.paid_out_cents,
  rewardRateCents: r.reward_rate_cents,
  rewardUnit: r.reward_unit,
  campaignTargetViews: r.campaign_target_views,
  participantsCount: r.participants,
  completedCount: r.completed,
  methodologyVersion: r.methodology_version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
