import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from './api-client.ts';
import type { KolProfile, SessionUser } from './auth-contract.ts';

export const FETCH_USER_FAILED = 'Failed to fetch user & kol';
/** Spec section 4: login stores an authenticated flag locally, logout removes it. */
export const AUTHENTICATED_FLAG = 'isAuthenticated';

export interface SessionState {
  user: SessionUser | null;
  kol: KolProfile | null;
  /** True until the first answer of /api/auth/session, and during each refetch. */
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  /** Loads the signed-in user; `{ user: null }` means signed out, a failed request is an error. */
  fetchUser: () => Promise<void>;
  logout: () => Promise<void>;
}

export type SessionStore = StoreApi<SessionState>;

/**
 * The one session store of the page. The shell creates it once and hands it to every
 * remote as a prop: a store created at module level inside each remote would be a
 * separate copy per remote, and signing out in one would not be seen by the others.
 */
export function createSessionStore(
  api: ApiClient,
  storage: Storage | null = safeLocalStorage(),
  /** Known to be signed out from the start (a visitor's page, see startSession). */
  visitor = false,
): SessionStore {
  return createStore<SessionState>()((set) => ({
    user: null,
    kol: null,
    loading: !visitor,
    error: null,
    isAuthenticated: false,
    async fetchUser() {
      set({ loading: true, error: null });
      try {
        // The browser's check answers 200 either way, so a visitor's page logs no failed request.
        const { user } = await api.call('GET /api/auth/session');
        if (user) storage?.setItem(AUTHENTICATED_FLAG, 'true');
        else storage?.removeItem(AUTHENTICATED_FLAG);
        set({ user, kol: user?.kol ?? null, isAuthenticated: user !== null, loading: false });
      } catch {
        storage?.removeItem(AUTHENTICATED_FLAG);
        set({ user: null, kol: null, isAuthenticated: false, loading: false, error: FETCH_USER_FAILED });
      }
    },
    async logout() {
      try {
        await api.call('POST /api/auth/logout');
      } finally {
        storage?.removeItem(AUTHENTICATED_FLAG);
        set({ user: null, kol: null, isAuthenticated: false, loading: false, error: null });
      }
    },
  }));
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The data block a server writes into a page requested without a session cookie (adapters/http/pages/shell-page.ts). */
export const VISITOR_BLOCK_ID = 'mindmark-session';

/**
 * Whether the server marked this page as a visitor's: the request had no session cookie, so the
 * session check could only answer signed out (docs/frontend.md, "First screen"). The shell then
 * creates the store signed out and does not ask.
 */
export function isVisitorPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(VISITOR_BLOCK_ID) !== null;
}
