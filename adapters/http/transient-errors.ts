/**
 * Errors that say "the database is briefly unreachable or busy", not "this request is wrong":
 * a dropped or refused connection, a server restarting, the pool's wait for a free connection
 * running out, a deadlock or serialization failure. They answer 503 with Retry-After instead of
 * a 500, so clients and load balancers treat them as "try again" (docs/operations.md, "Faults").
 * A retry cannot double-book: ledger rows carry unique keys and reviews check the current state.
 * Recognised by shape only (SQLSTATE codes, Node socket codes, pg-pool's messages), so the HTTP
 * adapter does not import the database driver.
 */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or shutting down
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
]);
const TRANSIENT_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const TRANSIENT_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no free connection in time
  'connection terminated', // pg: the socket closed under a query
  'client has encountered a connection error',
  'terminating connection due to administrator command',
];

export function isTransientDatabaseError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (TRANSIENT_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (TRANSIENT_SOCKET_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') {
    const lower = message.toLowerCase();
    if (TRANSIENT_MESSAGES.some((m) => lower.includes(m))) return true;
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isTransientDatabaseError(cause);
}
