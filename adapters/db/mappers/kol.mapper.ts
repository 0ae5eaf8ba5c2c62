import type { Kol } from '#core/domain/kol.ts';
import type { KolProfileRow } from '../repositories/kol-profiles.query.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A KOL with its scores to the API's KOL shape (docs/data-model.md). */
export function toKol(row: KolProfileRow): Kol {
  return {
    id: row.id,
    twitterUsername: row.twitter_username,
    twitterDisplayName: row.twitter_display_name,
    twitterAvatarUrl: row.twitter_avatar_url,
    twitterDescription: row.twitter_description,
    twitterFollowersCount: row.twitter_followers_count,
    twitterFollowingCount: row.twitter_following_count,
    twitterCreatedAt: iso(row.twitter_created_at),
    smartFollowersCount: row.smart_followers_count,
    kolScore: row.kol_score,
    kolScorePercentFromTotal: row.kol_score_percent_from_total,
    mindoMetric: row.mindo_metric,
    engagementRate: row.engagement_rate,
    totalPosts: row.total_posts,
    totalAccountPosts: row.total_account_posts,
    avgLikes: row.avg_likes,
    proofOfWork: row.proof_of_work,
    qualityScore: row.quality_score,
    totalAccountLikes: row.total_account_likes,
    totalAccountViews: row.total_account_views,
    totalAccountComments: row.total_account_comments,
    totalAccountRetweets: row.total_account_retweets,
    syncStatus: row.sync_status,
    lastSync: iso(row.last_sync),
    nextSync: iso(row.next_sync),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
