import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: Request, url: URL) => Promise<Response | undefined> | Response | undefined;

/** A planned misbehaviour of the next call to a path: an error status (with Retry-After) or a slow answer. */
export interface Fault {
  status?: number;
  retryAfter?: number;
  /** Do the work, then answer only after this many ms (a timeout after the post was made). */
  delayMs?: number;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const newId = (bytes = 9) => randomBytes(bytes).toString('hex');

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A local HTTP server that answers with web Requests/Responses (formData() parses multipart). */
export async function serve(handle: Handler) {
  const faults = new Map<string, Fault[]>();
  const calls: Array<{ method: string; path: string; headers: Headers }> = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
        const body = chunks.length > 0 && req.method !== 'GET' ? Buffer.concat(chunks) : undefined;
        const request = new Request(url, { method: req.method, headers, body });
        calls.push({ method: req.method ?? 'GET', path: url.pathname, headers });
        const fault = faults.get(`${req.method} ${url.pathname}`)?.shift();
        let answer: Response;
        if (fault?.status) {
          answer = json(
            { title: 'planned failure', status: fault.status },
            fault.status,
            fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {},
          );
        } else {
          answer = (await handle(request, url)) ?? json({ error: 'not found' }, 404);
          if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
        }
        res.statusCode = answer.status;
        for (const [k, v] of answer.headers) res.setHeader(k, v);
        res.end(Buffer.from(await answer.arrayBuffer()));
      })().catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    calls,
    /** The next call of `METHOD /path` misbehaves as planned (several plans queue up). */
    fail(route: string, fault: Fault) {
      faults.set(route, [...(faults.get(route) ?? []), fault]);
    },
    /** Drops the plans not used yet (a test that planned more than it used). */
    clearFaults() {
      faults.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
