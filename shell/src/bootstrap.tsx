import { createApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { ClientConfigBody } from '@mindmark/mfe-kit/api-contract.ts';
import { AUTHENTICATED_FLAG, createSessionStore, isVisitorPage } from '@mindmark/mfe-kit/session-store.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isRemoteKey, loadRemoteApp, registerRuntimeRemotes, remoteForPath } from './runtime-remotes.ts';

// The shell's first chunk holds React, the federation runtime, the API client and the session
// store, nothing else: antd and the router come with the frame (shell-frame.tsx), fetched in
// parallel with the page's remote instead of before it (docs/frontend.md, "First-load budget").
const api = createApiClient();
// Created once, here, and handed to every remote: the page's only session store. Signed out from
// the start on a page the server marked as a visitor's (no session cookie: nothing to ask).
const visitor = isVisitorPage();
const store = createSessionStore(api, undefined, visitor);
const container = document.getElementById('root')!;
const root = createRoot(container);

try {
  const config = inlinedConfig() ?? (await api.call('GET /config'));
  registerRuntimeRemotes(config.remotes);
  // Staff pages have their own sign-in (a bearer token): asking for the creator's session
  // there only earns a 401. The shell asks once the visitor reaches a creator page.
  if (visitor) forgetAuthenticatedFlag();
  else if (!window.location.pathname.startsWith('/admin')) void store.getState().fetchUser();
  const frame = import('./shell-frame.tsx');
  // The page's remote starts loading now, beside the frame. The server painted this page's first
  // screen (docs/frontend.md, "First screen"): keep it on screen until the remote's code is here,
  // then replace it in one render. A remote that fails to load is left to its area's error
  // boundary, which asks again.
  // With it, the code of the page's own lazily loaded route (its first screen must not give way
  // to a loading fallback; elsewhere it saves a round trip).
  const path = window.location.pathname;
  const remote = remoteForPath(path);
  const app = remote
    ? loadRemoteApp(remote)
        .then((module) => module.default.preloadPage?.(path))
        .catch(() => undefined)
    : undefined;
  const { ShellFrame } = await frame;
  if (isRemoteKey(container.dataset.firstScreen)) await app;
  // A transition: React renders the page in slices and gives the browser back its main thread
  // between them, instead of one long task that blocks input (docs/frontend.md, "First screen").
  startTransition(() => root.render(<ShellFrame store={store} api={api} config={config} />));
} catch (error) {
  // Plain markup: this message must show even when antd's chunk is what failed to load.
  root.render(
    <p role="alert" style={{ padding: 24 }}>
      Mindmark could not reach its server ({(error as Error).message}). Reload the page to try again.
    </p>,
  );
}

/** The server inlines GET /config into each page (adapters/http/pages/shell-page.ts); a dev server does not. */
function inlinedConfig(): ClientConfigBody | null {
  const text = document.getElementById('mindmark-config')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ClientConfigBody;
  } catch {
    return null;
  }
}

/** What a signed-out answer of the session check would do to the local flag (session-store.ts). */
function forgetAuthenticatedFlag(): void {
  try {
    localStorage.removeItem(AUTHENTICATED_FLAG);
  } catch {
    // Storage refused (a private window's policy): there is no flag to forget.
  }
}
