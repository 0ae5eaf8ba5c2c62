import { notFound } from '../errors.ts';
import type { InfluencerReadRepository } from '../ports/rankings-read.port.ts';
import type { SocialDataSource, SocialProfile } from '../ports/social-data-source.port.ts';

export interface ProfileLookup {
  id: string;
  username: string;
  display_name: string | null;
  avatar_url: string | null;
  description: string | null;
  description_link: string | null;
  followers_count: number;
  following_count: number;
  lang: string | null;
  is_verified: boolean;
  gold_badge: boolean;
  profile_created_at: string | null;
  smart_followers_count: number | null;
}

/**
 * The admin autofill's profile lookup: from X when a source is configured, the
 * stored account otherwise (or when X fails), 404 when neither knows the name.
 */
export function makeLookupProfile(deps: {
  social: SocialDataSource | null;
  influencers: InfluencerReadRepository;
}) {
  return async (username: string): Promise<ProfileLookup> => {
    const stored = await deps.influencers.byUsername(username);
    let live: SocialProfile | null = null;
    let failure: unknown = null;
    if (deps.social) {
      try {
        live = await deps.social.lookupUser(username);
      } catch (error) {
        failure = error;
      }
    }
    if (live) {
      return {
        id: live.id,
        username: live.username,
        display_name: live.displayName,
        avatar_url: live.avatarUrl,
        description: live.description,
        description_link: live.descriptionLink,
        followers_count: live.followersCount,
        following_count: live.followingCount,
        lang: live.lang,
        is_verified: live.isVerified,
        gold_badge: live.goldBadge,
        profile_created_at: live.createdAt,
        smart_followers_count: stored?.smartFollowersCount ?? null,
      };
    }
    if (stored) {
      return {
        id: stored.id,
        username: stored.twitterUsername,
        display_name: stored.twitterDisplayName,
        avatar_url: stored.twitterAvatarUrl,
        description: stored.twitterDescription,
        description_link: null,
        followers_count: stored.followers,
        following_count: stored.following,
        lang: null,
        is_verified: false,
        gold_badge: false,
        profile_created_at: stored.twitterCreatedAt,
        smart_followers_count: stored.smartFollowersCount,
      };
    }
    if (failure) throw failure;
    throw notFound(`Profile @${username}`);
  };
}
