import t from 'tap';
import type { MailMessage } from '#core/ports/mailer.port.ts';
import { buildTestApp, eachBackendApp, sharedPgliteApp } from '../../helpers/app.ts';
import { demoSignIn, ORIGIN } from '../../helpers/actors.ts';
import { freshDatabase } from '../../helpers/databases.ts';

/**
 * One default app over one PGlite for the tests below that need nothing else and sign in
 * users of their own: each fresh app and database costs about 1.5 s of CPU (docs/testing.md,
 * "Suite time"). Tests with their own config, clock or mailer still build their own.
 */
const shared = sharedPgliteApp(t);
async function sharedApp() {
  return (await shared()).container.app;
}

t.test('demo sign-in, me and logout', async (t) => {
  // It signs in a user of its own (demo_maker) and asserts only on it and on signed-out requests.
  await eachBackendApp(t, shared, async (t, { container: { app } }) => {
    t.equal((await app.inject('/api/auth/me')).statusCode, 401, 'signed out: 401');
    const visitor = await app.inject('/api/auth/session');
    t.equal(visitor.statusCode, 200, "the browser's check is not an error when signed out");
    t.same(visitor.json(), { user: null });
    t.match(visitor.headers['cache-control'], /no-store/);

    const page = await app.inject('/api/auth/demo');
    t.equal(page.statusCode, 200);
    t.match(page.body, /DEMO · not a real X sign-in/, 'the page says it is a demo');

    const jar = await demoSignIn(app, 'demo_maker');
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: jar.header() } });
    t.equal(me.statusCode, 200);
    t.equal(me.json().username, 'demo_maker');
    t.equal(me.json().kol.twitterUsername, 'demo_maker', 'the user has a KOL profile');
    const session = await app.inject({ url: '/api/auth/session', headers: { cookie: jar.header() } });
    t.same(session.json(), { user: me.json() }, 'the session check carries the same user as /api/auth/me');

    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: jar.header(), origin: 'https://evil.example' },
    });
    t.equal(crossSite.statusCode, 403, 'a cross-origin cookie mutation is refused');
    t.match(crossSite.json().message, /Cross-origin request refused/);
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: jar.header() },
    });
    t.equal(noOrigin.statusCode, 403, 'so is one without an Origin');

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: jar.header(), origin: ORIGIN },
    });
    t.equal(out.statusCode, 200);
    const after = await app.inject({ url: '/api/auth/me', headers: { cookie: jar.header() } });
    t.equal(after.statusCode, 401, 'the old cookie no longer works: the session is revoked server-side');
    const afterSession = await app.inject({ url: '/api/auth/session', headers: { cookie: jar.header() } });
    t.same(afterSession.json(), { user: null });
  });
});

t.test('demo sign-in input is checked', async (t) => {
  const app = await sharedApp();
  const bad = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin: ORIGIN },
    payload: { handle: 'no spaces!' },
  });
  t.equal(bad.statusCode, 400);
  t.match(bad.body, /1 to 15 letters, digits or underscores/);
  const form = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'handle=form_user&redirectAfterCallback=%2Fbeta',
  });
  t.equal(form.statusCode, 302, 'the HTML form posts urlencoded');
  t.equal(form.headers.location, '/beta');
  const evil = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin: ORIGIN },
    payload: { handle: 'someone', redirectAfterCallback: 'https://evil.example' },
  });
  t.equal(evil.headers.location, '/?step=wallet', 'a foreign redirect falls back to the default');
});

