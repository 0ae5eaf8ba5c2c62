import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';

t.test('security headers and the admin CORS allow-list', async (t) => {
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'), {
    env: {
      MFE_ADMIN_URL: 'https://admin-cdn.example/mfe-admin/remoteEntry.js',
      ADMIN_ORIGINS: 'https://admin.example',
    },
  });
  const res = await app.inject('/healthz');
  const csp = String(res.headers['content-security-policy']);
  t.match(
    csp,
    /script-src 'self' https:\/\/admin-cdn\.example/,
    'the CSP admits the remote origin for scripts',
  );
  t.match(csp, /frame-ancestors 'none'/);
  t.equal(res.headers['x-content-type-options'], 'nosniff');

  const allowed = await app.inject({
    method: 'OPTIONS',
    url: '/api/auth/admin/me',
    headers: {
      origin: 'https://admin.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
  t.equal(
    allowed.headers['access-control-allow-origin'],
    'https://admin.example',
    'the admin app may call the API',
  );
  t.notOk(allowed.headers['access-control-allow-credentials'], 'but never with cookies');

  const other = await app.inject({ url: '/api/auth/admin/me', headers: { origin: 'https://evil.example' } });
  t.notOk(other.headers['access-control-allow-origin'], 'other origins get no CORS grant');
});
