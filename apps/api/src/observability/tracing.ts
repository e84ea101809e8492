import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { currentLogContext } from './log-context';

/**
 * Spans through @opentelemetry/api only: without a started SDK (tracing-sdk.ts, started when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set) the API's tracer is a no-op and injection writes nothing,
 * so none of this costs more than a function call.
 * https://opentelemetry.io/docs/languages/js/instrumentation/
 */
export const tracer = () => trace.getTracer('property-promoter');

/** Runs `fn` in a child span of the current one; the span records a thrown error and ends with `fn`. */
export async function inSpan<T>(
  name: string,
  fn: (span: Span) => Promise<T>,
  options: { attributes?: Attributes; kind?: SpanKind } = {},
): Promise<T> {
  return tracer().startActiveSpan(name, options, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * What a queued job carries from the code that queued it: the W3C trace context (traceparent,
 * tracestate, https://www.w3.org/TR/trace-context/) and the request id, so the worker's spans and
 * log lines join the request's. Empty without tracing and outside a request.
 */
export type JobOrigin = Record<string, string>;

export function jobOrigin(): JobOrigin {
  const origin: JobOrigin = {};
  propagation.inject(context.active(), origin);
  const reqId = currentLogContext()?.reqId;
  if (reqId) origin.reqId = reqId;
  return origin;
}

/** Runs a job's work in a consumer span whose parent is the queuing request's span (if it sent one). */
export function inJobSpan<T>(queue: string, jobId: string, origin: JobOrigin, fn: () => Promise<T>) {
  // The root context, not the active one: an in-process queue may start a job from inside another
  // request or job, which must not become its parent.
  const parent = propagation.extract(ROOT_CONTEXT, origin);
  return context.with(parent, () =>
    inSpan(`${queue} process`, fn, {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.destination.name': queue, 'messaging.message.id': jobId },
    }),
  );
}
