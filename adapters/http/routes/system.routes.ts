import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { DatabaseHealth } from '#core/ports/database-health.port.ts';
import { NoQuery } from '../schemas/common.schema.ts';
import { ClientConfig, HealthResponse, ReadyResponse } from '../schemas/system.schema.ts';

export interface SystemRoutesOptions {
  health: DatabaseHealth;
  clientConfig: Static<typeof ClientConfig>;
}

export const systemRoutes: FastifyPluginAsyncTypebox<SystemRoutesOptions> = async (app, opts) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        querystring: NoQuery,
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The database answers; 503 when it does not',
        querystring: NoQuery,
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_req, reply) => {
      const up = await opts.health.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Run-time configuration for the browser (remote URLs, WalletConnect id)',
        querystring: NoQuery,
        response: { 200: ClientConfig },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return opts.clientConfig;
    },
  );
};
