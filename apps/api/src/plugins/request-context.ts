import { AsyncResource } from 'node:async_hooks';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withLogContext } from '../observability/log-context';
import { tracer } from '../observability/tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's async context (log fields, trace span), restored after the body is read. */
    contextScope: AsyncResource | null;
    /** The request's server span, when tracing. */
    span: Span | null;
  }
}

/** The route's pattern (`/api/v1/reels/:id`), never the URL: it holds ids and tokens. */
export const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Every line logged while a request is handled carries its id (log-context.ts), and with tracing
 * on (OTEL_EXPORTER_OTLP_ENDPOINT) the request is a server span that work it starts (queued jobs
 * included) continues. The context starts in onRequest and, because Node loses it while the body
 * streams in, is restored for the rest of the lifecycle from an AsyncResource in preValidation (the
 * way @fastify/request-context keeps it).
 */
async function requestContext(app: FastifyInstance, opts: { tracing: boolean; trustProxy: boolean }) {
  app.decorateRequest('contextScope', null);
  app.decorateRequest('span', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const begin = () => {
      request.contextScope = new AsyncResource('pp-request');
      done();
    };
    withLogContext({ reqId: request.id }, () => (opts.tracing ? startSpan(request, begin) : begin()));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.contextScope) request.contextScope.runInAsyncScope(done);
    else done();
  });
  if (!opts.tracing) return;

  // A caller's traceparent is taken only behind the trusted proxy (like X-Request-Id): otherwise
  // anyone could attach their requests to another trace.
  const startSpan = (request: FastifyRequest, begin: () => void) => {
    const parent = opts.trustProxy ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
    const route = routeOf(request);
    const span = tracer().startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'pp.request_id': request.id,
        },
      },
      parent,
    );
    request.span = span;
    context.with(trace.setSpan(parent, span), begin);
  };
  app.addHook('onResponse', (request, reply, done) => {
    request.span?.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) request.span?.setStatus({ code: SpanStatusCode.ERROR });
    request.span?.end();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.span?.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' });
    request.span?.end();
    done();
  });
}

export default fp(requestContext, { name: 'request-context' });