t.test('one-time email sign-in links', async (t) => {
  const sent: MailMessage[] = [];
  let now = new Date('2026-11-22T10:00:00Z');
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'), {
    overrides: { mailer: { send: async (m) => void sent.push(m) }, clock: { now: () => now } },
  });
  const ask = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      headers: { origin: ORIGIN },
      payload: { email },
    });

  const bad = await ask('not-an-email');
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, 'Enter a valid email address');

  // The email goes out in a job (docs/operations.md, "Jobs"): wait for the worker to deliver it.
  const delivered = async (count: number) => {
    for (let i = 0; sent.length < count && i < 300; i++) await new Promise((r) => setTimeout(r, 50));
    t.equal(sent.length, count, `${count} email(s) delivered`);
  };
  const res = await ask('Reader@Example.com');
  t.equal(res.statusCode, 202);
  t.same(res.json().user, null, 'asking for a link does not sign in');
  await delivered(1);
  t.equal(sent[0].to, 'reader@example.com');
  const link = new URL(/https?:\/\/\S+/.exec(sent[0].text)?.[0] ?? '');
  t.equal(link.origin, ORIGIN);

  const open = await app.inject({ url: `${link.pathname}${link.search}` });
  t.equal(open.statusCode, 302);
  t.equal(open.headers.location, '/social-card');
  const sid = [open.headers['set-cookie']].flat().find((c) => String(c).startsWith('sid='));
  const me = await app.inject({ url: '/api/auth/me', headers: { cookie: String(sid).split(';')[0] } });
  t.equal(me.json().email, 'reader@example.com');

  const reuse = await app.inject({ url: `${link.pathname}${link.search}` });
  t.equal(reuse.statusCode, 400, 'a link works once');
  t.match(reuse.body, /already used or older than 15 minutes/);

  await ask('reader@example.com');
  await delivered(2);
  const late = new URL(/https?:\/\/\S+/.exec(sent[1].text)?.[0] ?? '');
  now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
  t.equal(
    (await app.inject({ url: `${late.pathname}${late.search}` })).statusCode,
    400,
    'a link expires after 15 minutes',
  );
});

t.test('POST /api/auth/login/twitter applies a referral to the signed-in creator only', async (t) => {
  const app = await sharedApp();
  const referrer = await demoSignIn(app, 'referrer_one');
  const code = (await app.inject({ url: '/api/auth/me', headers: { cookie: referrer.header() } })).json()
    .referralCode;

  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login/twitter',
        headers: { origin: ORIGIN },
        payload: { ref: code },
      })
    ).statusCode,
    401,
    'never trusts a handle: a signed-out call is refused',
  );
  const self = await app.inject({
    method: 'POST',
    url: '/api/auth/login/twitter',
    headers: { cookie: referrer.header(), origin: ORIGIN },
    payload: { ref: code },
  });
  t.same(self.json().user.referrals, [], 'self-referral is ignored');

  const newcomer = await demoSignIn(app, 'newcomer_one');
  const applied = await app.inject({
    method: 'POST',
    url: '/api/auth/login/twitter',
    headers: { cookie: newcomer.header(), origin: ORIGIN },
    payload: { ref: code.toLowerCase() },
  });
  t.equal(applied.statusCode, 200);
  t.equal(applied.json().user.username, 'newcomer_one');
  const unknown = await app.inject({
    method: 'POST',
    url: '/api/auth/login/twitter',
    headers: { cookie: newcomer.header(), origin: ORIGIN },
    payload: { ref: 'NOSUCHCODE' },
  });
  t.equal(unknown.statusCode, 200, 'an unknown code is ignored, not an error');
  const referrerNow = (
    await app.inject({ url: '/api/auth/me', headers: { cookie: referrer.header() } })
  ).json();
  t.same(
    referrerNow.referrals.map((r: { username: string }) => r.username),
    ['newcomer_one'],
  );

  const newcomerCode = applied.json().user.referralCode;
  const cycle = await app.inject({
    method: 'POST',
    url: '/api/auth/login/twitter',
    headers: { cookie: referrer.header(), origin: ORIGIN },
    payload: { ref: newcomerCode },
  });
  t.same(cycle.json().user.referrals.length, 1);
  const newcomerNow = (
    await app.inject({ url: '/api/auth/me', headers: { cookie: newcomer.header() } })
  ).json();
  t.same(newcomerNow.referrals, [], 'a referral cycle is refused');
});

t.test('the referral cookie kept by the client counts at sign-up', async (t) => {
  const app = await sharedApp();
  const referrer = await demoSignIn(app, 'cookie_referrer');
  const code = (await app.inject({ url: '/api/auth/me', headers: { cookie: referrer.header() } })).json()
    .referralCode;

  const start = await app.inject({ url: '/api/auth/twitter', headers: { cookie: `referralCode=${code}` } });
  t.equal(start.statusCode, 302);
  t.match(start.headers.location, /^\/api\/auth\/demo/);
  const context = [start.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith('mm_signin='));
  const done = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin: ORIGIN, cookie: String(context).split(';')[0] },
    payload: { handle: 'cookie_referred' },
  });
  t.equal(done.statusCode, 302);
  const after = (await app.inject({ url: '/api/auth/me', headers: { cookie: referrer.header() } })).json();
  t.same(
    after.referrals.map((r: { username: string }) => r.username),
    ['cookie_referred'],
  );
});
