import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/** The span attribute carrying the request id that logs and error bodies show (x-request-id). */
export const REQUEST_ID_ATTRIBUTE = 'mindmark.request_id';

export interface Tracing {
  /** Registers the official Fastify instrumentation; call before any route (adapters/main/operations.ts). */
  register(app: FastifyInstance): Promise<void>;
  /** Sends what is buffered and stops (SIGTERM). */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing of HTTP requests (docs/operations.md, "Tracing"), off unless
 * configured: OTEL_TRACES_EXPORTER=otlp (the default once an OTLP endpoint is set; the
 * exporter reads headers and timeouts from OTEL_EXPORTER_OTLP_* itself) or console. Each
 * request is a span named for its route with the method, route, status and request id,
 * with child spans for its hooks and handler (@fastify/otel). `exporter` replaces the
 * configured one (tests).
 */
export async function startTracing(
  config: Config['tracing'],
  exporter?: SpanExporter,
): Promise<Tracing | null> {
  if (!exporter && config.exporter === 'none') return null;
  // Loaded only when tracing is on: the SDK costs start time and memory otherwise.
  const [{ FastifyOtelInstrumentation }, { OTLPTraceExporter }, { resourceFromAttributes }, sdk] =
    await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
  const { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider, SimpleSpanProcessor } = sdk;
  const spanProcessor = exporter
    ? new SimpleSpanProcessor(exporter)
    : new BatchSpanProcessor(
        config.exporter === 'console'
          ? new ConsoleSpanExporter()
          : new OTLPTraceExporter(config.otlpTracesUrl ? { url: config.otlpTracesUrl } : {}),
      );
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [spanProcessor],
  });
  // Global registration brings the async-hooks context manager: spans started inside a
  // request (hooks, handler) become its children.
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => {
      span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
      if (request.routeOptions.url) span.updateName(`${request.method} ${request.routeOptions.url}`);
    },
  });
  instrumentation.setTracerProvider(provider);
  return {
    register: async (app) => {
      await app.register(instrumentation.plugin());
    },
    shutdown: () => provider.shutdown(),
  };
}
