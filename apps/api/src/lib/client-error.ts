import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Node's parser codes that have their own status; every other framing error is a 400. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'Malformed request',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before any route runs
 * (broken framing, oversized headers) still get the JSON envelope, then the connection closes.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = STATUS_BY_CODE[err.code ?? ''] ?? 400;
  const body = JSON.stringify({ status: 'error', message: MESSAGE_BY_STATUS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node's own check answers a bare 400 with no body,
 * so the server turns it off (requireHostHeader: false) and this hook answers the envelope instead.
 */
export async function requireHost(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.host || request.raw.httpVersion !== '1.1') return;
  reply.header('connection', 'close');
  return reply.code(400).send({ status: 'error', message: 'Malformed request: a Host header is required' });
}
