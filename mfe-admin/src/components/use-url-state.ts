import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's state kept in the address (page, sort, filters, the open record), so a
 * reload or a shared link shows the same view. Defaults are left out of the URL.
 */
export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const get = (key: K): string => params.get(key) ?? defaults[key];
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | null>>, options: { resetPage?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K | 'page', string | null][]) {
            const fallback = key === 'page' ? '1' : defaults[key as K];
            if (value === null || value === '' || value === fallback) next.delete(key);
            else next.set(key, value);
          }
          if (options.resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );
  return { get, set, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
}
