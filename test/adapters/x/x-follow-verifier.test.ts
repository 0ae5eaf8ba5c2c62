import t from 'tap';
import { xFollowVerifier } from '#adapters/x/x-follow-verifier.ts';

/** A stand-in for the X API v2: the product is @mindmark (id 42); following lists are paged by 2. */
function fakeX(following: Record<string, string[]>, calls: string[]) {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(
      `${url.pathname}${url.searchParams.get('pagination_token') ? `#${url.searchParams.get('pagination_token')}` : ''}`,
    );
    if ((init?.headers as Record<string, string> | undefined)?.authorization !== 'Bearer app-token') {
      return new Response('{}', { status: 401 });
    }
    if (url.pathname === '/2/users/by/username/mindmark') return Response.json({ data: { id: '42' } });
    const m = /^\/2\/users\/([^/]+)\/following$/.exec(url.pathname);
    if (!m) return new Response('{}', { status: 404 });
    const all = following[m[1]!] ?? [];
    const page = Number(url.searchParams.get('pagination_token') ?? 0);
    const next = page + 2 < all.length ? String(page + 2) : undefined;
    return Response.json({
      data: all.slice(page, page + 2).map((id) => ({ id })),
      meta: next ? { next_token: next } : {},
    });
  }) as typeof fetch;
}

t.test('the follow check pages through X until it finds the product', async (t) => {
  const calls: string[] = [];
  const verifier = xFollowVerifier({
    apiUrl: 'https://x.test',
    bearerToken: 'app-token',
    productHandle: 'mindmark',
    fetchImpl: fakeX({ fan: ['1', '2', '3', '42'], stranger: ['1', '2', '3'] }, calls),
  });
  t.equal(verifier.configured, true);
  t.equal(await verifier.follows('fan'), true);
  t.equal(await verifier.follows('stranger'), false);
  t.same(
    calls,
    [
      '/2/users/by/username/mindmark',
      '/2/users/fan/following',
      '/2/users/fan/following#2',
      '/2/users/stranger/following',
      '/2/users/stranger/following#2',
    ],
    'the product id is looked up once',
  );
});

t.test('X failures surface as errors, never as a completion', async (t) => {
  const verifier = xFollowVerifier({
    apiUrl: 'https://x.test',
    bearerToken: 'wrong-token',
    productHandle: 'mindmark',
    fetchImpl: fakeX({}, []),
  });
  await t.rejects(verifier.follows('fan'), /X answered 401/);
});
