import { type TSchema, Type } from 'typebox';
import { KOL_SORT_FIELDS, PROJECT_SORT_FIELDS, USER_SORT_FIELDS } from '../../core/domain/admin-lists.ts';
import { IsoDateTime, NullableNumber, NullableString, Paged, Uuid } from './common.schema.ts';
import { RankingRun } from './rankings.schema.ts';
import { PoolStatusSchema, RewardPoolSchema } from './reward-pools.schema.ts';
import { SubmissionSchema, SubmissionStatusSchema } from './submissions.schema.ts';

const listQuery = <F extends readonly string[]>(fields: F, defaultSort: F[number]) =>
  Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 100 })),
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      // Unsafe keeps the field names' literal type for the typed client; the schema is the same union.
      sortField: Type.Unsafe<F[number]>(
        Type.Union(
          fields.map((f) => Type.Literal(f)),
          { default: defaultSort },
        ),
      ),
      sortDirection: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
    },
    { additionalProperties: false },
  );

export const AdminProjectQuery = listQuery(PROJECT_SORT_FIELDS, 'mindsharePercent');
export const AdminKolQuery = listQuery(KOL_SORT_FIELDS, 'twitterFollowersCount');
export const AdminUserQuery = listQuery(USER_SORT_FIELDS, 'createdAt');

/** The reward lists' paging and filters; their order is fixed (pools newest first, the queue pending and oldest first). */
const rewardListQuery = <P extends Record<string, TSchema>>(filters: P) =>
  Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 100 })),
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      projectId: Type.Optional(Uuid),
      ...filters,
    },
    { additionalProperties: false },
  );

export const AdminPoolQuery = rewardListQuery({ status: Type.Optional(PoolStatusSchema) });
export const AdminSubmissionQuery = rewardListQuery({
  status: Type.Optional(SubmissionStatusSchema),
  rewardPoolId: Type.Optional(Uuid),
});
export const AdminPoolPage = Paged(RewardPoolSchema);
export const AdminSubmissionPage = Paged(SubmissionSchema);

export const AdminProjectRow = Type.Object({
  id: Uuid,
  twitterUsername: Type.String(),
  twitterDisplayName: NullableString(),
  twitterAvatarUrl: NullableString(),
  mindsharePercent: NullableNumber(),
  twitterFollowersCount: NullableNumber(),
  coinMarketCap: NullableNumber(),
  coinPrice: NullableNumber(),
  featured: Type.Boolean(),
  hidden: Type.Boolean(),
  poolCount: Type.Integer({ description: 'Reward pools the project has (deleted with it if any)' }),
});

export const AdminKolRow = Type.Object({
  id: Uuid,
  twitterUsername: Type.String(),
  twitterDisplayName: NullableString(),
  twitterAvatarUrl: NullableString(),
  twitterFollowersCount: NullableNumber(),
  smartFollowersCount: NullableNumber(),
  submissionCount: Type.Integer(),
  createdAt: IsoDateTime,
});

export const AdminUserRow = Type.Object({
  id: Uuid,
  email: NullableString(),
  twitterHandle: NullableString(),
  xVerified: Type.Boolean(),
  walletCount: Type.Integer({ description: 'How many wallets are linked; never the addresses' }),
  earnedPoints: Type.Integer(),
  referrals: Type.Integer(),
  createdAt: IsoDateTime,
});

export const AdminProjectPage = Paged(AdminProjectRow);
export const AdminKolPage = Paged(AdminKolRow);
export const AdminUserPage = Paged(AdminUserRow);

const StaffRoleLiteral = Type.Union([Type.Literal('admin'), Type.Literal('PROJECT')]);

export const StaffRow = Type.Object({
  id: Uuid,
  username: Type.String(),
  role: StaffRoleLiteral,
  projectId: NullableString(),
  projectName: NullableString(),
  disabled: Type.Boolean(),
  createdAt: IsoDateTime,
});

export const CreateStaffBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 40 }),
    role: StaffRoleLiteral,
    projectId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  },
  { additionalProperties: false },
);

export const CreateStaffResponse = Type.Object({
  user: Type.Object({
    id: Uuid,
    username: Type.String(),
    role: StaffRoleLiteral,
    projectId: NullableString(),
    disabled: Type.Boolean(),
  }),
  oneTimePassword: Type.String({ description: 'Shown once; only its hash is stored' }),
});

export const StaffUsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 40 }) });
export const StaffDisabledBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });

export const LedgerRow = Type.Object({
  id: Uuid,
  kind: Type.Union([Type.Literal('payout'), Type.Literal('reversal')]),
  amountUsd: Type.Number({ description: 'Negative for a reversal' }),
  submissionId: Uuid,
  kolUsername: NullableString(),
  contentUrl: Type.String(),
  reverses: NullableString(),
  reviewer: Type.String(),
  at: IsoDateTime,
});

export const PayoutPreview = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  effect: Type.Union([Type.Literal('none'), Type.Literal('payout'), Type.Literal('reversal')]),
  amountUsd: Type.Number({ description: 'What the review would book (payout) or take back (reversal)' }),
  capped: Type.Boolean({ description: 'True when the pool has less left than the reward' }),
  uncappedUsd: NullableNumber(),
  views: NullableNumber(),
  poolTotalUsd: Type.Number(),
  remainingBeforeUsd: Type.Number(),
  remainingAfterUsd: Type.Number(),
});

export const RankingRunsResponse = Type.Object({
  runs: Type.Array(RankingRun),
  running: Type.Union([Type.Literal('full'), Type.Literal('day'), Type.Null()]),
  lastFailure: Type.Union([
    Type.Object({ mode: Type.String(), at: IsoDateTime, message: Type.String() }),
    Type.Null(),
  ]),
});

export const RewardPlatforms = Type.Array(
  Type.Object({ name: Type.String(), hosts: Type.Array(Type.String()) }),
);
