import { Type } from 'typebox';
import { REWARD_UNITS } from '../../core/domain/payout.ts';
import { PLATFORM_NAMES } from '../../core/domain/platforms.ts';
import { IsoDateTime, Nullable, Uuid } from './common.schema.ts';

export const PoolStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('upcoming'),
  Type.Literal('closed'),
]);

export const ProjectSummarySchema = Type.Object({
  id: Type.String(),
  twitterDisplayName: Nullable(Type.String()),
  twitterUsername: Type.String(),
});

/** A pool as every read returns it: dollars with 2 decimals, counts derived from the submissions. */
export const RewardPoolSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  reward: Nullable(Type.String()),
  deadline: Nullable(IsoDateTime),
  platforms: Type.Array(Type.String()),
  status: PoolStatusSchema,
  totalAmountUsd: Type.Number(),
  paidOutUsd: Type.Number(),
  remainingUsd: Type.Number(),
  rewardRate: Type.Number(),
  rewardUnit: Nullable(Type.String()),
  campaignTargetViews: Type.Integer(),
  participantsCount: Type.Integer({ description: 'Distinct creators who submitted' }),
  completedCount: Type.Integer({ description: 'Approved submissions' }),
  requirements: Type.Array(Type.String()),
  projectId: Type.String(),
  project: Nullable(ProjectSummarySchema),
  methodologyVersion: Type.String({
    description: 'The ranking methodology version this pool is judged by, pinned at creation',
  }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

const Money = Type.Union([Type.Number(), Type.String({ maxLength: 32 })], {
  description: 'Dollars ≥ 0 with at most 2 decimals (number or numeric string); 0 when absent',
});
const Lines = (description: string) =>
  Type.Union(
    [Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }), Type.String({ maxLength: 20000 })],
    {
      description: `${description}: a list, or one text with one item per line; trimmed, empty lines dropped`,
    },
  );
const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * The pool form (create and update take the same body). Loose types on purpose: the
 * rules (required fields, amounts, platforms, status) are checked by the core so
 * each failing field gets a message a person can act on.
 */
export const RewardPoolBody = Type.Object({
  projectId: Text(100),
  title: Text(1000),
  description: Text(20000),
  reward: Text(1000),
  deadline: Type.Optional(Nullable(Type.String({ maxLength: 64, description: 'ISO 8601 timestamp' }))),
  platforms: Type.Optional(Nullable(Lines(`Platforms among ${PLATFORM_NAMES.join(', ')}`))),
  requirements: Type.Optional(Nullable(Lines('Requirements'))),
  status: Type.Optional(
    Nullable(Type.String({ maxLength: 32, description: 'active, upcoming or closed (completed = closed)' })),
  ),
  totalAmountUsd: Type.Optional(Nullable(Money)),
  rewardRate: Type.Optional(Nullable(Money)),
  rewardUnit: Type.Optional(Nullable(Type.String({ maxLength: 64, description: REWARD_UNITS.join(' or ') }))),
  campaignTargetViews: Type.Optional(Nullable(Type.Number())),
  /** Derived or server-owned: accepted (a form may echo them back) and ignored. */
  paidOutUsd: Type.Optional(Type.Unknown()),
  participantsCount: Type.Optional(Type.Unknown()),
  completedCount: Type.Optional(Type.Unknown()),
  project: Type.Optional(Type.Unknown()),
  id: Type.Optional(Type.Unknown()),
  methodologyVersion: Type.Optional(Type.Unknown({ description: 'Pinned at creation: ignored' })),
});

export const RewardPoolListQuery = Type.Object({
  projectId: Type.Optional(Uuid),
  status: Type.Optional(
    Type.Union([PoolStatusSchema, Type.Literal('completed')], { description: 'completed is read as closed' }),
  ),
});

export const DeletedResponse = Type.Object({ ok: Type.Literal(true) });
