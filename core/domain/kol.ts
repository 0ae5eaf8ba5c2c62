/** A tracked creator (KOL / influencer), with the API's field names (docs/data-model.md, "KOL"). */
export interface Kol {
  id: string;
  twitterUsername: string;
  twitterDisplayName: string | null;
  twitterAvatarUrl: string | null;
  twitterDescription: string | null;
  twitterFollowersCount: number | null;
  twitterFollowingCount: number | null;
  twitterCreatedAt: string | null;
  smartFollowersCount: number | null;
  kolScore: number | null;
  /** Mindshare, percent of all attention in the window. */
  kolScorePercentFromTotal: number | null;
  /** The product's score. */
  mindoMetric: number | null;
  engagementRate: number | null;
  totalPosts: number | null;
  totalAccountPosts: number | null;
  avgLikes: number | null;
  proofOfWork: number | null;
  qualityScore: number | null;
  totalAccountLikes: number | null;
  totalAccountViews: number | null;
  totalAccountComments: number | null;
  totalAccountRetweets: number | null;
  syncStatus: string | null;
  lastSync: string | null;
  nextSync: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The editable fields of the admin KOL form (docs/data-model.md, "The admin KOL form"). */
export interface KolInput {
  id?: string;
  twitterUsername: string;
  twitterDisplayName?: string | null;
  twitterAvatarUrl?: string | null;
  twitterFollowersCount?: number | null;
  twitterDescription?: string | null;
  kolScorePercentFromTotal?: number | null;
  smartFollowersCount?: number | null;
}

/** Shown when a profile lacks the numbers (docs/data-model.md, "Defaults and derived fields"). */
export const DEFAULT_FOLLOWERS = 1000;
export const DEFAULT_FOLLOWING = 100;

/** Stored ranking inputs the profile dialog derives its extra fields from. */
export interface KolRankingExtras {
  isBusinessAccount: boolean;
  accountStatus: string;
  postingFrequency: number | null;
  engagementTotal: number | null;
  engagementTrend: number | null;
  avgLikesTrend: number | null;
  credibility: number | null;
  authenticity: number | null;
}

/**
 * A KOL with every figure of the leaderboard row and the profile dialog. Its wording and
 * links (`biography`, `profileUrl`) are added by the HTTP presenter, not here.
 */
export interface KolProfile extends Kol {
  postingFrequency: number | null;
  followers: number;
  following: number;
  smartFollowers: number | null;
  smartFollowersPercent: number | null;
  isBusinessAccount: boolean;
  accountStatus: string;
  twitterRegisterDate: string | null;
  engagement: number | null;
  engagementTrend: number | null;
  averageLikes: number | null;
  averageLikesTrend: number | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  retweets: number | null;
  avgCommentsPerPost: number | null;
  avgRetweetsPerPost: number | null;
  avgEngagementPerPost: number | null;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Derives the dialog's figures: defaults, rounding and per-post averages (docs/data-model.md). */
export function toKolProfile(kol: Kol, extras: KolRankingExtras): KolProfile {
  const followers = kol.twitterFollowersCount ?? DEFAULT_FOLLOWERS;
  const posts = kol.totalPosts ?? 0;
  const perPost = (n: number | null) => (n == null || posts === 0 ? null : round(n / posts, 4));
  const engagementLifetime =
    kol.totalAccountLikes == null
      ? null
      : (kol.totalAccountLikes ?? 0) + (kol.totalAccountComments ?? 0) + (kol.totalAccountRetweets ?? 0);
  return {
    ...kol,
    postingFrequency: extras.postingFrequency,
    followers,
    following: kol.twitterFollowingCount ?? DEFAULT_FOLLOWING,
    smartFollowers: kol.smartFollowersCount,
    smartFollowersPercent:
      kol.smartFollowersCount == null
        ? null
        : round((kol.smartFollowersCount / Math.max(1, followers)) * 100, 2),
    isBusinessAccount: extras.isBusinessAccount,
    accountStatus: extras.accountStatus,
    twitterRegisterDate: kol.twitterCreatedAt,
    engagement: extras.engagementTotal,
    engagementTrend: extras.engagementTrend,
    averageLikes: kol.avgLikes,
    averageLikesTrend: extras.avgLikesTrend,
    views: kol.totalAccountViews,
    likes: kol.totalAccountLikes,
    comments: kol.totalAccountComments,
    retweets: kol.totalAccountRetweets,
    avgCommentsPerPost: perPost(kol.totalAccountComments),
    avgRetweetsPerPost: perPost(kol.totalAccountRetweets),
    avgEngagementPerPost: perPost(engagementLifetime),
  };
}
