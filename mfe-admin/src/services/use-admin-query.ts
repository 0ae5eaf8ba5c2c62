import { useCallback, useEffect, useRef, useState } from 'react';

export interface AdminQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Loads what a page shows and reloads when `key` changes or `retry` is called. A late
 * answer to an older key is dropped, and the previous data stays on screen (dimmed)
 * while the next loads, so paging never flashes an empty table.
 */
export function useAdminQuery<T>(key: string, load: () => Promise<T>): AdminQuery<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: true,
    error: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error) => live && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, retry };
}
