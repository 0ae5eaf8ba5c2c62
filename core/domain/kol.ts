/** A tracked creator (KOL / influencer), with the field names of spec section 3. */
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

/** The editable fields of the admin KOL form (spec section 3). */
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

/** Spec 3 defaults used when a profile lacks the numbers. */
export const DEFAULT_FOLLOWERS = 1000;
export const DEFAULT_FOLLOWING = 100;
