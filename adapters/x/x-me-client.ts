import type { SocialProfile } from '#core/ports/social-data-source.port.ts';

interface XUser {
  id: string;
  username: string;
  name?: string;
  description?: string;
  profile_image_url?: string;
  created_at?: string;
  url?: string;
  verified?: boolean;
  verified_type?: string;
  public_metrics?: { followers_count?: number; following_count?: number };
}

const USER_FIELDS = 'created_at,description,profile_image_url,public_metrics,verified,verified_type,url';

/** X API v2 `GET /2/users/me` with the user's OAuth access token: who just signed in. */
export async function fetchXMe(
  apiUrl: string,
  accessToken: string,
  fetchImpl = fetch,
): Promise<SocialProfile> {
  const res = await fetchImpl(`${apiUrl}/2/users/me?user.fields=${USER_FIELDS}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`X answered ${res.status} to users/me`);
  const body = (await res.json()) as { data?: XUser };
  const u = body.data;
  if (!u?.id || !u.username) throw new Error('X returned no user');
  return {
    id: u.id,
    username: u.username,
    displayName: u.name ?? null,
    avatarUrl: u.profile_image_url ?? null,
    description: u.description ?? null,
    descriptionLink: u.url ?? null,
    followersCount: u.public_metrics?.followers_count ?? 0,
    followingCount: u.public_metrics?.following_count ?? 0,
    isVerified: u.verified ?? false,
    goldBadge: u.verified_type === 'business',
    lang: null,
    createdAt: u.created_at ?? null,
  };
}
