import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real JPEG of noise (so it is large), cut to its first `bytes`: the header reads, the pixels do not. */
export async function cutJpeg(bytes = 700): Promise<Buffer> {
  const noise = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const whole = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, bytes);
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid PNG of `side`×`side` black pixels, 1 bit each, so 400 megapixels (20,000²) fit in ~50 KB
 * of compressed zeros: a decompression bomb that would need 1.2 GB to decode as RGB.
 */
export function hugePng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
