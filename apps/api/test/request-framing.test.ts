import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { logOptions } from '../src/lib/log-options';
import { createAccount } from './helpers/accounts';
import { jpegPhoto } from './helpers/listing-photos';
import { createTestApp } from './helpers/test-app';

// Short limits so slow clients are cut off within the test's time.
const { app } = await createTestApp({ env: { HEADERS_TIMEOUT_MS: '800', REQUEST_TIMEOUT_MS: '1500' } });
const account = await createAccount(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as net.AddressInfo;

/** Sends `request` on a fresh socket and answers everything the server writes until it closes. */
const raw = (request: Buffer | string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // One answer is enough: keep-alive would hold the socket open.
      if (/\r\n\r\n/.test(answer) && /content-length: (\d+)/i.test(answer)) {
        const length = Number(/content-length: (\d+)/i.exec(answer)?.[1]);
        if (Buffer.byteLength(answer.split('\r\n\r\n')[1] ?? '', 'latin1') >= length) socket.destroy();
      }
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.split('\r\n\r\n')[1] ?? 'null');

describe('a multipart upload cut short', () => {
  it.each([
    ['/api/v1/users/profile-photo/upload', 'file'],
    ['/api/v1/users/logo/upload', 'file'],
    ['/api/v1/media/photos', 'photos'],
  ])('answers 400 on %s', async (url, field) => {
    const boundary = '----ppcut';
    const photo = await jpegPhoto(300, 200);
    // The file's part begins, then the body stops: no end of the part, no closing boundary.
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo.subarray(0, 500),
    ]);
    const head =
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${account.auth.authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const answer = await raw(Buffer.concat([Buffer.from(head), body]));
    expect([url, statusOf(answer)]).toEqual([url, 400]);
    expect(bodyOf(answer).status).toBe('error');
  });
});

describe('slow clients', () => {
  it('are cut off: 50 connections trickling a body or headers are all closed', async () => {
    const started = Date.now();
    const trickle = (i: number) =>
      new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        const bodyFirst = i % 2 === 0;
        socket.write(
          bodyFirst
            ? 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{'
            : 'GET /healthz HTTP/1.1\r\nHost: x\r\n',
        );
        // One byte every 100 ms: never idle, never done.
        const drip = setInterval(() => socket.writable && socket.write(bodyFirst ? ' ' : 'X'), 100);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
        socket.resume();
      });
    const closedAfter = await Promise.all(Array.from({ length: 50 }, (_, i) => trickle(i)));
    // Within the request timeout plus the server's check interval (1 s), with margin.
    expect(Math.max(...closedAfter)).toBeLessThan(5_000);
  }, 15_000);
});

describe('framing', () => {
  it('answers a request without a Host header with the envelope, not a bare 400', async () => {
    const answer = await raw('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toEqual({
      status: 'error',
      message: 'Malformed request: a Host header is required',
    });
  });

  it('generates its own request id unless a trusted proxy sent a well-formed one', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'forged-by-client' },
    });
    expect(res.headers['x-request-id']).not.toBe('forged-by-client');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/pp-x' };
    const trusted = logOptions(loadEnv({ ...base, TRUST_PROXY: 'true' })).genReqId;
    const untrusted = logOptions(loadEnv(base)).genReqId;
    const asked = (id: string) => ({ headers: { 'x-request-id': id } }) as never;
    expect(trusted(asked('lb-7f3a.91'))).toBe('lb-7f3a.91');
    // A malformed id is replaced by a fresh UUID (a random UUID may itself contain
    // hex letters such as "bad", so the check is the shape, not a substring).
    expect(trusted(asked('bad id\nwith newline'))).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(trusted(asked('x'.repeat(200)))).toHaveLength(36);
    expect(untrusted(asked('lb-7f3a.91'))).not.toBe('lb-7f3a.91');
  });
});
