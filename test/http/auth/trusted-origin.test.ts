import t from 'tap';
import { isTrustedOrigin, type OriginPolicy } from '#adapters/http/auth/trusted-origin.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { demoSignIn } from '../../helpers/actors.ts';
import { freshDatabase } from '../../helpers/databases.ts';

const dev: OriginPolicy = { publicOrigin: 'http://localhost:3000', loopbackAliases: true, trustProxy: false };
const at = (host: string, protocol = 'http') => ({ host, protocol });

t.test('the origin rule', async (t) => {
  t.ok(isTrustedOrigin('http://localhost:3000', at('anything.example'), dev), 'PUBLIC_ORIGIN itself');
  t.ok(isTrustedOrigin('http://127.0.0.1:3000', at('127.0.0.1:3000'), dev), 'the other loopback name');
  t.ok(isTrustedOrigin('http://[::1]:3000', at('[::1]:3000'), dev), 'IPv6 loopback');
  t.notOk(
    isTrustedOrigin('http://127.0.0.1:3000', at('localhost:3000'), dev),
    'an alias must be the host asked',
  );
  t.notOk(
    isTrustedOrigin('http://127.0.0.1:4000', at('127.0.0.1:4000'), dev),
    'another port is another site',
  );
  t.notOk(
    isTrustedOrigin('https://127.0.0.1:3000', at('127.0.0.1:3000', 'https'), dev),
    'another scheme too',
  );
  t.notOk(
    isTrustedOrigin('https://evil.example', at('evil.example', 'https'), dev),
    'a foreign site, even as Host',
  );
  t.notOk(isTrustedOrigin('https://evil.example', at('localhost:3000'), dev), 'a foreign Origin');
  t.notOk(isTrustedOrigin(undefined, at('localhost:3000'), dev), 'no Origin');
  t.notOk(isTrustedOrigin('null', at('localhost:3000'), dev), 'an opaque Origin');

  const prod = { ...dev, loopbackAliases: false };
  t.notOk(isTrustedOrigin('http://127.0.0.1:3000', at('127.0.0.1:3000'), prod), 'no aliases in production');

  const proxied: OriginPolicy = {
    publicOrigin: 'https://mindmark.example',
    loopbackAliases: false,
    trustProxy: true,
  };
  t.ok(
    isTrustedOrigin('https://beta.mindmark.example', at('beta.mindmark.example', 'https'), proxied),
    'forwarded',
  );
  t.notOk(
    isTrustedOrigin('https://evil.example', at('beta.mindmark.example', 'https'), proxied),
    'foreign via proxy',
  );
  t.notOk(
    isTrustedOrigin('http://beta.mindmark.example', at('beta.mindmark.example', 'https'), proxied),
    'scheme',
  );
});

/*
 * The two tests below run on PGlite only (docs/testing.md, "Thirteenth pass"): what they
 * assert is the origin check, which answers from the request's headers before any SQL runs.
 * The sign-in and logout they go through are proven on both backends by
 * test/http/auth/sessions.test.ts ("demo sign-in, me and logout").
 */
t.test('signed-in changes from either loopback name, refused from other sites', async (t) => {
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'));
  const logout = async (jar: Awaited<ReturnType<typeof demoSignIn>>, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: jar.header(), ...headers } });

  const viaIp = await logout(await demoSignIn(app, 'loop_ip'), {
    host: '127.0.0.1:3000',
    origin: 'http://127.0.0.1:3000',
  });
  t.equal(viaIp.statusCode, 200, 'the product opened at 127.0.0.1 works');

  const spoofed = await logout(await demoSignIn(app, 'loop_spoof'), {
    host: '127.0.0.1:3000',
    origin: 'http://127.0.0.1:3000',
    'x-forwarded-host': 'evil.example',
  });
  t.equal(spoofed.statusCode, 200, 'X-Forwarded-Host is ignored without TRUST_PROXY');
  const foreignForwarded = await logout(await demoSignIn(app, 'loop_fwd'), {
    host: 'localhost:3000',
    origin: 'https://evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  });
  t.equal(foreignForwarded.statusCode, 403, 'forwarded headers do not vouch for a site without TRUST_PROXY');
  const otherPort = await logout(await demoSignIn(app, 'loop_port'), {
    host: '127.0.0.1:4000',
    origin: 'http://127.0.0.1:4000',
  });
  t.equal(otherPort.statusCode, 403, 'another local port is another site');
});

t.test('behind a proxy with TRUST_PROXY', async (t) => {
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'), { env: { TRUST_PROXY: 'true' } });
  const jar = await demoSignIn(app, 'proxied');
  const forwarded = { 'x-forwarded-host': 'mindmark.example', 'x-forwarded-proto': 'https' };
  const foreign = await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie: jar.header(), ...forwarded, origin: 'https://evil.example' },
  });
  t.equal(foreign.statusCode, 403, 'still strict for other sites');
  const own = await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie: jar.header(), ...forwarded, origin: 'https://mindmark.example' },
  });
  t.equal(own.statusCode, 200, 'the origin the proxy serves is accepted');
});
