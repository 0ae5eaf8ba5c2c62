/** The sortable fields of each public list: an allow-list, anything else is a 400. */
export const INFLUENCER_SORT_FIELDS = [
  'mindoMetric',
  'kolScore',
  'twitterFollowersCount',
  'smartFollowersCount',
  'engagementRate',
  'postingFrequency',
  'kolScorePercentFromTotal',
] as const;
export type InfluencerSortField = (typeof INFLUENCER_SORT_FIELDS)[number];

export const PROJECT_SORT_FIELDS = [
  'mindsharePercent',
  'mindshare',
  'twitterFollowersCount',
  'coinMarketCap',
  'coinPrice',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** Paging defaults (docs/data-model.md, "Paging and sorting"). */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const DEFAULT_INFLUENCER_SORT: InfluencerSortField = 'kolScore';
export const DEFAULT_PROJECT_SORT: ProjectSortField = 'mindsharePercent';
