import type { FollowVerifier } from '#core/ports/follow-verifier.port.ts';

const PAGE_LIMIT = 5;

/**
 * X API v2 with an app bearer token: resolves the product's handle once, then pages
 * through the user's following list (1000 per page, at most 5 pages) looking for it.
 * v2 has no "does A follow B" call; accounts following more than 5000 others are
 * reported as not following rather than spending the rate limit.
 */
export function xFollowVerifier(opts: {
  apiUrl: string;
  bearerToken: string;
  productHandle: string;
  fetchImpl?: typeof fetch;
}): FollowVerifier {
  const fetchImpl = opts.fetchImpl ?? fetch;
  let productId: Promise<string> | null = null;

  const get = async (path: string) => {
    const res = await fetchImpl(`${opts.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${opts.bearerToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`X answered ${res.status} to ${path.split('?')[0]}`);
    return res.json() as Promise<{ data?: unknown; meta?: { next_token?: string } }>;
  };

  const resolveProduct = async () => {
    const body = await get(`/2/users/by/username/${encodeURIComponent(opts.productHandle)}`);
    const id = (body.data as { id?: string } | undefined)?.id;
    if (!id) throw new Error(`X has no account @${opts.productHandle}`);
    return id;
  };

  return {
    configured: true,
    async follows(xUserId) {
      productId ??= resolveProduct().catch((e) => {
        productId = null;
        throw e;
      });
      const target = await productId;
      let token: string | undefined;
      for (let page = 0; page < PAGE_LIMIT; page++) {
        const qs = new URLSearchParams({
          max_results: '1000',
          ...(token ? { pagination_token: token } : {}),
        });
        const body = await get(`/2/users/${encodeURIComponent(xUserId)}/following?${qs}`);
        if (((body.data as { id: string }[] | undefined) ?? []).some((u) => u.id === target)) return true;
        token = body.meta?.next_token;
        if (!token) return false;
      }
      return false;
    },
  };
}

/** Without X API access the follow mission cannot be checked; it is shown as unverified. */
export const unverifiedFollows: FollowVerifier = {
  configured: false,
  follows: async () => {
    throw new Error('X API access is not configured');
  },
};
