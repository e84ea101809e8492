import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as OTLP/JSON writes it (ids in hex), with the service that sent it. */
export interface ReceivedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind?: number;
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

/**
 * A local collector: takes OTLP/HTTP export requests with JSON bodies on POST /v1/traces and keeps
 * their spans. Shapes from the OTLP specification (https://opentelemetry.io/docs/specs/otlp/#otlphttp;
 * JSON encoding: https://opentelemetry.io/docs/specs/otlp/#json-protobuf-encoding, trace and span
 * ids as hex strings); a successful export is answered 200 with an empty ExportTraceServiceResponse.
 */
export async function startOtlpListener() {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      contentTypes.add(String(req.headers['content-type']));
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const json = JSON.parse(body.toString('utf8')) as OtlpJson;
      for (const resource of json.resourceSpans ?? []) {
        const service =
          resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ ...span, service });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
