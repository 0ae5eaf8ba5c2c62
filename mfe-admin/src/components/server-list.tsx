import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { nextSort, type SortDirection } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Input } from 'antd';
import type { ListPage, SortedListParams } from '../services/admin-lists.ts';
import { searchInputProps } from './page-header.tsx';
import { useUrlState } from './use-url-state.ts';

/**
 * A table the server pages: its state in the URL (`useUrlState`), one cached query per
 * view of it, and the pager's wiring for `DataTable`. `name` is the query key's head,
 * which a write invalidates to refresh every page of the list.
 */
export function useServerList<K extends string, P extends object, Row>(
  name: string,
  defaults: Record<K, string>,
  toParams: (get: (key: K) => string) => P,
  load: (params: P & { page: number }) => Promise<ListPage<Row>>,
) {
  const url = useUrlState(defaults);
  const params = { ...toParams(url.get), page: url.page };
  const query = useApiQuery([name, params], () => load(params));
  return {
    url,
    params,
    query,
    pager: { page: url.page, onPage: (page: number) => url.set({ page: String(page) } as never) },
  };
}

type SortedDefaults<F extends string> = { q: string; sort: F; dir: SortDirection };

/**
 * A searchable, sortable server list (projects, KOLs, users): `useServerList` plus the
 * sort header's wiring and the search box, both of which go back to page 1.
 */
export function useSortedList<F extends string, Row, K extends string = never>(
  name: string,
  defaults: SortedDefaults<F> & Record<K, string>,
  load: (params: SortedListParams) => Promise<ListPage<Row>>,
) {
  const list = useServerList<'q' | 'sort' | 'dir' | K, Omit<SortedListParams, 'page'>, Row>(
    name,
    defaults as Record<'q' | 'sort' | 'dir' | K, string>,
    (get) => ({ search: get('q'), sortField: get('sort'), sortDirection: get('dir') }),
    load,
  );
  const { url } = list;
  const sort = { field: url.get('sort') as F, direction: url.get('dir') as SortDirection };
  return {
    ...list,
    /** The list's free-text search, kept in the URL's `q` (page 1 on every change). */
    searchBox: (label: string) => (
      <Input.Search
        {...searchInputProps(url.get('q'), (q) => url.set({ q } as never, { resetPage: true }), label)}
      />
    ),
    sorting: {
      sort,
      onSort: (field: F) => {
        const next = nextSort(sort, field);
        url.set({ sort: next.field, dir: next.direction } as never, { resetPage: true });
      },
    },
  };
}
