import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError, RateLimitedError } from '#core/errors.ts';
import { STATUS_OF, errorBody } from '../errors.ts';
import { isTransientDatabaseError } from '../transient-errors.ts';

/**
 * One root error handler: domain errors by their code, validation errors as 400
 * with one detail per failing field, framework 4xx as they are, a database that is briefly
 * unreachable or busy as a 503 with Retry-After (the client may retry), and
 * anything else as a 500 that hides internals and names the request id.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDomainError(error)) {
        const status = STATUS_OF[error.code];
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(status).send(errorBody(status, error.message, error.details));
      }
      if (error.validation) {
        const details = error.validation.map((v) => ({
          field: fieldOf(error.validationContext, v.instancePath, v.params),
          message: v.message ?? 'is invalid',
        }));
        const first = details[0];
        const message = first ? `${first.field} ${first.message}` : error.message;
        return reply.status(400).send(errorBody(400, message, details));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(errorBody(status, error.message));
      }
      if (isTransientDatabaseError(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '1')
          .send(
            errorBody(
              503,
              `The database is briefly unavailable; try again in a moment (request id ${request.id})`,
            ),
          );
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(errorBody(500, `Something went wrong on our side (request id ${request.id})`));
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
    );
  },
  { name: 'error-handler' },
);

/** "query.limit", "body.title", "params.id": names the parameter a person has to fix. */
function fieldOf(context: string | undefined, path: string, params: unknown): string {
  const where = context === 'querystring' ? 'query' : (context ?? 'request');
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  const extra = (params as { additionalProperty?: string } | undefined)?.additionalProperty;
  const segments = path.split('/').filter(Boolean);
  if (missing) segments.push(missing);
  if (extra) segments.push(extra);
  return [where, ...segments].join('.');
}
