import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-client.ts';
import { seedFromPage } from './first-screen-seed.ts';

/** A 4xx is the server's answer about the request itself: asking again cannot change it. */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/**
 * The product's cache rules, one per micro-frontend (docs/frontend.md, "Data layer").
 * Rankings change once per run, so an answer stays fresh for 30 s and pages revisited
 * within that paint at once; a failed read is tried twice more, quickly, unless the
 * server refused it (4xx). Window focus does not refetch: a leaderboard reshuffling
 * under the reader's eyes reads as a bug.
 */
export function createProductQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isRetryable(error),
        retryDelay: (attempt) => Math.min(400 * 2 ** attempt, 2_000),
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The client of this bundle. Each remote bundles its own copy of mfe-kit, so each
 * micro-frontend gets its own cache: the admin app and the beta never share answers,
 * which is right, since they are deployed and signed in separately.
 */
export function productQueryClient(): QueryClient {
  if (!shared) {
    shared = createProductQueryClient();
    seedFromPage(shared);
  }
  return shared;
}
