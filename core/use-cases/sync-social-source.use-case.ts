import type { Clock } from '../ports/clock.port.ts';
import type { SocialDataSource, SocialPost, SocialProfile } from '../ports/social-data-source.port.ts';
import type { SocialIngestRepository } from '../ports/social-ingest.port.ts';

export interface SyncSummary {
  accounts: number;
  posts: number;
  follows: number;
  missing: string[];
}

/**
 * Pulls profiles, recent posts and following lists from a social source (the X
 * API) for the given usernames and writes them in one transaction; the next
 * recompute ranks them. Usernames the source does not know are reported.
 */
export function makeSyncSocialSource(deps: {
  source: SocialDataSource;
  ingest: SocialIngestRepository;
  clock: Clock;
  lookbackDays: number;
}) {
  return async (usernames: string[]): Promise<SyncSummary> => {
    const since = new Date(deps.clock.now().getTime() - deps.lookbackDays * 86_400_000);
    const missing: string[] = [];
    const pulled: { profile: SocialProfile; posts: SocialPost[]; following: string[] }[] = [];
    // One account at a time: the client waits out rate limits between calls.
    for (const username of usernames) {
      const profile = await deps.source.lookupUser(username);
      if (!profile) {
        missing.push(username);
        continue;
      }
      const posts = await deps.source.recentPosts(profile.id, since);
      const following = await deps.source.following(profile.id);
      pulled.push({ profile, posts, following });
    }
    return deps.ingest.transaction(async (w) => {
      await w.upsertAccounts(
        pulled.map(({ profile: p }) => ({
          username: p.username,
          xUserId: p.id,
          displayName: p.displayName,
          avatarUrl: p.avatarUrl,
          description: p.description,
          followersCount: p.followersCount,
          followingCount: p.followingCount,
          postCount: p.postCount ?? null,
          createdAt: p.createdAt,
        })),
        deps.clock.now(),
      );
      const posts = pulled.flatMap(({ profile, posts }) =>
        posts.map((post) => ({
          externalId: post.id,
          author: profile.username,
          createdAt: post.createdAt,
          text: post.text,
          views: post.views,
          likes: post.likes,
          replies: post.replies,
          reposts: post.reposts,
          quotes: post.quotes,
          bookmarks: post.bookmarks,
        })),
      );
      await w.insertPosts(posts);
      let follows = 0;
      for (const { profile, following } of pulled)
        follows += await w.replaceFollowsByXId(profile.id, following);
      return { accounts: pulled.length, posts: posts.length, follows, missing };
    });
  };
}
