import { NoQuery } from '../schemas/common.schema.ts';
import { ClientConfig, HealthResponse, ReadyResponse } from '../schemas/system.schema.ts';

export const systemRoutes = {
  'GET /healthz': {
    querystring: NoQuery,
    response: { 200: HealthResponse },
  },
  'GET /readyz': {
    querystring: NoQuery,
    response: { 200: ReadyResponse, 503: ReadyResponse },
  },
  'GET /config': {
    querystring: NoQuery,
    response: { 200: ClientConfig },
  },
} as const;
