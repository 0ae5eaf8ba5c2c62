import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { xApiClient } from '#adapters/x/x-api.client.ts';
import { isDomainError } from '#core/errors.ts';

type Handler = (req: IncomingMessage, url: URL, res: ServerResponse) => void;

/** A local server answering like X API v2, with a per-test handler. */
async function fakeX(t: Test, handler: Handler) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x.local');
    seen.push(`${url.pathname}${url.search}`);
    if (req.headers.authorization !== 'Bearer test-token') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"title":"Unauthorized"}');
      return;
    }
    handler(req, url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

t.test('user lookup maps the v2 user object; unknown users are null', async (t) => {
  const { baseUrl, seen } = await fakeX(t, (_req, url, res) => {
    if (url.pathname === '/2/users/by/username/alice') {
      return json(res, 200, {
        data: {
          id: '42',
          username: 'alice',
          name: 'Alice',
          description: 'gm',
          created_at: '2020-01-02T03:04:05.000Z',
          verified: true,
          verified_type: 'business',
          profile_image_url: 'https://img/a.png',
          entities: { url: { urls: [{ expanded_url: 'https://alice.example' }] } },
          public_metrics: { followers_count: 1500, following_count: 20, tweet_count: 900 },
        },
      });
    }
    return json(res, 200, { errors: [{ title: 'Not Found Error' }] });
  });
  const x = xApiClient({ bearerToken: 'test-token', baseUrl });
  t.same(await x.lookupUser('alice'), {
    id: '42',
    username: 'alice',
    displayName: 'Alice',
    avatarUrl: 'https://img/a.png',
    description: 'gm',
    descriptionLink: 'https://alice.example',
    followersCount: 1500,
    followingCount: 20,
    postCount: 900,
    isVerified: true,
    goldBadge: true,
    lang: null,
    createdAt: '2020-01-02T03:04:05.000Z',
  });
  t.equal(await x.lookupUser('nobody'), null);
  t.match(seen[0], 'user.fields=');
});

t.test('recent posts and following lists follow next_token pages', async (t) => {
  const { baseUrl } = await fakeX(t, (_req, url, res) => {
    const token = url.searchParams.get('pagination_token');
    if (url.pathname === '/2/users/42/tweets') {
      const metrics = {
        like_count: 3,
        reply_count: 1,
        retweet_count: 2,
        quote_count: 0,
        bookmark_count: 1,
        impression_count: 99,
      };
      return token
        ? json(res, 200, {
            data: [
              { id: 't2', text: 'two', created_at: '2026-11-20T00:00:00.000Z', public_metrics: metrics },
            ],
          })
        : json(res, 200, {
            data: [
              { id: 't1', text: 'one', created_at: '2026-11-21T00:00:00.000Z', public_metrics: metrics },
            ],
            meta: { next_token: 'page2' },
          });
    }
    if (url.pathname === '/2/users/42/following') {
      return token
        ? json(res, 200, { data: [{ id: '3' }] })
        : json(res, 200, { data: [{ id: '1' }, { id: '2' }], meta: { next_token: 'n' } });
    }
    return json(res, 404, {});
  });
  const x = xApiClient({ bearerToken: 'test-token', baseUrl });
  const posts = await x.recentPosts('42', new Date('2026-11-01T00:00:00Z'));
  t.same(
    posts.map((p) => [p.id, p.views, p.likes, p.replies, p.reposts, p.bookmarks]),
    [
      ['t1', 99, 3, 1, 2, 1],
      ['t2', 99, 3, 1, 2, 1],
    ],
  );
  t.same(await x.following('42'), ['1', '2', '3']);
});

t.test('429 waits until x-rate-limit-reset, then retries; a far reset fails with RATE_LIMITED', async (t) => {
  let calls = 0;
  const nowMs = 1_800_000_000_000;
  const { baseUrl } = await fakeX(t, (_req, url, res) => {
    calls++;
    if (url.pathname.endsWith('/soon') && calls === 1) {
      return json(
        res,
        429,
        { title: 'Too Many Requests' },
        { 'x-rate-limit-reset': String(nowMs / 1000 + 5) },
      );
    }
    if (url.pathname.endsWith('/late')) {
      return json(
        res,
        429,
        { title: 'Too Many Requests' },
        { 'x-rate-limit-reset': String(nowMs / 1000 + 3600) },
      );
    }
    return json(res, 200, { data: { id: '7', username: 'soon' } });
  });
  const waits: number[] = [];
  const x = xApiClient({
    bearerToken: 'test-token',
    baseUrl,
    now: () => nowMs,
    sleep: async (ms) => {
      waits.push(ms);
    },
    maxRateLimitWaitMs: 60_000,
  });
  t.equal((await x.lookupUser('soon'))?.id, '7');
  t.same(waits, [5000], 'waited exactly until the reset');
  const error = await x.lookupUser('late').catch((e: unknown) => e);
  t.ok(isDomainError(error) && error.code === 'RATE_LIMITED', 'an hour away: RATE_LIMITED, no waiting');
  t.same(waits, [5000]);

  const wrong = xApiClient({ bearerToken: 'wrong', baseUrl });
  const refused = await wrong.lookupUser('soon').catch((e: unknown) => e);
  t.ok(isDomainError(refused) && refused.code === 'UNAVAILABLE', 'bad credentials: UNAVAILABLE');
});
