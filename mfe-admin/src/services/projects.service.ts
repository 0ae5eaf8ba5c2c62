import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import { type SortedListParams, sortedPage } from './admin-lists.ts';
import type { StaffCall } from './admin-session.tsx';

export type AdminProject = ApiRoutes['GET /api/admin/projects']['response']['data'][number];
export type ProjectInput = ApiRoutes['POST /api/projects']['body'];
export type FullProject = ApiRoutes['GET /api/admin/projects/:id']['response'];
export type ProfileLookup = ApiRoutes['GET /api/influencers/search-protokols/:username']['response']['data'];

/** What a project write changes: the lists, the record, the pool form's project names. */
export const PROJECT_WRITES = [['admin-projects'], ['admin-project'], ['admin-project-names']] as const;

export const projectsService = (call: StaffCall) => ({
  page: (p: SortedListParams) => sortedPage(call, 'GET /api/admin/projects', p),
  /** The admin read: hidden projects too (the public read answers 404 for them). */
  get: (id: string) => call('GET /api/admin/projects/:id', { params: { id } }),
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
