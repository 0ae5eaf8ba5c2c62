/**
 * Where profiles, posts and follow edges come from (X API v2, a file import, a
 * synthetic generator). The product must survive losing any one of them.
 */
export interface SocialProfile {
  id: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  description: string | null;
  descriptionLink: string | null;
  followersCount: number;
  followingCount: number;
  isVerified: boolean;
  goldBadge: boolean;
  lang: string | null;
  createdAt: string | null;
  /** Posts on the account, when the source knows it. */
  postCount?: number | null;
}

export interface SocialPost {
  id: string;
  authorId: string;
  text: string;
  createdAt: string;
  views: number;
  likes: number;
  replies: number;
  reposts: number;
  quotes: number;
  bookmarks: number;
}

export interface SocialDataSource {
  /** Null when no such account exists. */
  lookupUser(username: string): Promise<SocialProfile | null>;
  recentPosts(userId: string, since: Date): Promise<SocialPost[]>;
  following(userId: string): Promise<string[]>;
}
