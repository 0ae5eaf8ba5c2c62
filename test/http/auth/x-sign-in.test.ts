import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import t from 'tap';
import { buildTestApp } from '../../helpers/app.ts';
import { CookieJar } from '../../helpers/cookie-jar.ts';
import { freshDatabase } from '../../helpers/databases.ts';

/** X accounts the fake X API knows, by the `sub` the OAuth server puts in its access token. */
const profiles: Record<string, { id: string; username: string; name: string; followers: number }> = {
  alice: { id: '1001', username: 'alice_x', name: 'Alice', followers: 1200 },
  bob: { id: '1002', username: 'bob_x', name: 'Bob', followers: 50 },
  carol: { id: '1003', username: 'carol_x', name: 'Carol', followers: 9000 },
};

t.test('X sign-in against a real OAuth 2.0 server', async (t) => {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  t.teardown(() => oauth.stop());
  let nextSub = 'alice';
  oauth.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = nextSub;
  });

  // The X API v2 `users/me` endpoint: answers for the subject of the bearer token.
  const xApi = http.createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}').sub;
    const p = profiles[sub];
    if (req.url?.startsWith('/2/users/me') && p) {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          data: {
            id: p.id,
            username: p.username,
            name: p.name,
            created_at: '2020-01-01T00:00:00.000Z',
            public_metrics: { followers_count: p.followers, following_count: 10 },
          },
        }),
      );
    } else {
      res.statusCode = 401;
      res.end('{}');
    }
  });
  await new Promise<void>((r) => xApi.listen(0, '127.0.0.1', r));
  t.teardown(() => xApi.close());

  const issuer = oauth.issuer.url as string;
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'), {
    env: {
      X_CLIENT_ID: 'mindmark-test',
      X_CLIENT_SECRET: 'test-secret',
      X_AUTHORIZE_URL: `${issuer}/authorize`,
      X_TOKEN_URL: `${issuer}/token`,
      X_API_URL: `http://127.0.0.1:${(xApi.address() as AddressInfo).port}`,
    },
  });

  /** The browser's round trip: our start → X's authorize page (auto-approves) → our callback. */
  async function roundTrip(query: string, tamper?: (callback: URL, jar: CookieJar) => void) {
    const jar = new CookieJar();
    const start = await app.inject({ url: `/api/auth/twitter${query}` });
    if (start.statusCode !== 302) return { jar, start, callback: undefined };
    jar.store(start.headers);
    const authorize = new URL(start.headers.location as string);
    const consent = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') as string);
    tamper?.(callback, jar);
    const done = await app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: jar.header() },
    });
    jar.store(done.headers);
    return { jar, start, authorize, callback: done };
  }
  const me = async (app: FastifyInstance, jar: CookieJar) =>
    app.inject({ url: '/api/auth/me', headers: { cookie: jar.header() } });

  await t.test('a new creator signs in with PKCE S256 and gets a session', async (t) => {
    nextSub = 'alice';
    const { authorize, callback, jar } = await roundTrip('');
    t.equal(authorize?.searchParams.get('code_challenge_method'), 'S256');
    t.ok(authorize?.searchParams.get('code_challenge'), 'a code challenge is sent');
    t.ok(authorize?.searchParams.get('state'), 'a state is sent');
    t.equal(callback?.statusCode, 302);
    t.equal(callback?.headers.location, '/?step=wallet', 'default landing is the wallet step');
    const sid = [callback?.headers['set-cookie']].flat().find((c) => String(c).startsWith('sid='));
    t.match(String(sid), /HttpOnly/i);
    t.match(String(sid), /SameSite=Lax/i);
    const user = (await me(app, jar)).json();
    t.equal(user.username, 'alice_x');
    t.equal(user.kol.twitterUsername, 'alice_x');
    t.equal(user.kol.twitterFollowersCount, 1200);
    t.match(user.referralCode, /^[A-Z2-9]{8}$/);
  });

  await t.test('a returning creator keeps their account and gets a fresh profile', async (t) => {
    nextSub = 'alice';
    const first = (await me(app, (await roundTrip('')).jar)).json();
    profiles.alice.followers = 1300;
    const again = (await me(app, (await roundTrip('')).jar)).json();
    t.equal(again.id, first.id);
    t.equal(again.referralCode, first.referralCode);
    t.equal(again.kol.twitterFollowersCount, 1300);
  });

  await t.test('a referral is attributed once, at the first sign-up only', async (t) => {
    const signInAs = async (sub: string, query = '') => {
      nextSub = sub;
      return (await me(app, (await roundTrip(query)).jar)).json();
    };
    const alice = await signInAs('alice');
    const bob = await signInAs('bob', `?ref=${alice.referralCode}`);
    const carol = await signInAs('carol');
    await signInAs('bob', `?ref=${carol.referralCode}`);
    t.same(
      (await signInAs('alice')).referrals.map((r: { username: string }) => r.username),
      ['bob_x'],
      'bob counts for alice',
    );
    t.same((await signInAs('carol')).referrals, [], "bob's later sign-in with carol's code changes nothing");
    t.not(bob.id, alice.id);
  });

  await t.test('redirectAfterCallback accepts only paths on this site', async (t) => {
    nextSub = 'carol';
    const ok = await roundTrip('?redirectAfterCallback=%2Fbeta%2Fprojects%3Ftab%3Dpools');
    t.equal(ok.callback?.headers.location, '/beta/projects?tab=pools');
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'beta',
    ]) {
      const res = await app.inject({
        url: `/api/auth/twitter?redirectAfterCallback=${encodeURIComponent(target)}`,
      });
      t.equal(res.statusCode, 400, `${target} is refused`);
      t.match(res.body, /must be a path on this site/);
    }
  });

  await t.test('a tampered state is refused with a clear page', async (t) => {
    const res = await roundTrip('', (callback) => callback.searchParams.set('state', 'forged-state'));
    t.equal(res.callback?.statusCode, 400);
    t.match(res.callback?.body ?? '', /expired or did not start here/);
    t.notOk(res.jar.get('sid'), 'no session');
  });

  await t.test('a wrong PKCE verifier fails the token exchange at the server', async (t) => {
    const res = await roundTrip('', (_callback, jar) => jar.set('oauth2-code-verifier', 'x'.repeat(50)));
    t.equal(res.callback?.statusCode, 502);
    t.match(res.callback?.body ?? '', /did not complete the sign-in/);
    t.notOk(res.jar.get('sid'));
  });

  await t.test('denied consent lands on a clear page', async (t) => {
    const jar = new CookieJar().store((await app.inject({ url: '/api/auth/twitter' })).headers);
    const res = await app.inject({
      url: '/api/auth/twitter/callback?error=access_denied&state=whatever',
      headers: { cookie: jar.header() },
    });
    t.equal(res.statusCode, 400);
    t.match(res.body, /did not authorize Mindmark on X/);
  });

  await t.test('the demo sign-in is off when X is configured', async (t) => {
    t.equal((await app.inject({ url: '/api/auth/demo' })).statusCode, 404);
    t.equal((await app.inject('/config')).json().demoSignIn, false);
  });
});
