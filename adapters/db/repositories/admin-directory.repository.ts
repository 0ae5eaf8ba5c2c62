import { type Kysely, type RawBuilder, sql } from 'kysely';
import type {
  AdminDirectory,
  KolSortField,
  ProjectSortField,
  UserSortField,
} from '#core/ports/admin-directory.port.ts';
import type { Database } from '../database.ts';
import { matchingAny, order, readPage } from './admin-list.sql.ts';
import { adminRewardLists } from './admin-reward-lists.query.ts';

const PROJECT_SORT: Record<ProjectSortField, RawBuilder<unknown>> = {
  name: sql`lower(coalesce(p.twitter_display_name, p.twitter_username))`,
  mindsharePercent: sql`p.mindshare_percent`,
  twitterFollowersCount: sql`p.twitter_followers_count`,
  coinMarketCap: sql`p.coin_market_cap`,
  coinPrice: sql`p.coin_price`,
};
const KOL_SORT: Record<KolSortField, RawBuilder<unknown>> = {
  twitterUsername: sql`lower(k.twitter_username)`,
  twitterFollowersCount: sql`k.twitter_followers_count`,
  createdAt: sql`k.created_at`,
};
const USER_SORT: Record<UserSortField, RawBuilder<unknown>> = {
  createdAt: sql`u.created_at`,
  earnedPoints: sql`u.earned_points`,
  referrals: sql`(select count(*) from users r where r.referred_by = u.id)`,
};

/**
 * The admin lists. Staff catalogs are small (thousands of rows), so OFFSET paging and
 * ILIKE search are enough; the KOL list can be 100k rows and sorts on indexed columns.
 */
export function adminDirectoryRepository(db: Kysely<Database>): AdminDirectory {
  return {
    async projects(scope, q) {
      let base = db.selectFrom('projects as p');
      if (scope.kind === 'project') base = base.where('p.id', '=', scope.projectId);
      if (scope.kind === 'none') base = base.where(sql<boolean>`false`);
      base = matchingAny(base, ['p.twitter_username', 'p.twitter_display_name'], q.search);
      return readPage(
        base,
        q,
        (rows) =>
          rows
            .select([
              'p.id',
              'p.twitter_username',
              'p.twitter_display_name',
              'p.twitter_avatar_url',
              'p.mindshare_percent',
              'p.twitter_followers_count',
              'p.coin_market_cap',
              'p.coin_price',
              'p.featured',
              'p.hidden',
              sql<number>`(select count(*)::int from reward_pools rp where rp.project_id = p.id)`.as('pools'),
            ])
            .orderBy(order(PROJECT_SORT[q.sortField], q.sortDirection))
            .orderBy('p.id'),
        (r) => ({
          id: r.id,
          twitterUsername: r.twitter_username,
          twitterDisplayName: r.twitter_display_name,
          twitterAvatarUrl: r.twitter_avatar_url,
          mindsharePercent: r.mindshare_percent,
          twitterFollowersCount: r.twitter_followers_count,
          coinMarketCap: r.coin_market_cap,
          coinPrice: r.coin_price,
          featured: r.featured,
          hidden: r.hidden,
          poolCount: r.pools,
        }),
      );
    },

    async kols(q) {
      const base = matchingAny(
        db.selectFrom('kols as k'),
        ['k.twitter_username', 'k.twitter_display_name'],
        q.search,
      );
      return readPage(
        base,
        q,
        (rows) =>
          rows
            .select([
              'k.id',
              'k.twitter_username',
              'k.twitter_display_name',
              'k.twitter_avatar_url',
              'k.twitter_followers_count',
              'k.smart_followers_count',
              'k.created_at',
              sql<number>`(select count(*)::int from reward_submissions s where s.kol_id = k.id)`.as('subs'),
            ])
            .orderBy(order(KOL_SORT[q.sortField], q.sortDirection))
            .orderBy('k.id'),
        (r) => ({
          id: r.id,
          twitterUsername: r.twitter_username,
          twitterDisplayName: r.twitter_display_name,
          twitterAvatarUrl: r.twitter_avatar_url,
          twitterFollowersCount: r.twitter_followers_count,
          smartFollowersCount: r.smart_followers_count,
          submissionCount: r.subs,
          createdAt: new Date(r.created_at),
        }),
      );
    },

    async users(q) {
      const base = matchingAny(db.selectFrom('users as u'), ['u.email', 'u.username'], q.search);
      return readPage(
        base,
        q,
        (rows) =>
          rows
            .select([
              'u.id',
              'u.email',
              'u.username',
              'u.twitter_id',
              'u.earned_points',
              'u.created_at',
              sql<number>`(select count(*)::int from wallets w where w.user_id = u.id)`.as('wallets'),
              sql<number>`(select count(*)::int from users r where r.referred_by = u.id)`.as('referrals'),
            ])
            .orderBy(order(USER_SORT[q.sortField], q.sortDirection))
            .orderBy('u.id'),
        (r) => ({
          id: r.id,
          email: r.email,
          twitterHandle: r.username,
          xVerified: r.twitter_id !== null,
          walletCount: r.wallets,
          earnedPoints: r.earned_points,
          referrals: r.referrals,
          createdAt: new Date(r.created_at),
        }),
      );
    },

    ...adminRewardLists(db),

    async staff() {
      const rows = await db
        .selectFrom('staff_users as s')
        .leftJoin('projects as p', 'p.id', 's.project_id')
        .select([
          's.id',
          's.username',
          's.role',
          's.project_id',
          's.disabled',
          's.created_at',
          sql<string | null>`coalesce(p.twitter_display_name, p.twitter_username)`.as('project_name'),
        ])
        .orderBy('s.created_at')
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        role: r.role,
        projectId: r.project_id,
        projectName: r.project_name,
        disabled: r.disabled,
        createdAt: new Date(r.created_at),
      }));
    },
  };
}
