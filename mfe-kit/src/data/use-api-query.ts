import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ApiQuery<T> {
  data: T | undefined;
  /** True while an answer is on its way, including a refetch behind data already shown. */
  loading: boolean;
  /** The last attempt failed (after retries); earlier data may still be shown. */
  failed: boolean;
  error: unknown;
  retry: () => void;
}

export interface ApiQueryOptions {
  /** Off until what the query needs is known (a signed-in user, a chosen id). */
  enabled?: boolean;
  /** Re-ask every N ms while mounted (job progress). */
  refetchInterval?: number | false;
}

/**
 * One read of the API for a view. Views naming the same key share one request and one
 * cached answer; the previous answer stays on screen while the next key loads, so
 * paging never flashes an empty table (the caller dims it while `loading`).
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: () => Promise<T>,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const query = useQuery({
    queryKey: key,
    queryFn: load,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
  const { refetch } = query;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    data: query.data,
    loading: query.isFetching || query.isPending,
    failed: query.isError,
    error: query.error,
    retry,
  };
}

export interface ApiMutation<A, R> {
  run: (args: A) => Promise<R>;
  pending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A write. On success every cached read whose key starts with one of `invalidates`
 * is marked stale and refetched where shown, so a list never keeps a row the user
 * just changed. `run` rejects with the server's error for the form to show.
 */
export function useApiMutation<A, R>(
  write: (args: A) => Promise<R>,
  invalidates: readonly QueryKey[] = [],
): ApiMutation<A, R> {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
  return {
    run: mutation.mutateAsync,
    pending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
