/**
 * Where ingested accounts, posts and follow edges are written, whatever their
 * source (X API, JSONL import, synthetic generator). Accounts and authors are
 * named by X username, so every source speaks the same shape.
 */
export interface IngestAccount {
  id?: string;
  username: string;
  xUserId?: string | null;
  displayName?: string | null;
  avatarUrl?: string | null;
  description?: string | null;
  followersCount?: number | null;
  followingCount?: number | null;
  postCount?: number | null;
  createdAt?: string | null;
  isBusinessAccount?: boolean;
}

export interface IngestPost {
  externalId: string;
  author: string;
  createdAt: string;
  text: string;
  views: number;
  likes: number;
  replies: number;
  reposts: number;
  quotes: number;
  bookmarks: number;
  /** Narratives named explicitly; the project links add more. */
  narratives?: string[];
}

export interface IngestFollow {
  follower: string;
  followee: string;
}

export interface SocialIngestWriter {
  upsertAccounts(accounts: IngestAccount[], syncedAt: Date): Promise<void>;
  /** Returns the authors no tracked account has: their posts were not written. */
  insertPosts(posts: IngestPost[]): Promise<{ unknownAuthors: string[]; unknownNarratives: string[] }>;
  /** Returns the usernames no tracked account has: their edges were not written. */
  insertFollows(follows: IngestFollow[]): Promise<{ unknownAccounts: string[] }>;
  /** Replaces one account's follow edges towards tracked accounts, matched by X user id. */
  replaceFollowsByXId(followerXId: string, followeeXIds: string[]): Promise<number>;
}

export interface SocialIngestRepository {
  /** All writes inside `fn` commit together or not at all. */
  transaction<T>(fn: (writer: SocialIngestWriter) => Promise<T>): Promise<T>;
}
