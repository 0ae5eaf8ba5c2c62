import { DomainError, unavailable } from '#core/errors.ts';
import type { SocialDataSource, SocialPost, SocialProfile } from '#core/ports/social-data-source.port.ts';

export interface XApiOptions {
  bearerToken: string;
  baseUrl: string;
  /** Longest wait for a rate-limit window to reset before giving up with 429. */
  maxRateLimitWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  fetch?: typeof fetch;
}

interface XUser {
  id: string;
  username: string;
  name?: string;
  profile_image_url?: string;
  description?: string;
  url?: string;
  created_at?: string;
  verified?: boolean;
  verified_type?: string;
  lang?: string;
  entities?: { url?: { urls?: { expanded_url?: string }[] } };
  public_metrics?: { followers_count?: number; following_count?: number; tweet_count?: number };
}

interface XTweet {
  id: string;
  author_id?: string;
  text: string;
  created_at: string;
  public_metrics?: {
    retweet_count?: number;
    reply_count?: number;
    like_count?: number;
    quote_count?: number;
    bookmark_count?: number;
    impression_count?: number;
  };
}

const USER_FIELDS =
  'created_at,description,profile_image_url,public_metrics,verified,verified_type,url,entities';

/**
 * X API v2 with an app bearer token: user lookup, a user's recent posts with
 * public metrics, following lists. A 429 waits until `x-rate-limit-reset` when
 * that is close enough, otherwise fails with RATE_LIMITED.
 */
export function xApiClient(options: XApiOptions): SocialDataSource {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const maxWait = options.maxRateLimitWaitMs ?? 60_000;

  async function get<T>(
    path: string,
    query: Record<string, string | undefined>,
  ): Promise<{ status: number; body: T }> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await doFetch(url, { headers: { authorization: `Bearer ${options.bearerToken}` } });
      } catch (error) {
        throw unavailable(`X API unreachable: ${(error as Error).message}`);
      }
      if (res.status === 429) {
        const reset = Number(res.headers.get('x-rate-limit-reset'));
        const waitMs = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now()) : maxWait + 1;
        if (attempt >= 3 || waitMs > maxWait) {
          throw new DomainError('RATE_LIMITED', 'X API rate limit reached; try again after the reset');
        }
        await sleep(waitMs);
        continue;
      }
      if (res.status === 401 || res.status === 403)
        throw unavailable(`X API refused the credentials (${res.status})`);
      if (res.status >= 500) throw unavailable(`X API failed with ${res.status}`);
      return { status: res.status, body: (await res.json()) as T };
    }
  }

  return {
    async lookupUser(username) {
      const { status, body } = await get<{ data?: XUser }>(
        `/2/users/by/username/${encodeURIComponent(username)}`,
        {
          'user.fields': USER_FIELDS,
        },
      );
      if (status === 404 || !body.data) return null;
      return toProfile(body.data);
    },

    async recentPosts(userId, since) {
      const posts: SocialPost[] = [];
      let token: string | undefined;
      do {
        const { body } = await get<{ data?: XTweet[]; meta?: { next_token?: string } }>(
          `/2/users/${encodeURIComponent(userId)}/tweets`,
          {
            max_results: '100',
            start_time: since.toISOString(),
            'tweet.fields': 'created_at,public_metrics,author_id',
            pagination_token: token,
          },
        );
        for (const t of body.data ?? []) posts.push(toPost(t, userId));
        token = body.meta?.next_token;
      } while (token);
      return posts;
    },

    async following(userId) {
      const ids: string[] = [];
      let token: string | undefined;
      do {
        const { body } = await get<{ data?: { id: string }[]; meta?: { next_token?: string } }>(
          `/2/users/${encodeURIComponent(userId)}/following`,
          { max_results: '1000', pagination_token: token },
        );
        for (const u of body.data ?? []) ids.push(u.id);
        token = body.meta?.next_token;
      } while (token);
      return ids;
    },
  };
}

function toProfile(u: XUser): SocialProfile {
  return {
    id: u.id,
    username: u.username,
    displayName: u.name ?? null,
    avatarUrl: u.profile_image_url ?? null,
    description: u.description ?? null,
    descriptionLink: u.entities?.url?.urls?.[0]?.expanded_url ?? u.url ?? null,
    followersCount: u.public_metrics?.followers_count ?? 0,
    followingCount: u.public_metrics?.following_count ?? 0,
    postCount: u.public_metrics?.tweet_count ?? null,
    isVerified: u.verified ?? false,
    goldBadge: u.verified_type === 'business',
    lang: u.lang ?? null,
    createdAt: u.created_at ?? null,
  };
}

function toPost(t: XTweet, userId: string): SocialPost {
  const m = t.public_metrics ?? {};
  return {
    id: t.id,
    authorId: t.author_id ?? userId,
    text: t.text,
    createdAt: t.created_at,
    views: m.impression_count ?? 0,
    likes: m.like_count ?? 0,
    replies: m.reply_count ?? 0,
    reposts: m.retweet_count ?? 0,
    quotes: m.quote_count ?? 0,
    bookmarks: m.bookmark_count ?? 0,
  };
}
