import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { metricsAccess, metricsPage } from './metrics-page';

/**
 * The worker's metrics page: `GET /metrics` on METRICS_PORT with the same bearer token as the API's.
 * A plain HTTP server, since the worker serves nothing else. Answers once it listens.
 */
export async function serveMetrics(opts: {
  port: number;
  host: string;
  token: string | undefined;
  sources: Registry;
  log: { warn(o: object, m: string): void };
}): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const access = metricsAccess(opts.token, req.headers.authorization);
    if (req.method !== 'GET' || path !== '/metrics' || access === 'off') return void res.writeHead(404).end();
    if (access === 'denied') return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    metricsPage(opts.sources).then(
      (page) => res.writeHead(200, { 'content-type': page.contentType }).end(page.body),
      (err: unknown) => {
        opts.log.warn({ err }, 'metrics page failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return server;
}
