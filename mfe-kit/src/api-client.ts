import type { ApiErrorBody, ApiRoute, ApiRoutes } from './api-contract.ts';

/** A non-2xx answer: keeps the status and the server's own message for the UI. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * By shape, not `instanceof`: the client that threw was built by the shell, whose
 * ApiError class is another copy than the one compiled into a remote.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number'
  );
}

/** A field the route does not take may be left out; one it takes must be given unless all of it is optional. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<R extends ApiRoute> = Field<'params', ApiRoutes[R]['params']> &
  Field<'query', ApiRoutes[R]['query']> &
  Field<'body', ApiRoutes[R]['body']> & {
    /** Staff calls carry the admin token as a Bearer header. */
    token?: string | null;
  };

/** The options argument is optional only when the route needs nothing from the caller. */
export type CallArgs<R extends ApiRoute> =
  Record<string, never> extends Omit<CallOptions<R>, 'token'>
    ? [options?: CallOptions<R>]
    : [options: CallOptions<R>];

export interface ApiClient {
  call<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<ApiRoutes[R]['response']>;
}

/**
 * The one typed client. Relative paths keep every call on the page's own origin, so
 * the `sid` cookie travels and a remote served from another origin still talks to
 * the product's API rather than to the origin its code came from.
 */
export function createApiClient(options: { origin?: string; fetch?: typeof fetch } = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const origin = options.origin ?? '';
  return {
    async call(route, ...args) {
      const { body, token, query, params } = (args[0] ?? {}) as {
        body?: unknown;
        token?: string | null;
        query?: Record<string, unknown>;
        params?: Record<string, unknown>;
      };
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`${route}: missing path parameter ${name}`);
        return encodeURIComponent(String(value));
      });
      const search = query
        ? new URLSearchParams(
            Object.entries(query)
              .filter((e) => e[1] !== undefined && e[1] !== null)
              .map(([k, v]): [string, string] => [k, String(v)]),
          ).toString()
        : '';
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await doFetch(`${origin}${path}${search ? `?${search}` : ''}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const parsed = text ? safeJson(text) : null;
      if (!response.ok) {
        const errorBody = (parsed ?? null) as Partial<ApiErrorBody> | null;
        throw new ApiError(response.status, errorBody?.message ?? response.statusText, errorBody);
      }
      return parsed as never;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
