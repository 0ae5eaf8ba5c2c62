import type { ApiClient } from './api-client.ts';
import type { TrackEvent } from './auth-contract.ts';

/** Analytics never breaks a page: a failed event is dropped. */
export function track(api: ApiClient, event: TrackEvent, props: Record<string, unknown> = {}): void {
  api.call('POST /api/track', { body: { event, props } }).catch(() => {});
}
