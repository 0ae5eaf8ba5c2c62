import { useStore } from 'zustand';
import type { SessionState, SessionStore } from './session-store.ts';

/** Subscribes a component to the shared session store handed down by the shell. */
export function useSession<T>(store: SessionStore, selector: (state: SessionState) => T): T {
  return useStore(store, selector);
}
