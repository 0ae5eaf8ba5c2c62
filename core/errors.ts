/**
 * Typed domain errors. Core throws these; the HTTP layer maps `code` to a status
 * from one table (adapters/http/errors/error-status.ts), so core never knows HTTP.
 */
export type DomainErrorCode =
  | 'INVALID'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

export interface FieldIssue {
  field: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details?: FieldIssue[];
  constructor(code: DomainErrorCode, message: string, details?: FieldIssue[]) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export const invalid = (message: string, details?: FieldIssue[]) =>
  new DomainError('INVALID', message, details);
export const unauthorized = (message = 'Sign in first') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new DomainError('FORBIDDEN', message);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const unavailable = (message: string) => new DomainError('UNAVAILABLE', message);

/** Too many attempts: the HTTP layer turns `retryAfterSeconds` into a Retry-After header. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
