import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ClientConfigBody } from '@mindmark/mfe-kit/api-contract.ts';
import type { RemoteApp } from '@mindmark/mfe-kit/remote-app.ts';

export type RemoteKey = keyof ClientConfigBody['remotes'];

/** The container names the remotes are built with (their `name` in rspack.config.ts). */
export const CONTAINER: Record<RemoteKey, string> = {
  onboarding: 'mindmark_onboarding',
  beta: 'mindmark_beta',
  admin: 'mindmark_admin',
};

/**
 * Remote URLs come from GET /config at run time, never from the shell's build, so a
 * remote (above all mfe-admin, which may live on its own origin) can be redeployed
 * or moved without rebuilding the shell.
 */
export function registerRuntimeRemotes(remotes: ClientConfigBody['remotes']): void {
  registerRemotes(
    (Object.keys(CONTAINER) as RemoteKey[]).map((key) => ({ name: CONTAINER[key], entry: remotes[key] })),
  );
}

const loaded = new Map<RemoteKey, RemoteApp>();

export async function loadRemoteApp(key: RemoteKey): Promise<{ default: RemoteApp }> {
  const module = await loadRemote<{ default: RemoteApp }>(`${CONTAINER[key]}/App`);
  if (!module?.default) throw new Error(`${CONTAINER[key]} did not expose an App`);
  loaded.set(key, module.default);
  return module;
}

/** A remote's App already loaded by this page, to mount without a loading step. */
export function loadedRemoteApp(key: RemoteKey): RemoteApp | undefined {
  return loaded.get(key);
}

export function isRemoteKey(value: string | undefined): value is RemoteKey {
  return value !== undefined && value in CONTAINER;
}

/** The remote that owns a page path, as the routes in shell-app.tsx mount it (anything else goes home). */
export function remoteForPath(path: string): RemoteKey | undefined {
  if (path === '/beta' || path.startsWith('/beta/')) return 'beta';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path === '/' || path === '/social-card') return 'onboarding';
  return undefined;
}
