import { useEffect, useState } from 'react';

export interface ApiData<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Loads data for a view and reloads whenever `key` changes (the query it depends on).
 * A late answer to an older key is dropped, so fast paging never shows a stale page;
 * the previous data stays on screen, dimmed by the caller, while the next loads.
 */
export function useApiData<T>(key: string, load: () => Promise<T>): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ data: null, loading: true, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false, failed: false }),
      () => live && setState((s) => ({ ...s, loading: false, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
