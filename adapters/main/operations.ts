import { timingSafeEqual } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { errorBody } from '../http/errors.ts';
import type { Config } from './config.ts';
import type { ProductMetrics } from './metrics.ts';
import type { Tracing } from './tracing.ts';

const RETRY_AFTER_SECONDS = 10;

/**
 * What an operator needs from every HTTP process (docs/operations.md): OpenTelemetry
 * tracing when configured, load shedding with 503 + Retry-After before the event loop
 * drowns, and Prometheus metrics per route, never public by accident: with METRICS_TOKEN
 * /metrics wants that bearer token; with METRICS_PORT it is served on that port only;
 * with neither it does not exist.
 */
export function operationsPlugin(
  config: Config,
  metrics: ProductMetrics | null,
  tracing: Tracing | null = null,
) {
  return async (app: FastifyInstance): Promise<void> => {
    // First, so that every later hook and route is traced (docs/operations.md, "Tracing").
    if (tracing) await tracing.register(app);
    await app.register(underPressure, {
      maxEventLoopDelay: config.pressure.maxEventLoopDelayMs,
      maxHeapUsedBytes: config.pressure.maxHeapMb * 1024 * 1024,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: (_request, reply, type) => {
        reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(
            errorBody(503, `The server is overloaded (${type}); retry in ${RETRY_AFTER_SECONDS} seconds`),
          );
      },
    });
    if (!metrics) return;
    const token = config.metrics.token;
    await app.register(fastifyMetrics, {
      clearRegisterOnInit: false,
      defaultMetrics: { enabled: true },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        registeredRoutesOnly: true,
        overrides: { histogram: { buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] } },
      },
      endpoint:
        config.metrics.port !== null || !token
          ? null
          : {
              url: '/metrics',
              method: 'GET',
              logLevel: 'warn',
              exposeHeadRoute: false,
              // Not part of the public API: left out of the OpenAPI document and the route table.
              schema: { hide: true },
              config: { access: 'public', caller: 'none', disableMetrics: true },
              onRequest: async (request, reply) => {
                if (!bearerMatches(request.headers.authorization, token)) {
                  return reply.status(401).send(errorBody(401, 'GET /metrics needs the metrics token'));
                }
              },
              handler: async () => undefined,
            },
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 500) {
        metrics.httpErrors.inc({
          route: request.routeOptions.url ?? '__unknown__',
          status_code: String(reply.statusCode),
        });
      }
    });
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
