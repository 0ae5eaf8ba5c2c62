import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { StaffCall } from './admin-session.tsx';

/** Rows per page of every admin table; the server pages, the browser only shows. */
export const PAGE_SIZE = 20;

/** One page of a table as the DataTable shows it. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  limit: number;
}

/** A sorted list's request: the search, the page and the sort, as kept in the URL. */
export interface SortedListParams {
  search: string;
  page: number;
  sortField: string;
  sortDirection: string;
}

type SortedRoute = 'GET /api/admin/projects' | 'GET /api/admin/kols' | 'GET /api/admin/users';

/** A page of one of the searchable, sortable admin lists. */
export async function sortedPage<R extends SortedRoute>(
  call: StaffCall,
  route: R,
  p: SortedListParams,
): Promise<ListPage<ApiRoutes[R]['response']['data'][number]>> {
  const query = {
    search: p.search || undefined,
    page: p.page,
    limit: PAGE_SIZE,
    sortField: p.sortField as never,
    sortDirection: p.sortDirection as 'asc' | 'desc',
  };
  // One call for the three routes: their queries differ only in the sort fields' names.
  const send = call as unknown as (route: SortedRoute, args: { query: typeof query }) => Promise<unknown>;
  const res = (await send(route, { query })) as ApiRoutes[R]['response'];
  return { rows: res.data as ApiRoutes[R]['response']['data'][number][], total: res.total, limit: res.limit };
}

/** Filters of the reward lists (pools and the review queue), as kept in the URL. */
export interface RewardListParams {
  search: string;
  page: number;
  status: string;
  projectId: string;
}

/** The reward lists' query: empty filters left out, so the server's defaults apply. */
export const rewardListQuery = (p: RewardListParams) => ({
  search: p.search || undefined,
  page: p.page,
  limit: PAGE_SIZE,
  projectId: p.projectId || undefined,
});
