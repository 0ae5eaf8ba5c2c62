import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once at start. Our policy is
 * the same for every response, and @fastify/helmet rebuilt the CSP string on every
 * request: about a tenth of the server's CPU on a cached leaderboard page (profiled
 * under bench load). Taking the values from helmet itself keeps its defaults.
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not produce its headers synchronously');
  return headers;
}
