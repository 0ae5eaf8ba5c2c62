import type { ApiClient } from './api-client.ts';
import type { ClientConfigBody } from './api-contract.ts';
import type { SessionStore } from './session-store.ts';

/**
 * What the shell hands each remote's exposed `App`. The store and client are created
 * once by the shell; `basename` is where the remote is mounted (`/beta`, `/admin`).
 */
export interface RemoteAppProps {
  store: SessionStore;
  api: ApiClient;
  config: ClientConfigBody;
  basename: string;
}
