import { Type } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.schema.ts';
import { RankingRun } from './rankings.schema.ts';

export const JobState = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

/** A background job (docs/operations.md, "Jobs"): state, who asked, attempts, error, timings. */
export const Job = Type.Object({
  id: Uuid,
  task: Type.String({ description: 'What the job does, e.g. rankings.recompute' }),
  mode: Nullable(Type.Union([Type.Literal('full'), Type.Literal('day')])),
  state: JobState,
  requestedBy: Type.String({ description: '"schedule", or "staff:<username>" for on-demand jobs' }),
  attempts: Type.Integer({ minimum: 0 }),
  maxAttempts: Type.Integer({ minimum: 1 }),
  lastError: Nullable(Type.String()),
  run: Nullable(RankingRun),
  queuedAt: IsoDateTime,
  startedAt: Nullable(IsoDateTime),
  finishedAt: Nullable(IsoDateTime),
});

export const JobList = Type.Object({ jobs: Type.Array(Job) });
