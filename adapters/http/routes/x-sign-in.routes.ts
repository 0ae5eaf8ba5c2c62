import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProfile } from '#core/ports/social-data-source.port.ts';
import type { Sessions } from '#core/use-cases/identity/sessions.use-case.ts';
import type { SignInWithX } from '#core/use-cases/identity/sign-in.use-case.ts';
import { sameOriginPath } from '../auth/redirects.ts';
import { setSessionCookie } from '../auth/session-cookie.ts';
import { demoSignInPage, signInProblemPage } from '../pages/auth-pages.ts';
import { routeTable } from '#contracts/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    xOAuth2?: OAuth2Namespace;
  }
}

/** The X OAuth app, when X sign-in is configured. */
export interface XOAuthApp {
  clientId: string;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
}

/** Demo sign-in's profiles (seeded accounts), a port wired in the composition root. */
export interface DemoProfileSource {
  lookup(handle: string): Promise<SocialProfile | null>;
  suggestions(limit: number): Promise<string[]>;
}

export interface XSignInRoutesOptions {
  x: XOAuthApp | null;
  /** X's users/me for the signed-in account's access token, a port wired in the composition root. */
  xMe: (accessToken: string) => Promise<SocialProfile>;
  demoSignIn: boolean;
  demoProfiles: DemoProfileSource;
  signInWithX: SignInWithX;
  sessions: Sessions;
  publicOrigin: string;
  secureCookies: boolean;
}

/**
 * Where the client's referral capture keeps the code (7 days, SameSite=Strict, docs/identity.md;
 * mfe-kit/src/referral.ts). Strict cookies do not ride along on the redirect back from
 * X, so the code is read when sign-in starts and carried in the context cookie.
 */
export const REFERRAL_COOKIE = 'referralCode';
/** Carries redirect target and referral code across the round trip to X, 10 minutes. */
const CONTEXT_COOKIE = 'mm_signin';
const DEFAULT_AFTER_SIGN_IN = '/?step=wallet';
const HANDLE = /^[A-Za-z0-9_]{1,15}$/;

