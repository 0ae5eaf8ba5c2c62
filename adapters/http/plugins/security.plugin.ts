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
  /** Per client and route, for public and creator writes that set no limit of their own; 0 turns it off. */
  writesPerMinute?: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    // Every public or creator write gets a limit; routes that need a tighter one set their own.
    const writesPerMinute = opts.writesPerMinute ?? 300;
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const access = route.config?.access;
      if (!writesPerMinute || !methods.some((m) => WRITES.has(m))) return;
      if (access !== 'public' && access !== 'user') return;
      if (route.config && 'rateLimit' in route.config) return;
      route.config = { ...route.config, rateLimit: { max: writesPerMinute, timeWindow: '1 minute' } };
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
