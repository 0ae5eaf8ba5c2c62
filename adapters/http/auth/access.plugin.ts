import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '#core/errors.ts';
import {
  ACCESS_LEVELS,
  type Access,
  type Caller,
  type CreatorCaller,
  decideAccess,
  type StaffCaller,
} from '#core/policies/access.policy.ts';
import type { Sessions } from '#core/use-cases/identity/sessions.use-case.ts';
import type { StaffAuth } from '#core/use-cases/identity/staff-auth.use-case.ts';
import { isTrustedOrigin, type OriginPolicy } from './trusted-origin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route states who may call it; routes without it refuse to register. */
    access?: Access;
    /**
     * `'none'`: a public route promising never to read `request.caller`, so the hook
     * skips the session and token lookups (static files, rankings reads). Reading it
     * anyway throws, so the promise cannot silently break. See docs/architecture.md.
     */
    caller?: 'none';
  }
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyInstance {
    /** Every route with its declared access level, for the route × role table test and audits. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

export const SESSION_COOKIE = 'sid';
const CALLER = Symbol('caller');
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AccessPluginOptions {
  sessions: Sessions;
  staffAuth: StaffAuth;
  /** Which origins' cookie-authenticated mutations are accepted (the app's own; see trusted-origin.ts). */
  origins: OriginPolicy;
}

/**
 * Establishes who is calling (session cookie, staff bearer token) and enforces each
 * route's declared access level before its handler runs. Cookie-authenticated
 * mutations must come from a trusted Origin (CSRF). Fine-grained rules (own project,
 * own wallet) stay in the use cases, which get `request.caller`.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: AccessPluginOptions) => {
    app.decorateRequest(CALLER, null);
    app.decorateRequest('caller', {
      getter(this: FastifyRequest) {
        const caller = (this as unknown as Record<symbol, Caller | null>)[CALLER];
        if (!caller) {
          throw new Error(
            `${this.method} ${this.routeOptions.url} declares caller: 'none' but reads request.caller`,
          );
        }
        return caller;
      },
    });
    app.decorate('accessTable', []);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      // Framework-added routes (HEAD twins, CORS preflight, docs assets) are not ours to declare.
      const methods = [route.method].flat();
      if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS') || route.url.startsWith('/api/docs')) return;
      if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
        throw new Error(
          `route ${route.method} ${route.url} must declare config.access (${ACCESS_LEVELS.join(', ')})`,
        );
      }
      for (const method of methods) {
        if (method !== 'HEAD') app.accessTable.push({ method, url: route.url, access: access as Access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (config?.caller === 'none' && (config.access ?? 'public') === 'public') return;
      const user = await creatorFrom(request, opts.sessions);
      const staff = await staffFrom(request, opts.staffAuth);
      (request as unknown as Record<symbol, Caller>)[CALLER] = { user, staff: staff.caller };

      if (user && MUTATING.has(request.method)) {
        if (!isTrustedOrigin(request.headers.origin, request, opts.origins)) {
          throw forbidden(
            'Cross-origin request refused: cookie-authenticated changes must come from this site',
          );
        }
      }

      const access = config?.access ?? 'public';
      const decision = decideAccess(access, request.caller);
      if (decision === 'unauthenticated') {
        if (access === 'user') throw unauthorized('Sign in with X first');
        throw unauthorized(
          staff.invalid ? 'Your staff session has expired: sign in again' : 'Staff sign-in required',
        );
      }
      if (decision === 'forbidden') throw forbidden('Only admins can do this');
    });
  },
  { name: 'access', dependencies: ['@fastify/cookie', '@fastify/jwt'] },
);

async function creatorFrom(request: FastifyRequest, sessions: Sessions): Promise<CreatorCaller | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const session = await sessions.resolve(token);
  return session ? { userId: session.userId, kolId: session.kolId, sessionId: session.id } : null;
}

async function staffFrom(
  request: FastifyRequest,
  staffAuth: StaffAuth,
): Promise<{ caller: StaffCaller | null; invalid: boolean }> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return { caller: null, invalid: false };
  let claims: { sub?: string };
  try {
    claims = await request.jwtVerify<{ sub?: string }>();
  } catch {
    return { caller: null, invalid: true };
  }
  // The token proves who; the database decides what, so disabling or re-scoping staff takes effect at once.
  const staff = claims.sub ? await staffAuth.current(claims.sub) : null;
  if (!staff) return { caller: null, invalid: true };
  return {
    caller: { staffId: staff.id, username: staff.username, role: staff.role, projectId: staff.projectId },
    invalid: false,
  };
}
