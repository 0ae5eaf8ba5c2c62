import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { StaffCall } from './admin-session.tsx';

export type AdminProject = ApiRoutes['GET /api/admin/projects']['response']['data'][number];
export type ProjectInput = ApiRoutes['POST /api/projects']['body'];
export type FullProject = ApiRoutes['GET /api/projects/:id']['response'];
export type ProfileLookup = ApiRoutes['GET /api/influencers/search-protokols/:username']['response']['data'];

export interface ProjectListParams {
  search: string;
  page: number;
  sortField: string;
  sortDirection: string;
}

export const PAGE_SIZE = 20;

export const projectsService = (call: StaffCall) => ({
  async page(p: ProjectListParams) {
    const res = await call('GET /api/admin/projects', {
      query: {
        search: p.search || undefined,
        page: p.page,
        limit: PAGE_SIZE,
        sortField: p.sortField as never,
        sortDirection: p.sortDirection as 'asc' | 'desc',
      },
    });
    return { rows: res.data, total: res.total, limit: res.limit };
  },
  get: (id: string) => call('GET /api/projects/:id', { params: { id } }),
  save: (id: string | null, body: ProjectInput) =>
    id ? call('PUT /api/projects/:id', { params: { id }, body }) : call('POST /api/projects', { body }),
  remove: (id: string) => call('DELETE /api/projects/:id', { params: { id } }),
  lookup: (username: string) =>
    call('GET /api/influencers/search-protokols/:username', { params: { username } }).then((r) => r.data),
});

/** The profile lookup's fields on the project form (docs/frontend.md, admin app). */
export function autofillFromProfile(profile: ProfileLookup): Partial<ProjectInput> {
  return {
    twitterUsername: profile.username,
    twitterId: profile.id,
    twitterDisplayName: profile.display_name,
    twitterAvatarUrl: profile.avatar_url,
    twitterDescription: profile.description,
    twitterDescriptionLink: profile.description_link,
    twitterFollowersCount: profile.followers_count,
    twitterFollowingCount: profile.following_count,
    twitterLang: profile.lang ?? undefined,
    twitterIsVerified: profile.is_verified,
    twitterGoldBadge: profile.gold_badge,
    twitterCreatedAt: profile.profile_created_at,
    smartFollowersCount: profile.smart_followers_count,
  };
}

/** A project as read, turned back into the form body (narrative links are kept when omitted). */
export function projectToInput(p: FullProject): ProjectInput {
  const {
    id: _id,
    mindshare: _m,
    mindsharePercent: _mp,
    narrativeLinks: _n,
    rewardPools: _r,
    totalRewardPoolUsd: _t,
    ...rest
  } = p;
  return rest;
}
