import type { DomainErrorCode } from '#core/errors.ts';

/** The one table from domain error codes to HTTP statuses. */
export const STATUS_OF: Record<DomainErrorCode, number> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const reasonPhrase = (status: number): string =>
  REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

export interface ErrorBodyValue {
  statusCode: number;
  error: string;
  message: string;
  details?: { field: string; message: string }[];
}

export const errorBody = (
  statusCode: number,
  message: string,
  details?: ErrorBodyValue['details'],
): ErrorBodyValue => ({
  statusCode,
  error: reasonPhrase(statusCode),
  message,
  ...(details ? { details } : {}),
});
