export type SortDirection = 'asc' | 'desc';

export interface PageRequest<F extends string = string> {
  page: number;
  limit: number;
  sortField: F;
  sortDirection: SortDirection;
}

/** The spec's paged response: `{ data, total, page, limit }`. */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export const MAX_PAGE_LIMIT = 100;

/** Spec 5: total pages = max(1, ceil(total/limit)). */
export const totalPages = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));
