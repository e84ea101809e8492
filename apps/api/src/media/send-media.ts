import type { FastifyReply } from 'fastify';
import type { ByteRange, MediaStore } from './media-store';

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2, §14.2): its one range;
 * 'unsatisfiable' (416) for a well-formed range that starts past the end or a suffix of 0 bytes;
 * undefined (the header is ignored, the whole file answered with 200) for anything that is not a
 * well-formed bytes range: another unit, bad syntax, last before first. Several ranges are answered
 * with the first only, which browsers accept (they only ever ask for one).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/i.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return { start, end };
}

interface SendOptions {
  key: string;
  mime: string;
  range: string | undefined;
  /** Content-Disposition: attachment with this file name. */
  downloadName?: string;
}

/**
 * Streams a stored object with HTTP Range support (206 + Content-Range, 416 for a range past the
 * end), so a <video> can seek and a download can resume. Answers are private to the signed
 * address and may be cached by the browser only. Answers false (nothing sent) when the key is gone.
 * The route returns `reply` after this: a reply is thenable, so returning what `send` gives from an
 * async function would wait for the stream to end and resolve to undefined.
 */
export async function sendMedia(reply: FastifyReply, store: MediaStore, opts: SendOptions): Promise<boolean> {
  const stat = await store.stat(opts.key);
  if (!stat) return false;
  reply
    .type(opts.mime)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    // The extension's side panel (another origin) shows these too.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (opts.downloadName) reply.header('content-disposition', `attachment; filename="${opts.downloadName}"`);
  const range = opts.range === undefined ? undefined : parseRange(opts.range, stat.bytes);
  if (range === 'unsatisfiable') {
    reply
      .code(416)
      .header('content-range', `bytes */${stat.bytes}`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ status: 'error', message: 'Requested range not satisfiable' }));
  } else if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stat.bytes}`)
      .header('content-length', range.end - range.start + 1)
      .send(await store.get(opts.key, range));
  } else {
    reply.header('content-length', stat.bytes).send(await store.get(opts.key));
  }
  return true;
}
