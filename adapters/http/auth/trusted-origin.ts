/** Who may send cookie-authenticated changes; the rule is documented in docs/identity.md (CSRF). */
export interface OriginPolicy {
  /** PUBLIC_ORIGIN: always trusted. */
  publicOrigin: string;
  /** Outside production, a loopback PUBLIC_ORIGIN also answers at its other loopback names. */
  loopbackAliases: boolean;
  /** TRUST_PROXY: the origin the proxy says the browser reached (X-Forwarded-Host/Proto) is ours. */
  trustProxy: boolean;
}

/** The request as Fastify sees it: Host/scheme, or X-Forwarded-Host/Proto when Fastify trusts the proxy. */
export interface RequestTarget {
  host: string;
  protocol: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isTrustedOrigin(
  origin: string | undefined,
  target: RequestTarget,
  policy: OriginPolicy,
): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === policy.publicOrigin) return true;
  // Beyond PUBLIC_ORIGIN, only the request's own origin can qualify: a page on another site never matches it.
  const own = ownOrigin(target);
  if (own === null || origin !== own) return false;
  if (policy.trustProxy) return true;
  return policy.loopbackAliases && isLoopbackAlias(own, policy.publicOrigin);
}

function ownOrigin(target: RequestTarget): string | null {
  try {
    return new URL(`${target.protocol}://${target.host}`).origin;
  } catch {
    return null;
  }
}

function isLoopbackAlias(origin: string, publicOrigin: string): boolean {
  const a = new URL(origin);
  const b = new URL(publicOrigin);
  return (
    a.protocol === b.protocol && a.port === b.port && LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname)
  );
}
