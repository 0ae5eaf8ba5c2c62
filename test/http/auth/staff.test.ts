import { createHmac } from 'node:crypto';
import t from 'tap';
import { buildTestApp } from '../../helpers/app.ts';
import { staffToken } from '../../helpers/actors.ts';
import { freshDatabase } from '../../helpers/databases.ts';

const SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** A JWT signed by hand, so tests can forge what a client could send. */
function forge(payload: Record<string, unknown>, { alg = 'HS256', secret = SECRET } = {}) {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  const algo = alg === 'HS512' ? 'sha512' : 'sha256';
  const sig = alg === 'none' ? '' : createHmac(algo, secret).update(head).digest('base64url');
  return `${head}.${sig}`;
}

/**
 * One app over one PGlite for the three tests of this file, which create staff of their own
 * names (chief; target and other; the creation rules' names) and send their failed logins
 * from addresses of their own, so no test's lock or disabled user reaches another's: each
 * fresh app and database costs about 1.5 s of CPU (docs/testing.md, "Suite time",
 * "Thirteenth pass"). The signing key is the one the first test forges tokens with.
 */
let shared: ReturnType<typeof buildTestApp> | undefined;
function sharedContainer() {
  shared ??= freshDatabase(t, 'pglite').then((db) => buildTestApp(t, db, { env: { JWT_SECRET: SECRET } }));
  return shared;
}

t.test('staff sign-in and bearer tokens', async (t) => {
  const container = await sharedContainer();
  const { app } = container;
  const token = await staffToken(container, { username: 'chief', role: 'admin' });
  const me = (auth: string) => app.inject({ url: '/api/auth/admin/me', headers: { authorization: auth } });

  const ok = await me(`Bearer ${token}`);
  t.equal(ok.statusCode, 200);
  t.same(ok.json(), { id: ok.json().id, username: 'chief', role: 'admin', projectId: null });
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  t.equal(claims.exp - claims.iat, 12 * 3600, 'tokens live 12 hours');
  t.equal(claims.role, 'admin');

  const now = Math.floor(Date.now() / 1000);
  const base = { sub: ok.json().id, username: 'chief', role: 'admin', projectId: null };
  t.equal(
    (await me(`Bearer ${forge({ ...base, iat: now, exp: now + 60 })}`)).statusCode,
    200,
    'a well-signed token works',
  );
  t.equal(
    (await me(`Bearer ${forge({ ...base, iat: now - 13 * 3600, exp: now - 3600 })}`)).statusCode,
    401,
    'expired',
  );
  t.equal(
    (await me(`Bearer ${forge({ ...base, iat: now, exp: now + 60 }, { secret: 'x'.repeat(40) })}`))
      .statusCode,
    401,
    'wrong key',
  );
  t.equal(
    (await me(`Bearer ${forge({ ...base, iat: now, exp: now + 60 }, { alg: 'HS512' })}`)).statusCode,
    401,
    'other algorithm',
  );
  t.equal(
    (await me(`Bearer ${forge({ ...base, iat: now, exp: now + 60 }, { alg: 'none' })}`)).statusCode,
    401,
    'alg none',
  );
  const [h, p, s] = token.split('.');
  const tampered = Buffer.from(
    JSON.stringify({ ...claims, role: 'admin', sub: '00000000-0000-4000-8000-000000000000' }),
  ).toString('base64url');
  t.equal((await me(`Bearer ${h}.${tampered}.${s}`)).statusCode, 401, 'a tampered payload');
  t.equal((await me(`Bearer ${h}.${p}.${s}x`)).statusCode, 401, 'a tampered signature');
  const expired = await me(`Bearer ${forge({ ...base, iat: now - 13 * 3600, exp: now - 3600 })}`);
  t.match(expired.json().message, /expired: sign in again/);

  await container.staffAuth.setDisabled('chief', true);
  t.equal((await me(`Bearer ${token}`)).statusCode, 401, 'disabling a staff user ends their tokens at once');
});

t.test('failed staff logins are throttled per username and address', async (t) => {
  const container = await sharedContainer();
  const { app } = container;
  await container.staffAuth.create({
    username: 'target',
    password: 'correct-horse-battery',
    role: 'admin',
    projectId: null,
  });
  const login = (username: string, password: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username, password },
      remoteAddress: ip,
    });

  const wrong = await login('target', 'nope');
  t.equal(wrong.statusCode, 401);
  t.equal(wrong.json().message, 'Invalid username or password');
  t.equal(
    (await login('nobody', 'nope')).json().message,
    'Invalid username or password',
    'same answer for unknown users',
  );
  for (let i = 0; i < 4; i++) await login('target', 'nope', `10.0.1.${i}`);
  const locked = await login('target', 'correct-horse-battery', '10.0.9.9');
  t.equal(locked.statusCode, 429, 'five failures lock the username, from any address');
  t.ok(Number(locked.headers['retry-after']) > 0, 'Retry-After says when');
  t.match(locked.json().message, /Too many failed sign-ins/);

  for (let i = 0; i < 20; i++) await login(`user${i}`, 'nope', '10.0.5.5');
  t.equal((await login('someone-else', 'x', '10.0.5.5')).statusCode, 429, 'twenty failures lock the address');

  const other = await container.staffAuth.create({
    username: 'other',
    password: 'another-good-password',
    role: 'admin',
    projectId: null,
  });
  t.equal(
    (await login(other.username, 'another-good-password', '10.0.7.7')).statusCode,
    200,
    'others are unaffected',
  );
});

t.test('staff creation rules', async (t) => {
  const { staffAuth } = await sharedContainer();
  await t.rejects(
    staffAuth.create({
      username: 'proj1',
      password: 'long-enough-password',
      role: 'PROJECT',
      projectId: null,
    }),
    { message: /need --project/ },
  );
  await t.rejects(staffAuth.create({ username: 'adm1', password: 'short', role: 'admin', projectId: null }), {
    message: /at least 12/,
  });
  await t.rejects(
    staffAuth.create({
      username: 'proj2',
      password: 'long-enough-password',
      role: 'PROJECT',
      projectId: crypto.randomUUID(),
    }),
    /no project with id/,
  );
  await staffAuth.create({
    username: 'Same',
    password: 'long-enough-password',
    role: 'admin',
    projectId: null,
  });
  await t.rejects(
    staffAuth.create({ username: 'same', password: 'long-enough-password', role: 'admin', projectId: null }),
    { message: /already exists/ },
  );
});
