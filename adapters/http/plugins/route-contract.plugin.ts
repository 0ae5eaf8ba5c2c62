import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { type RouteKey, routeTable } from '#contracts/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented route as registered, keyed like the route table; for the contract test. */
    contractRoutes: { key: string; schema: FastifySchema }[];
  }
}

const PARTS = ['params', 'querystring', 'body', 'response', 'headers'] as const;

/**
 * Refuses to register a documented route whose schemas are not the route table's own
 * objects (contracts/route-table.ts), so the server, the OpenAPI document and the
 * front ends' typed client cannot drift apart. See docs/architecture.md.
 */
export const routeContractPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('contractRoutes', []);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      const schema = (route.schema ?? {}) as FastifySchema & { hide?: boolean };
      // Hidden routes (the document itself, the front-end catch-all) and the docs UI are not API.
      if (!methods.length || schema.hide || route.url.startsWith('/api/docs')) return;
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        const entry = (routeTable as Record<string, Record<string, unknown>>)[key as RouteKey];
        if (!entry) throw new Error(`route ${key} has no entry in contracts/route-table.ts`);
        for (const part of PARTS) {
          if (schema[part] !== entry[part]) {
            throw new Error(
              `route ${key}: schema.${part} is not the route table's (spread routeTable['${key}'])`,
            );
          }
        }
        app.contractRoutes.push({ key, schema });
      }
    });
  },
  { name: 'route-contract' },
);
