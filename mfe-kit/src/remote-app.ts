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

/**
 * A remote's exposed `App`, with what the shell may ask of it before the first render: the code
 * of the page at `path` (a lazily loaded route), so that a page painted from a prerendered first
 * screen goes live in one render, without a loading fallback (docs/frontend.md, "First screen").
 */
export type RemoteApp = import('react').ComponentType<RemoteAppProps> & {
  preloadPage?: (path: string) => Promise<void>;
};
