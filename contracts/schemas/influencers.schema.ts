import { Type } from 'typebox';
import { INFLUENCER_SORT_FIELDS } from '../../core/domain/ranking-sort.ts';
import {
  IsoDateTime,
  Nullable,
  NullableDateTime,
  NullableInteger,
  NullableNumber,
  NullableString,
  Paged,
  Uuid,
  LiteralUnion,
} from './common.schema.ts';

const N = NullableNumber();
const I = NullableInteger();
const S = NullableString();

/** A KOL, leaderboard row and profile dialog in one (docs/data-model.md, "KOL"). */
export const Influencer = Type.Object({
  id: Uuid,
  twitterUsername: Type.String(),
  twitterDisplayName: S,
  twitterAvatarUrl: S,
  twitterDescription: S,
  twitterFollowersCount: I,
  twitterFollowingCount: I,
  twitterCreatedAt: NullableDateTime(),
  smartFollowersCount: I,
  kolScore: N,
  kolScorePercentFromTotal: N,
  mindoMetric: N,
  engagementRate: N,
  totalPosts: I,
  totalAccountPosts: I,
  avgLikes: N,
  proofOfWork: N,
  qualityScore: N,
  totalAccountLikes: I,
  totalAccountViews: I,
  totalAccountComments: I,
  totalAccountRetweets: I,
  syncStatus: S,
  lastSync: NullableDateTime(),
  nextSync: NullableDateTime(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  postingFrequency: N,
  biography: Type.String(),
  followers: Type.Integer(),
  following: Type.Integer(),
  smartFollowers: I,
  smartFollowersPercent: N,
  isBusinessAccount: Type.Boolean(),
  accountStatus: Type.String(),
  twitterRegisterDate: NullableDateTime(),
  profileUrl: Type.String(),
  engagement: I,
  engagementTrend: N,
  averageLikes: N,
  averageLikesTrend: N,
  views: I,
  likes: I,
  comments: I,
  retweets: I,
  avgCommentsPerPost: N,
  avgRetweetsPerPost: N,
  avgEngagementPerPost: N,
});

export const InfluencerList = Type.Array(Influencer);
export const InfluencerPage = Paged(Influencer);

export const InfluencerListQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })) },
  { additionalProperties: false },
);

export const InfluencerPageQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    sortField: LiteralUnion(INFLUENCER_SORT_FIELDS, { default: 'kolScore' }),
    sortDirection: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
  },
  { additionalProperties: false },
);

export const UsernameParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 15, pattern: '^[A-Za-z0-9_]+$' }),
});

/** The profile-lookup shape the admin autofill maps onto project fields (docs/data-model.md). */
export const ProfileLookup = Type.Object({
  data: Type.Object({
    id: Type.String(),
    username: Type.String(),
    display_name: S,
    avatar_url: S,
    description: S,
    description_link: S,
    followers_count: Type.Integer(),
    following_count: Type.Integer(),
    lang: S,
    is_verified: Type.Boolean(),
    gold_badge: Type.Boolean(),
    profile_created_at: NullableDateTime(),
    smart_followers_count: I,
  }),
});

const Discount = Type.Object({
  kind: Type.String(),
  posts: Type.Integer(),
  averageMultiplier: Type.Number(),
  examples: Type.Array(
    Type.Object({ postId: Type.String(), multiplier: Type.Number(), detail: Type.String() }),
  ),
});

export const ScoreBreakdown = Type.Object({
  kolId: Uuid,
  twitterUsername: Type.String(),
  methodologyVersion: Type.String(),
  asOf: S,
  kolScore: N,
  mindoMetric: N,
  components: Type.Array(
    Type.Object({
      name: Type.String(),
      input: Type.Number(),
      normalized: Type.Number(),
      weight: Type.Number(),
      contribution: Type.Number(),
      points: Type.Number({ description: 'Hundredths, apportioned so the components add up to kolScore' }),
      evidence: Type.Optional(
        Type.String({
          description:
            'Why the input counts for less than it reads: since 1.28.0, the followers reach counts for a thinly backed account',
        }),
      ),
    }),
  ),
  standing: Type.Object({
    value: Type.Number({
      description:
        'Share of its follow cluster’s attention the coordination defence keeps (1 outside a flagged cluster); the components above are multiplied by it',
    }),
    evidence: S,
  }),
  credibility: N,
  authenticity: Type.Number(),
  proofOfWork: N,
  qualityScore: N,
  windows: Type.Array(
    Type.Object({ windowDays: Type.Integer(), mindsharePercent: Type.Number(), changePercent: N }),
  ),
  discounts: Type.Array(Discount),
  postsInWindow: Type.Integer(),
  mindmark: Type.Object({
    kolScore: N,
    authenticity: Type.Number(),
    proofOfWork: N,
    proofOfWorkBonus: Type.Number(),
    factor: Type.Number(),
    result: N,
  }),
  proofOfWorkInputs: Type.Union([
    Type.Object({
      approved: Type.Integer(),
      reviewed: Type.Integer(),
      approvedViews: Type.Integer(),
      xVerified: Type.Boolean(),
      walletProven: Type.Boolean(),
      walletScore: N,
    }),
    Type.Null(),
  ]),
  proofOfWorkParts: Type.Array(
    Type.Object({
      name: Type.String(),
      value: Type.Number(),
      weight: Type.Number(),
      counted: Type.Boolean(),
      contribution: Type.Number(),
    }),
  ),
  discountedPosts: Type.Array(
    Type.Object({
      postId: Type.String(),
      url: Type.String(),
      postedAt: Type.String(),
      kind: Type.String(),
      label: Type.String(),
      reason: Type.String(),
      multiplier: Type.Number(),
      detail: Type.String(),
      appeal: Type.Union([
        Type.Object({
          id: Uuid,
          status: Type.Union([Type.Literal('open'), Type.Literal('upheld'), Type.Literal('overturned')]),
          note: S,
        }),
        Type.Null(),
      ]),
    }),
  ),
  discountedPostsTotal: Type.Integer(),
});

const Handle = Type.String({ minLength: 1, maxLength: 15, pattern: '^[A-Za-z0-9_]+$' });
const optional = <T extends Parameters<typeof Nullable>[0]>(schema: T) => Type.Optional(Nullable(schema));

/** The admin KOL form (docs/data-model.md); other fields a client echoes back are dropped. */
export const KolInputBody = Type.Object({
  id: Type.Optional(Uuid),
  twitterUsername: Handle,
  twitterDisplayName: optional(Type.String({ maxLength: 100 })),
  twitterAvatarUrl: optional(Type.String({ maxLength: 500 })),
  twitterFollowersCount: optional(Type.Integer({ minimum: 0 })),
  twitterDescription: optional(Type.String({ maxLength: 1000 })),
  kolScorePercentFromTotal: optional(Type.Number({ minimum: 0, maximum: 100 })),
  smartFollowersCount: optional(Type.Integer({ minimum: 0 })),
});

export const EnrichBody = Type.Object({ username: Handle });
export const NoContent = Type.Null();
