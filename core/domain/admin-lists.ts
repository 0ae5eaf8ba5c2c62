/** The fields each admin list can be sorted by (shared with the HTTP contract). */
export const PROJECT_SORT_FIELDS = [
  'name',
  'mindsharePercent',
  'twitterFollowersCount',
  'coinMarketCap',
  'coinPrice',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
export const KOL_SORT_FIELDS = ['twitterUsername', 'twitterFollowersCount', 'createdAt'] as const;
export type KolSortField = (typeof KOL_SORT_FIELDS)[number];
export const USER_SORT_FIELDS = ['createdAt', 'earnedPoints', 'referrals'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
