import { createServer } from 'node:http';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { withLogContext } from './log-context';
import { inJobSpan, inSpan, jobOrigin } from './tracing';
import { startTracing } from './tracing-sdk';

const activeTraceId = () => trace.getActiveSpan()?.spanContext().traceId;

describe('tracing', () => {
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT: spans record nothing, jobs carry no trace context', async () => {
    expect(startTracing({}, 'pp-api')).toBeUndefined();
    const origin = await inSpan('request', async (span) => {
      expect(span.isRecording()).toBe(false);
      return withLogContext({ reqId: 'r-1' }, () => jobOrigin());
    });
    expect(origin).toEqual({ reqId: 'r-1' });
  });

  it('with an endpoint, hands the trace to a job through W3C traceparent', async () => {
    const collector = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end('{}'));
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as { port: number };
    const tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` }, 'pp-api');
    try {
      const { origin, traceId } = await inSpan('request', async () => ({
        origin: jobOrigin(),
        traceId: activeTraceId(),
      }));
      // https://www.w3.org/TR/trace-context/#traceparent-header-field-values
      expect(origin.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      // The job runs elsewhere (no active span here) and still joins the request's trace.
      expect(activeTraceId()).toBeUndefined();
      const jobTraceId = await inJobSpan('reels', 'job-1', origin, async () => activeTraceId());
      expect(jobTraceId).toBe(traceId);
      // A job queued outside any trace starts a trace of its own.
      const alone = await inJobSpan('reels', 'job-2', {}, async () => activeTraceId());
      expect(alone).toMatch(/^[0-9a-f]{32}$/);
      expect(alone).not.toBe(traceId);
    } finally {
      await tracing?.shutdown();
      collector.close();
    }
  });
});
