import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { DatabaseHealth } from '#core/ports/database-health.port.ts';
import { loggerOptions } from './logging.ts';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.ts';
import { openApiPlugin } from './plugins/openapi.plugin.ts';
import { staticFrontendPlugin } from './plugins/static-frontend.plugin.ts';
import { systemRoutes, type SystemRoutesOptions } from './routes/system.routes.ts';

export interface HttpDeps {
  version: string;
  logLevel: string;
  logStream?: DestinationStream;
  trustProxy: boolean;
  health: DatabaseHealth;
  clientConfig: SystemRoutesOptions['clientConfig'];
  /** The folder holding the built front ends (shell and each mfe-name, with dist folders); null serves none. */
  frontendDir: string | null;
}

/** Builds the whole HTTP app without listening, so tests can `inject` into it. */
export async function buildHttpApp(deps: HttpDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logLevel, deps.logStream),
    trustProxy: deps.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(openApiPlugin, { version: deps.version });
  await app.register(systemRoutes, { health: deps.health, clientConfig: deps.clientConfig });
  if (deps.frontendDir) await app.register(staticFrontendPlugin, { rootDir: deps.frontendDir });

  return app;
}
