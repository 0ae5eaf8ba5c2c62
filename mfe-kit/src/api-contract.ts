import type { Static } from 'typebox';
import type { ClientConfig } from '../../adapters/http/schemas/system.schema.ts';
import type { ErrorBody } from '../../adapters/http/schemas/common.schema.ts';
import type { AdminLoginResponse, AdminUser, SessionUser, TrackEvent } from './auth-contract.ts';

/**
 * Every call the front ends make, keyed by method and path, with the request body and
 * the response body. Types come from the server's TypeBox schemas wherever a schema
 * exists, so changing a route's schema breaks the front end's type-check.
 */
export interface ApiRoutes {
  'GET /config': { body: undefined; response: Static<typeof ClientConfig> };
  'GET /api/auth/me': { body: undefined; response: SessionUser };
  'POST /api/auth/logout': { body: undefined; response: unknown };
  'POST /api/auth/login/email': { body: { email: string }; response: unknown };
  'POST /api/auth/login/twitter': { body: { ref?: string }; response: unknown };
  'POST /api/auth/admin/login': {
    body: { username: string; password: string };
    response: AdminLoginResponse;
  };
  'GET /api/auth/admin/me': { body: undefined; response: AdminUser };
  'POST /api/track': { body: { event: TrackEvent; props?: Record<string, unknown> }; response: unknown };
}

export type ApiRoute = keyof ApiRoutes;
export type ApiErrorBody = Static<typeof ErrorBody>;
export type ClientConfigBody = Static<typeof ClientConfig>;