export const xSignInRoutes: FastifyPluginAsyncTypebox<XSignInRoutesOptions> = async (app, opts) => {
  const tags = ['auth'];
  if (opts.x) {
    await app.register(oauth2, {
      name: 'xOAuth2',
      scope: opts.x.scopes,
      credentials: {
        client: { id: opts.x.clientId, secret: opts.x.clientSecret ?? '' },
        auth: {
          authorizeHost: new URL(opts.x.authorizeUrl).origin,
          authorizePath: new URL(opts.x.authorizeUrl).pathname,
          tokenHost: new URL(opts.x.tokenUrl).origin,
          tokenPath: new URL(opts.x.tokenUrl).pathname,
        },
      },
      callbackUri: `${opts.publicOrigin}/api/auth/twitter/callback`,
      pkce: 'S256',
      cookie: { secure: opts.secureCookies, sameSite: 'lax', path: '/api/auth' },
    });
  }

  const problem = (reply: FastifyReply, status: number, title: string, message: string) =>
    reply.status(status).type('text/html').send(signInProblemPage(title, message));

  /** The end of every successful sign-in: session, cookie, redirect. */
  const complete = async (
    request: FastifyRequest,
    reply: FastifyReply,
    profile: SocialProfile,
    context: SignInContext,
  ) => {
    const ref = context.ref ?? request.cookies[REFERRAL_COOKIE] ?? null;
    const { userId } = await opts.signInWithX(profile, ref);
    const session = await opts.sessions.start(userId);
    setSessionCookie(reply, session.token, session.expiresAt, opts.secureCookies);
    reply.clearCookie(CONTEXT_COOKIE, { path: '/api/auth' });
    return reply.redirect(sameOriginPath(context.redirect, opts.publicOrigin) ?? DEFAULT_AFTER_SIGN_IN);
  };

  const rememberContext = (reply: FastifyReply, redirect: string | null, ref: string | undefined) =>
    reply.setCookie(CONTEXT_COOKIE, JSON.stringify({ redirect, ref: ref?.trim() || undefined }), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: 600,
    });

  app.get(
    '/api/auth/twitter',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Starts X sign-in (OAuth 2.0 + PKCE); the demo sign-in page when X is not configured',
        ...routeTable['GET /api/auth/twitter'],
      },
    },
    async (request, reply) => {
      const { redirectAfterCallback, ref } = request.query;
      const redirect =
        redirectAfterCallback === undefined ? null : sameOriginPath(redirectAfterCallback, opts.publicOrigin);
      if (redirectAfterCallback !== undefined && !redirect) {
        return problem(
          reply,
          400,
          'Sign-in refused',
          'redirectAfterCallback must be a path on this site, such as /?step=wallet.',
        );
      }
      rememberContext(reply, redirect, ref ?? request.cookies[REFERRAL_COOKIE]);
      if (app.xOAuth2) return reply.redirect(await app.xOAuth2.generateAuthorizationUri(request, reply));
      if (opts.demoSignIn) {
        const qs = new URLSearchParams({
          ...(redirect ? { redirectAfterCallback: redirect } : {}),
          ...(ref ? { ref } : {}),
        });
        return reply.redirect(`/api/auth/demo${qs.size ? `?${qs}` : ''}`);
      }
      return problem(
        reply,
        503,
        'Sign-in unavailable',
        'X sign-in is not configured on this server. Please try again later.',
      );
    },
  );

  app.get(
    '/api/auth/twitter/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'X redirects here: verifies state and PKCE, exchanges the code, signs in, redirects',
        ...routeTable['GET /api/auth/twitter/callback'],
      },
    },
    async (request, reply) => {
      const x = app.xOAuth2;
      if (!x || !opts.x)
        return problem(reply, 503, 'Sign-in unavailable', 'X sign-in is not configured on this server.');
      if (request.query.error) {
        const declined = request.query.error === 'access_denied';
        return problem(
          reply,
          400,
          declined ? 'Sign-in cancelled' : 'Sign-in failed',
          declined
            ? 'You did not authorize Mindmark on X, so nothing was created. You can try again whenever you like.'
            : `X refused the sign-in (${request.query.error}). Please try again.`,
        );
      }
      let accessToken: string;
      try {
        const { token } = await x.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        accessToken = token.access_token;
      } catch (error) {
        if (/state/i.test((error as Error).message)) {
          return problem(
            reply,
            400,
            'Sign-in expired',
            'This sign-in attempt expired or did not start here. Please start again.',
          );
        }
        request.log.warn({ err: error }, 'X token exchange failed');
        return problem(
          reply,
          502,
          'Sign-in failed',
          'X did not complete the sign-in. Please try again in a moment.',
        );
      }
      let profile: SocialProfile;
      try {
        profile = await opts.xMe(accessToken);
      } catch (error) {
        request.log.warn({ err: error }, 'X profile lookup failed');
        return problem(
          reply,
          502,
          'Sign-in failed',
          'X did not return your profile. Please try again in a moment.',
        );
      }
      return complete(request, reply, profile, readContext(request));
    },
  );

  if (!opts.demoSignIn) return;

  app.get(
    '/api/auth/demo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Demo sign-in page (only when X is not configured, never in production)',
        ...routeTable['GET /api/auth/demo'],
      },
    },
    async (request, reply) => {
      const handles = await opts.demoProfiles.suggestions(12);
      const redirect = sameOriginPath(request.query.redirectAfterCallback, opts.publicOrigin) ?? undefined;
      if (redirect || request.query.ref) rememberContext(reply, redirect ?? null, request.query.ref);
      return reply
        .type('text/html')
        .send(demoSignInPage(handles, { redirectAfterCallback: redirect, ref: request.query.ref }));
    },
  );

  app.post(
    '/api/auth/demo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Completes the demo sign-in as the chosen handle',
        ...routeTable['POST /api/auth/demo'],
      },
    },
    async (request, reply) => {
      const handle = request.body.handle.trim().replace(/^@/, '');
      if (!HANDLE.test(handle)) {
        return problem(reply, 400, 'Not a handle', 'An X handle has 1 to 15 letters, digits or underscores.');
      }
      const saved = readContext(request);
      const profile = (await opts.demoProfiles.lookup(handle)) ?? demoProfile(handle);
      return complete(request, reply, profile, {
        redirect: request.body.redirectAfterCallback ?? saved.redirect,
        ref: request.body.ref || saved.ref,
      });
    },
  );
};

interface SignInContext {
  redirect?: string;
  ref?: string;
}

function readContext(request: FastifyRequest): SignInContext {
  try {
    const parsed = JSON.parse(request.cookies[CONTEXT_COOKIE] ?? '{}');
    return {
      redirect: typeof parsed.redirect === 'string' ? parsed.redirect : undefined,
      ref: typeof parsed.ref === 'string' ? parsed.ref : undefined,
    };
  } catch {
    return {};
  }
}

const demoProfile = (handle: string): SocialProfile => ({
  id: `demo-${handle.toLowerCase()}`,
  username: handle,
  displayName: handle,
  avatarUrl: null,
  description: null,
  descriptionLink: null,
  followersCount: 0,
  followingCount: 0,
  isVerified: false,
  goldBadge: false,
  lang: null,
  createdAt: null,
});
