import { type Kysely, sql } from 'kysely';
import type { SocialProfile } from '#core/ports/social-data-source.port.ts';
import type { Database } from '../database.ts';

/**
 * Profiles for the demo sign-in: a tracked KOL's stored profile when the handle is
 * known, so a demo user sees real numbers on their card.
 */
export function demoProfiles(db: Kysely<Database>) {
  return {
    async lookup(handle: string): Promise<SocialProfile | null> {
      const k = await db
        .selectFrom('kols')
        .selectAll()
        .where(sql`lower(twitter_username)`, '=', handle.toLowerCase())
        .executeTakeFirst();
      if (!k) return null;
      return {
        id: k.twitter_id ?? `demo-${k.twitter_username.toLowerCase()}`,
        username: k.twitter_username,
        displayName: k.twitter_display_name,
        avatarUrl: k.twitter_avatar_url,
        description: k.twitter_description,
        descriptionLink: null,
        followersCount: k.twitter_followers_count ?? 0,
        followingCount: k.twitter_following_count ?? 0,
        isVerified: false,
        goldBadge: false,
        lang: null,
        createdAt: k.twitter_created_at?.toISOString() ?? null,
      };
    },
    async suggestions(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('kols')
        .select('twitter_username')
        .orderBy('twitter_followers_count', (o) => o.desc().nullsLast())
        .orderBy('twitter_username')
        .limit(limit)
        .execute();
      return rows.map((r) => r.twitter_username);
    },
  };
}
export type DemoProfiles = ReturnType<typeof demoProfiles>;
