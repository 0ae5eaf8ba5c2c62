import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '#core/errors.ts';
import type { Accounts } from '#core/use-cases/identity/accounts.use-case.ts';
import type { EmailLogin } from '#core/use-cases/identity/email-login.use-case.ts';
import type { AttributeReferral } from '#core/use-cases/identity/referrals.use-case.ts';
import type { Sessions } from '#core/use-cases/identity/sessions.use-case.ts';
import type { StaffAuth } from '#core/use-cases/identity/staff-auth.use-case.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { signInProblemPage } from '../pages/auth-pages.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface AuthRoutesOptions {
  accounts: Accounts;
  sessions: Sessions;
  emailLogin: EmailLogin;
  attributeReferral: AttributeReferral;
  staffAuth: StaffAuth;
  secureCookies: boolean;
}

/** Staff tokens: HS256 pinned at registration, 12 hours. */
export const STAFF_TOKEN_TTL = '12h';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  const tags = ['auth'];

  app.get(
    '/api/auth/me',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in creator with nested kol; 401 when signed out',
        security: [{ session: [] }],
        ...routeTable['GET /api/auth/me'],
      },
    },
    async (request) => opts.accounts.me(request.caller.user!.userId),
  );

  // The browser's session check: signed out is a normal answer here, not an error (docs/identity.md).
  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The signed-in creator as /api/auth/me returns it, or null when signed out (always 200)',
        ...routeTable['GET /api/auth/session'],
      },
    },
    async (request, reply) => {
      // Personal when signed in; never let a shared cache hand it to someone else.
      reply.header('cache-control', 'private, no-store');
      const user = request.caller.user;
      return { user: user ? await opts.accounts.me(user.userId) : null };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Revokes the session and clears the cookie (a no-op when signed out)',
        ...routeTable['POST /api/auth/logout'],
      },
    },
    async (request, reply) => {
      if (request.caller.user) await opts.sessions.end(request.caller.user.sessionId);
      clearSessionCookie(reply, opts.secureCookies);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/login/email',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Emails a one-time sign-in link (valid 15 minutes, once); does not sign in by itself',
        ...routeTable['POST /api/auth/login/email'],
      },
    },
    async (request, reply) => {
      await opts.emailLogin.request(request.body.email);
      return reply.status(202).send({ message: 'Check your inbox: we sent you a sign-in link.', user: null });
    },
  );

  app.get(
    '/api/auth/email/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Opens an emailed sign-in link: starts a session and redirects to the social card',
        ...routeTable['GET /api/auth/email/verify'],
      },
    },
    async (request, reply) => {
      const userId = await opts.emailLogin.consume(request.query.token);
      if (!userId) {
        return reply
          .status(400)
          .type('text/html')
          .send(
            signInProblemPage(
              'Link expired',
              'This sign-in link is unknown, already used or older than 15 minutes. Ask for a new one.',
            ),
          );
      }
      const session = await opts.sessions.start(userId);
      setSessionCookie(reply, session.token, session.expiresAt, opts.secureCookies);
      return reply.redirect('/social-card');
    },
  );

  app.post(
    '/api/auth/login/twitter',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Applies a referral code to the X-signed-in creator and returns them (never trusts a handle)',
        security: [{ session: [] }],
        ...routeTable['POST /api/auth/login/twitter'],
      },
    },
    async (request) => {
      const { userId } = request.caller.user!;
      await opts.attributeReferral(userId, request.body.ref ?? null);
      return { user: await opts.accounts.me(userId) };
    },
  );

  app.post(
    '/api/auth/admin/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in: a 12-hour bearer token with role and projectId',
        ...routeTable['POST /api/auth/admin/login'],
      },
    },
    async (request) => {
      const user = await opts.staffAuth.login(request.body.username, request.body.password, request.ip);
      const token = await app.jwt.sign(
        { sub: user.id, username: user.username, role: user.role, projectId: user.projectId },
        { expiresIn: STAFF_TOKEN_TTL },
      );
      return {
        token,
        user: { id: user.id, username: user.username, role: user.role, projectId: user.projectId },
      };
    },
  );

  app.get(
    '/api/auth/admin/me',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'The staff user behind the bearer token',
        security: [{ staffToken: [] }],
        ...routeTable['GET /api/auth/admin/me'],
      },
    },
    async (request) => {
      const staff = request.caller.staff;
      if (!staff) throw unauthorized('Staff sign-in required');
      return { id: staff.staffId, username: staff.username, role: staff.role, projectId: staff.projectId };
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['staff'],
        summary: 'Every creator account (admins only)',
        security: [{ staffToken: [] }],
        ...routeTable['GET /api/users'],
      },
    },
    async () => opts.accounts.listForAdmin(),
  );
};
