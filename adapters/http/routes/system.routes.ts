import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { DatabaseHealth } from '#core/ports/database-health.port.ts';
import type { ClientConfig } from '#contracts/schemas/system.schema.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface SystemRoutesOptions {
  health: DatabaseHealth;
  clientConfig: Static<typeof ClientConfig>;
  /** False while the process drains after SIGTERM: readiness turns 503 before the listener closes. */
  accepting?: () => boolean;
}

export const systemRoutes: FastifyPluginAsyncTypebox<SystemRoutesOptions> = async (app, opts) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', caller: 'none' },
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        ...routeTable['GET /healthz'],
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', caller: 'none' },
      schema: {
        tags: ['system'],
        summary: 'The database answers; 503 when it does not',
        ...routeTable['GET /readyz'],
      },
    },
    async (_req, reply) => {
      if (opts.accepting && !opts.accepting()) {
        return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', database: 'up' });
      }
      const up = await opts.health.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  app.get(
    '/config',
    {
      config: { access: 'public', caller: 'none' },
      schema: {
        tags: ['system'],
        summary: 'Run-time configuration for the browser (remote URLs, WalletConnect id)',
        ...routeTable['GET /config'],
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return opts.clientConfig;
    },
  );
};
