import { Type } from 'typebox';
import { PROJECT_SORT_FIELDS } from '../../core/domain/ranking-sort.ts';
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

const ProjectSummary = Type.Object({ id: Uuid, twitterDisplayName: S, twitterUsername: Type.String() });

export const PublicRewardPool = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: S,
  reward: S,
  deadline: NullableDateTime(),
  platforms: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('upcoming'), Type.Literal('closed')]),
  totalAmountUsd: Type.Number(),
  paidOutUsd: Type.Number(),
  rewardRate: Type.Number(),
  rewardUnit: S,
  campaignTargetViews: Type.Integer(),
  participantsCount: Type.Integer(),
  completedCount: Type.Integer(),
  requirements: Type.Array(Type.String()),
  projectId: Uuid,
  project: Nullable(ProjectSummary),
});

/** A project with the API's field names (docs/data-model.md, "Project"). */
export const Project = Type.Object({
  id: Uuid,
  stage: S,
  featured: Type.Boolean(),
  hidden: Type.Boolean(),
  mindshare: N,
  mindsharePercent: N,
  twitterUsername: Type.String(),
  twitterId: S,
  twitterDisplayName: S,
  twitterAvatarUrl: S,
  twitterDescription: S,
  twitterDescriptionLink: S,
  twitterFollowersCount: I,
  twitterFollowingCount: I,
  twitterIsVerified: Type.Boolean(),
  twitterGoldBadge: Type.Boolean(),
  twitterLang: Type.String(),
  twitterCreatedAt: NullableDateTime(),
  smartFollowersCount: I,
  coinSymbol: S,
  coinMarketCap: N,
  coinPrice: N,
  coinContractAddress: S,
  coinName: S,
  coinImageUrl: S,
  narrativeLinks: Type.Array(
    Type.Object({
      narrative: Type.Object({ id: Uuid, name: Type.String() }),
      projectMindsharePercent: Type.Number(),
    }),
  ),
  rewardPools: Type.Array(PublicRewardPool),
  totalRewardPoolUsd: Type.Number(),
});

export const ProjectList = Type.Array(Project);
export const ProjectPage = Paged(Project);

export const ProjectPageQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    sortField: LiteralUnion(PROJECT_SORT_FIELDS, { default: 'mindsharePercent' }),
    sortDirection: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
  },
  { additionalProperties: false },
);

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 50 }) });

const optional = <T extends Parameters<typeof Nullable>[0]>(schema: T) => Type.Optional(Nullable(schema));
const Text = (maxLength: number) => Type.String({ maxLength });

/** The admin project form; narrativeIds replaces the narrative links when present. */
export const ProjectInputBody = Type.Object({
  twitterUsername: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_]+$' }),
  stage: optional(Text(50)),
  featured: Type.Optional(Type.Boolean()),
  hidden: Type.Optional(Type.Boolean()),
  twitterId: optional(Text(30)),
  twitterDisplayName: optional(Text(100)),
  twitterAvatarUrl: optional(Text(500)),
  twitterDescription: optional(Text(1000)),
  twitterDescriptionLink: optional(Text(500)),
  twitterFollowersCount: optional(Type.Integer({ minimum: 0 })),
  twitterFollowingCount: optional(Type.Integer({ minimum: 0 })),
  twitterIsVerified: Type.Optional(Type.Boolean()),
  twitterGoldBadge: Type.Optional(Type.Boolean()),
  twitterLang: Type.Optional(Type.String({ minLength: 2, maxLength: 10 })),
  twitterCreatedAt: optional(IsoDateTime),
  smartFollowersCount: optional(Type.Integer({ minimum: 0 })),
  coinSymbol: optional(Text(20)),
  coinMarketCap: optional(Type.Number({ minimum: 0 })),
  coinPrice: optional(Type.Number({ minimum: 0 })),
  coinContractAddress: optional(Text(100)),
  coinName: optional(Text(100)),
  coinImageUrl: optional(Text(500)),
  narrativeIds: Type.Optional(Type.Array(Uuid, { maxItems: 20 })),
});
