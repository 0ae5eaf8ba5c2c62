import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '#contracts/schemas/common.schema.ts';

/**
 * The OpenAPI document is generated from the routes' TypeBox schemas; nothing is
 * written by hand. Served at /api/openapi.json with a browsable UI at /api/docs.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    app.addSchema(ErrorBody);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Mindmark API',
          version: opts.version,
          description:
            'Creator identity, mindshare ranking and creator rewards. Errors share one body: { statusCode, error, message, details? }.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid' },
            staffToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) ?? `def-${i}` },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get(
      '/api/openapi.json',
      { config: { access: 'public', caller: 'none' }, schema: { hide: true } },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);
