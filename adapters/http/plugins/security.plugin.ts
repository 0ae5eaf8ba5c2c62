import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../errors.ts';
import { staticSecurityHeaders } from './security-headers.ts';

export interface SecurityOptions {
  /** Origins the browser may load micro-frontend code from, besides this one. */
  remoteOrigins: string[];
  /** Separately hosted admin apps allowed to call the API (bearer token, no cookies). */
  adminOrigins: string[];
}

/**
 * Security headers (helmet's, computed once) with a CSP that admits the configured remote origins,
 * a CORS allow-list for separately hosted admin apps, and per-route rate limits.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    const remotes = [...new Set(opts.remoteOrigins)];
    const securityHeaders = staticSecurityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // antd's CSS-in-JS injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          connectSrc: ["'self'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:', ...remotes],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Remote entries on another origin must be loadable by the shell.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    await app.register(cors, {
      origin: (origin, cb) => cb(null, !origin || opts.adminOrigins.includes(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['content-type', 'authorization'],
      // Admin apps authenticate with a bearer token; cookies never cross origins.
      credentials: false,
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        ...errorBody(429, `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds`),
      }),
    });
  },
  { name: 'security' },
);
