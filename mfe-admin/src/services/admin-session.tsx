import type { ApiClient, CallArgs } from '@mindmark/mfe-kit/api-client.ts';
import type { ApiRoute, ApiRoutes, ClientConfigBody } from '@mindmark/mfe-kit/api-contract.ts';
import type { AdminUser } from '@mindmark/mfe-kit/auth-contract.ts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOKEN_KEY } from '../admin-routes.ts';

export type StaffCall = <R extends ApiRoute>(
  route: R,
  ...args: CallArgs<R>
) => Promise<ApiRoutes[R]['response']>;

interface AdminSession {
  user: AdminUser;
  config: ClientConfigBody;
  basename: string;
  /** A staff call with the stored token; a 401 ends the session (see `loginPathAfterExpiry`). */
  call: StaffCall;
}

const SessionContext = createContext<AdminSession | null>(null);

/** Where an expired or revoked token sends the user: the login page, then back here. */
export function loginPathAfterExpiry(basename: string, here: string): string {
  return `${basename}/login?expired=1&next=${encodeURIComponent(here)}`;
}

/** The signed-in staff member and their API calls, for every page under the guard. */
export function AdminSessionProvider(props: {
  api: ApiClient;
  config: ClientConfigBody;
  user: AdminUser;
  basename: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { api, user, basename, config } = props;
  const value = useMemo<AdminSession>(
    () => ({
      user,
      config,
      basename,
      call: async (route, ...args) => {
        try {
          const options = { ...(args[0] ?? {}), token: localStorage.getItem(TOKEN_KEY) };
          return await api.call(route, ...([options] as unknown as typeof args));
        } catch (error) {
          if ((error as { status?: number }).status === 401) {
            localStorage.removeItem(TOKEN_KEY);
            navigate(loginPathAfterExpiry(basename, here), { replace: true });
          }
          throw error;
        }
      },
    }),
    [api, user, basename, config, navigate, here],
  );
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession outside AdminSessionProvider');
  return session;
}

/** The server's sentence for a failed call (and per-field messages when it named fields). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const body = (error as { body?: { message?: string } | null }).body;
  return body?.message || (error instanceof Error && error.message) || fallback;
}

export function fieldErrors(error: unknown): Record<string, string> {
  const details = (error as { body?: { details?: { field: string; message: string }[] } | null }).body
    ?.details;
  const out: Record<string, string> = {};
  for (const d of details ?? []) out[d.field.replace(/^\/?body\/?/, '').replace(/^\//, '')] = d.message;
  return out;
}
