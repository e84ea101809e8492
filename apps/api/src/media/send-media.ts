import type { FastifyReply } from 'fastify';
import type { ByteRange, MediaStore } from './media-store';

/**
 * The one range of a `Range: bytes=…` header, resolved against the size; null when the header asks
 * for something this file does not have (416). Several ranges are answered with the first only,
 * which browsers accept (they only ever ask for one).
 */
export function parseRange(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
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
 * address and may be cached by the browser only.
 */
export async function sendMedia(reply: FastifyReply, store: MediaStore, opts: SendOptions) {
  const stat = await store.stat(opts.key);
  if (!stat) return null;
  reply
    .type(opts.mime)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    // The extension's side panel (another origin) shows these too.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (opts.downloadName) reply.header('content-disposition', `attachment; filename="${opts.downloadName}"`);
  if (opts.range) {
    const range = parseRange(opts.range, stat.bytes);
    if (!range) {
      return reply.code(416).header('content-range', `bytes */${stat.bytes}`).type('application/json').send({
        status: 'error',
        message: 'Requested range not satisfiable',
      });
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stat.bytes}`)
      .header('content-length', range.end - range.start + 1)
      .send(await store.get(opts.key, range));
  }
  return reply.header('content-length', stat.bytes).send(await store.get(opts.key));
}
