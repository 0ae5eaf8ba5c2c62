import type { Static, TSchema } from 'typebox';
import { adminRoutes } from './routes/admin.contract.ts';
import { authRoutes } from './routes/auth.contract.ts';
import { jobsRoutes } from './routes/jobs.contract.ts';
import { influencersRoutes } from './routes/influencers.contract.ts';
import { payoutStatementRoutes } from './routes/payout-statement.contract.ts';
import { projectsRoutes } from './routes/projects.contract.ts';
import { rankingsRoutes } from './routes/rankings.contract.ts';
import { rewardPoolsRoutes } from './routes/reward-pools.contract.ts';
import { socialCardRoutes } from './routes/social-card.contract.ts';
import { submissionsRoutes } from './routes/submissions.contract.ts';
import { systemRoutes } from './routes/system.contract.ts';
import { trackRoutes } from './routes/track.contract.ts';
import { trustRoutes } from './routes/trust.contract.ts';
import { walletsRoutes } from './routes/wallets.contract.ts';
import { xSignInRoutes } from './routes/x-sign-in.contract.ts';

/**
 * Every HTTP route of the API, keyed `'METHOD /path'`, with its params, querystring,
 * body and response schemas (every status). The server's route files spread their
 * entry into `schema`, so this is the only definition; the front ends' typed client
 * derives its route map from the same objects (see docs/architecture.md).
 */
export const routeTable = {
  ...systemRoutes,
  ...authRoutes,
  ...xSignInRoutes,
  ...trackRoutes,
  ...walletsRoutes,
  ...socialCardRoutes,
  ...influencersRoutes,
  ...projectsRoutes,
  ...rankingsRoutes,
  ...rewardPoolsRoutes,
  ...submissionsRoutes,
  ...trustRoutes,
  ...adminRoutes,
  ...jobsRoutes,
  ...payoutStatementRoutes,
} as const;

export type RouteTable = typeof routeTable;
export type RouteKey = keyof RouteTable;

/** A response entry is a schema, or (for HTML pages) a schema per media type. */
type BodyOf<S> = S extends TSchema
  ? Static<S>
  : S extends { content: infer C }
    ? { [M in keyof C]: C[M] extends { schema: infer T extends TSchema } ? Static<T> : never }[keyof C]
    : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type Part<E, K extends string> = E extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;

/**
 * What a call to one route sends and gets back on success, derived from its table entry.
 * Query keys are all optional: TypeBox types do not carry `default`, and the server fills
 * defaults for the keys a caller leaves out.
 */
export interface RouteTypes<E> {
  params: Part<E, 'params'>;
  query: Part<E, 'querystring'> extends infer Q ? (Q extends object ? Partial<Q> : Q) : never;
  body: Part<E, 'body'>;
  response: E extends { response: infer R } ? BodyOf<R[Extract<keyof R, SuccessStatus>]> : undefined;
}

export type ApiRoutes = { [K in RouteKey]: RouteTypes<RouteTable[K]> };
