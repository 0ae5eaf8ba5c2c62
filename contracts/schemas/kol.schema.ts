import { Type } from 'typebox';
import { Nullable } from './common.schema.ts';

const N = Nullable(Type.Number());
const S = Nullable(Type.String());

/** The KOL profile with the API's field names (docs/data-model.md, "KOL"). */
export const KolSchema = Type.Object(
  {
    id: Type.String(),
    twitterUsername: Type.String(),
    twitterDisplayName: S,
    twitterAvatarUrl: S,
    twitterDescription: S,
    twitterFollowersCount: N,
    twitterFollowingCount: N,
    twitterCreatedAt: S,
    smartFollowersCount: N,
    kolScore: N,
    kolScorePercentFromTotal: N,
    mindoMetric: N,
    engagementRate: N,
    totalPosts: N,
    totalAccountPosts: N,
    avgLikes: N,
    proofOfWork: N,
    qualityScore: N,
    totalAccountLikes: N,
    totalAccountViews: N,
    totalAccountComments: N,
    totalAccountRetweets: N,
    syncStatus: S,
    lastSync: S,
    nextSync: S,
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { description: 'KOL profile' },
);
