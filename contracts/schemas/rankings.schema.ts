import { Type } from 'typebox';
import { Nullable, Uuid } from './common.schema.ts';

export const Narrative = Type.Object({
  id: Uuid,
  name: Type.String(),
  mindsharePercent: Type.Number(),
  mindshareChange7d: Type.Number(),
  mindshareChange30d: Type.Number(),
  mindshareChange90d: Type.Number(),
  totalViews: Type.Integer(),
});

export const NarrativeList = Type.Array(Narrative);

export const NarrativeQuery = Type.Object(
  {
    period: Type.Union([Type.Literal('7d'), Type.Literal('30d'), Type.Literal('90d')], { default: '90d' }),
  },
  { additionalProperties: false },
);

export const MethodologyResponse = Type.Object({
  version: Type.String(),
  parameters: Type.Unknown({ description: 'Every weight and threshold the engine uses' }),
  formulas: Type.Record(Type.String(), Type.String()),
  windows: Type.Array(Type.Integer()),
  releasedOn: Type.Union([Type.String(), Type.Null()]),
  columns: Type.Record(
    Type.String(),
    Type.Object({
      title: Type.String(),
      help: Type.String(),
      windowDays: Type.Union([Type.Integer(), Type.Null()]),
    }),
    { description: 'Help text per leaderboard column, built from the parameters' },
  ),
  components: Type.Record(Type.String(), Type.String(), { description: 'KOL Score components in words' }),
  proofOfWork: Type.Record(Type.String(), Type.String(), { description: 'Proof-of-work parts in words' }),
  discounts: Type.Record(Type.String(), Type.Object({ label: Type.String(), reason: Type.String() })),
  changelog: Type.Array(
    Type.Object({ version: Type.String(), releasedOn: Type.String(), changes: Type.String() }),
  ),
  document: Type.String({ description: 'Where the prose version lives' }),
});

export const RecomputeQuery = Type.Object(
  { mode: Type.Union([Type.Literal('full'), Type.Literal('day')], { default: 'full' }) },
  { additionalProperties: false },
);

export const RankingRun = Type.Object({
  id: Type.Integer(),
  mode: Type.Union([Type.Literal('full'), Type.Literal('day')]),
  asOf: Type.String(),
  methodologyVersion: Type.String(),
  startedAt: Type.String(),
  finishedAt: Type.String(),
  durationMs: Type.Integer(),
  postsConsidered: Type.Integer(),
});

export const LastRun = Nullable(RankingRun);
