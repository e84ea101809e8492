import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

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
