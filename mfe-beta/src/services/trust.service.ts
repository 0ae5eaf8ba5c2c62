import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { ApiResponse } from '@mindmark/mfe-kit/api-contract.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';

export type Methodology = ApiResponse<'GET /api/methodology'>;
export type OwnRank = ApiResponse<'GET /api/me/rank'>;

/**
 * The published methodology (formulas, weights, column help, change log). Tooltips and
 * receipts read their words and windows from here, so they cannot drift from the engine.
 */
export function useMethodology(api: ApiClient) {
  return useApiQuery(['methodology'], () => api.call('GET /api/methodology'));
}

/** The column's help text from the methodology, or the fallback until it has loaded. */
export const columnHelp = (m: Methodology | undefined, column: string, fallback: string): string =>
  m?.columns[column]?.help ?? fallback;

/** The signed-in creator's own row; null for visitors and accounts without a ranked profile. */
export function useOwnRank(api: ApiClient, signedIn: boolean, pageSize = 20) {
  return useApiQuery(['own-rank', signedIn, pageSize], async () =>
    signedIn ? api.call('GET /api/me/rank', { query: { pageSize } }).catch(() => null) : null,
  );
}

export type PayoutStatement = ApiResponse<'GET /api/reward-pools/:id/statement'>;
export type StatementEntry = PayoutStatement['entries'][number];

/** A pool's public payout statement; the statement panel and the creator's own rows share it. */
export function usePayoutStatement(api: ApiClient, poolId: string) {
  return useApiQuery(['payout-statement', poolId], () =>
    api.call('GET /api/reward-pools/:id/statement', { params: { id: poolId } }),
  );
}
