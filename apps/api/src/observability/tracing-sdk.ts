import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export interface TracingSettings {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
}

export interface Tracing {
  /** Sends the spans still buffered. */
  flush(): Promise<void>;
  /** Flushes, then stops exporting and unregisters the SDK. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set, else nothing (no SDK, no
 * hooks). Spans go in batches over OTLP/HTTP with JSON bodies to <endpoint>/v1/traces
 * (exporter-trace-otlp-http; https://opentelemetry.io/docs/specs/otlp/#otlphttp). register() sets
 * the AsyncLocalStorage context manager and the W3C trace-context propagator.
 */
export function startTracing(settings: TracingSettings, defaultName: string): Tracing | undefined {
  const endpoint = settings.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.OTEL_SERVICE_NAME ?? defaultName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
