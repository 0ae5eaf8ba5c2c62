import { Type } from 'typebox';
import {
  IsoDateTime,
  NullableDateTime,
  NullableInteger,
  NullableNumber,
  NullableString,
  Paged,
  Uuid,
} from './common.schema.ts';

export const DiscountKind = Type.Union([
  Type.Literal('near_duplicate'),
  Type.Literal('engagement_outlier'),
  Type.Literal('young_account'),
  Type.Literal('untrusted_cluster'),
  Type.Literal('coordinated_burst'),
  Type.Literal('cluster_cap'),
  Type.Literal('paraphrase'),
  Type.Literal('thin_backing_cap'),
  Type.Literal('backing_circle_cap'),
  Type.Literal('newcomer_cap'),
  Type.Literal('habit_bound'),
]);
const AppealStatus = Type.Union([Type.Literal('open'), Type.Literal('upheld'), Type.Literal('overturned')]);

/** A signed-in creator's own row on the leaderboard (by Mindmark Score). */
export const OwnRank = Type.Object({
  kolId: Uuid,
  twitterUsername: Type.String(),
  position: NullableInteger(),
  total: Type.Integer(),
  mindoMetric: NullableNumber(),
  mindshareChange7d: NullableNumber(),
  page: NullableInteger(),
  pageSize: Type.Integer(),
});

export const OwnRankQuery = Type.Object(
  { pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) },
  { additionalProperties: false },
);

const appealFields = {
  id: Uuid,
  postId: Type.String(),
  postUrl: Type.String(),
  kolId: Uuid,
  twitterUsername: Type.String(),
  kind: Type.String(),
  multiplier: Type.Number(),
  detail: Type.String(),
  reason: Type.String(),
  status: AppealStatus,
  createdAt: IsoDateTime,
  decidedAt: NullableDateTime(),
  note: NullableString(),
  appliedAt: NullableDateTime(),
};

/** What the creator sees of their appeal: the decision and its note, not who made it. */
export const OwnAppeal = Type.Object(appealFields);
export const OwnAppealList = Type.Object({ data: Type.Array(OwnAppeal) });
/** What staff see in the queue. */
export const StaffAppeal = Type.Object({ ...appealFields, decidedBy: NullableString() });
export const StaffAppealPage = Paged(StaffAppeal);

export const AppealBody = Type.Object(
  {
    postId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    kind: DiscountKind,
    reason: Type.String({ minLength: 10, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const AppealQueueQuery = Type.Object(
  {
    status: Type.Union([AppealStatus, Type.Literal('all')], { default: 'open' }),
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);

export const AppealDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('uphold'), Type.Literal('overturn')]),
    note: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
