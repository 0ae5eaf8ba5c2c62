import { type Kysely, sql } from 'kysely';
import type { AdminDirectory } from '#core/ports/admin-directory.port.ts';
import type { Database } from '../database.ts';
import { matchingAny, readPage } from './admin-list.sql.ts';
import { selectPools, toPoolRecord } from './reward-pool.query.ts';
import { selectSubmissions, toSubmissionRecord } from './submission.repository.ts';

/**
 * The admin's paged reward lists. Rows are read with the same selects as the pool and
 * submission repositories, so a page holds exactly what the single reads return.
 */
export function adminRewardLists(db: Kysely<Database>): Pick<AdminDirectory, 'pools' | 'submissions'> {
  return {
    async pools(scope, q) {
      let base = selectPools(db);
      if (scope.kind === 'none') base = base.where(sql<boolean>`false`);
      if (scope.kind === 'project') base = base.where('p.project_id', '=', scope.projectId);
      if (q.projectId) base = base.where('p.project_id', '=', q.projectId);
      if (q.status) base = base.where('p.status', '=', q.status);
      base = matchingAny(base, ['p.title', 'pr.twitter_username', 'pr.twitter_display_name'], q.search);
      return readPage(base, q, (rows) => rows.orderBy('p.created_at', 'desc').orderBy('p.id'), toPoolRecord);
    },

    async submissions(scope, q) {
      let base = selectSubmissions(db);
      if (scope.kind === 'none') base = base.where(sql<boolean>`false`);
      if (scope.kind === 'project') base = base.where('p.project_id', '=', scope.projectId);
      if (q.projectId) base = base.where('p.project_id', '=', q.projectId);
      if (q.rewardPoolId) base = base.where('s.reward_pool_id', '=', q.rewardPoolId);
      if (q.status) base = base.where('s.status', '=', q.status);
      base = matchingAny(base, ['k.twitter_username', 's.content_url', 'p.title'], q.search);
      return readPage(
        base,
        q,
        (rows) =>
          rows
            // Served by reward_submissions_queue_idx (migration 2026-11-24-92): keep the expression as it is.
            .orderBy(sql`case when s.status = 'pending' then 0 else 1 end`)
            .orderBy('s.created_at', 'asc')
            .orderBy('s.id'),
        toSubmissionRecord,
      );
    },
  };
}
