import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import Fastify from 'fastify';
import t from 'tap';
import type { Sessions } from '#core/use-cases/identity/sessions.use-case.ts';
import type { StaffAuth } from '#core/use-cases/identity/staff-auth.use-case.ts';
import { accessPlugin } from '../../../adapters/http/auth/access.plugin.ts';

/**
 * Public routes that declare `caller: 'none'` (static files, rankings reads) skip the
 * session lookup; every other route still resolves the caller (docs/architecture.md).
 */
async function appCountingLookups() {
  const lookups = { sessions: 0 };
  const sessions = {
    resolve: async () => {
      lookups.sessions += 1;
      return { id: 's1', userId: 'u1', kolId: null };
    },
  } as unknown as Sessions;
  const staffAuth = { current: async () => null } as unknown as StaffAuth;
  const app = Fastify();
  await app.register(cookie);
  await app.register(jwt, { secret: 'lazy-caller-test-secret-of-enough-length' });
  await app.register(accessPlugin, {
    sessions,
    staffAuth,
    origins: { publicOrigin: 'http://localhost:3000', loopbackAliases: true, trustProxy: false },
  });
  app.get('/static', { config: { access: 'public', caller: 'none' } }, async () => ({ ok: true }));
  app.get('/personal', { config: { access: 'public' } }, async (request) => ({
    userId: request.caller.user?.userId ?? null,
  }));
  app.get('/broken', { config: { access: 'public', caller: 'none' } }, async (request) => ({
    userId: request.caller.user?.userId ?? null,
  }));
  return { app, lookups };
}

const withCookie = { cookie: 'sid=token-of-a-signed-in-creator' };

t.test('a caller-free public route answers without looking the session up', async (t) => {
  const { app, lookups } = await appCountingLookups();
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/static', headers: withCookie });
  t.equal(res.statusCode, 200);
  t.equal(lookups.sessions, 0);
});

t.test('a public route that reads the caller still gets the signed-in user', async (t) => {
  const { app, lookups } = await appCountingLookups();
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/personal', headers: withCookie });
  t.same(res.json(), { userId: 'u1' });
  t.equal(lookups.sessions, 1);
});

t.test('a route breaking its caller-free promise fails loudly instead of seeing a visitor', async (t) => {
  const { app } = await appCountingLookups();
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/broken', headers: withCookie });
  t.equal(res.statusCode, 500);
});
