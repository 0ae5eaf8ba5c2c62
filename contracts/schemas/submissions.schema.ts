import { Type } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.schema.ts';

export const SubmissionStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const SubmissionSchema = Type.Object({
  id: Type.String(),
  rewardPoolId: Type.String(),
  kolId: Type.String(),
  contentUrl: Type.String(),
  notes: Nullable(Type.String()),
  status: SubmissionStatusSchema,
  views: Nullable(Type.Integer()),
  payoutUsd: Type.Number({ description: 'Current payout: 0 unless approved' }),
  reviewNote: Nullable(
    Type.String({ description: "The reviewer's note from the latest review, shown to the creator" }),
  ),
  kol: Nullable(Type.Object({ twitterUsername: Type.String() })),
  rewardPool: Nullable(Type.Object({ projectId: Type.String(), title: Type.String() })),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

/** Loose on purpose: the core answers each mistake with a sentence the pool page can show. */
export const SubmitBody = Type.Object({
  rewardPoolId: Type.Optional(Type.String({ maxLength: 100 })),
  contentUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 10000 }))),
  kolId: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'Must be your own when sent' }))),
});

export const ReviewBody = Type.Object({
  status: SubmissionStatusSchema,
  views: Type.Optional(
    Nullable(
      Type.Integer({ minimum: 0, description: "The post's views, needed to approve per_1000_views pools" }),
    ),
  ),
  /** Loose on purpose: core refuses notes over 500 characters with a sentence to show. */
  note: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 10000,
        description:
          'A note to the creator, at most 500 characters; each review replaces the last one, so a review without a note leaves none',
      }),
    ),
  ),
});

export const SubmissionListQuery = Type.Object({
  rewardPoolId: Type.Optional(Uuid),
  status: Type.Optional(SubmissionStatusSchema),
});

export const SubmissionReviewSchema = Type.Object({
  id: Type.String(),
  submissionId: Type.String(),
  staffId: Type.String(),
  staffUsername: Type.String(),
  fromStatus: SubmissionStatusSchema,
  toStatus: SubmissionStatusSchema,
  payoutDeltaUsd: Type.Number(),
  note: Nullable(Type.String({ description: 'The note given with this review' })),
  createdAt: IsoDateTime,
});
