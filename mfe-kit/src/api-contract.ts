import type { ErrorBody } from '@mindmark/contracts/schemas/common.schema.ts';
import type { ApiRoutes as TableRoutes } from '@mindmark/contracts/route-table.ts';
import type { Static } from 'typebox';

/**
 * Every route the front ends can call, keyed `'METHOD /path'`: params, query, body and
 * the 2xx response, derived from the server's route table (contracts/route-table.ts).
 * Nothing is listed by hand, so a schema change breaks the front end's type-check.
 */
export type ApiRoutes = TableRoutes;
export type ApiRoute = keyof ApiRoutes;
export type ApiResponse<R extends ApiRoute> = ApiRoutes[R]['response'];

export type ApiErrorBody = Static<typeof ErrorBody>;
export type ClientConfigBody = ApiResponse<'GET /config'>;
export type NarrativeRow = ApiResponse<'GET /api/narratives'>[number];
export type InfluencerRow = ApiResponse<'GET /api/influencers/paginate'>['data'][number];
export type ProjectRow = ApiResponse<'GET /api/projects/featured'>[number];
export type PoolRow = ProjectRow['rewardPools'][number];
export type SocialCard = ApiResponse<'GET /api/me/social-card'>;
export type OwnWallet = ApiResponse<'GET /api/me/wallets'>['wallets'][number];
