export type SortDirection = 'asc' | 'desc';

export interface PageRequest<F extends string = string> {
  page: number;
  limit: number;
  sortField: F;
  sortDirection: SortDirection;
}

/** The paged response: `{ data, total, page, limit }` (docs/data-model.md, "Paging and sorting"). */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export const MAX_PAGE_LIMIT = 100;

/** Total pages = max(1, ceil(total/limit)): an empty list still has one page. */
export const totalPages = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));
