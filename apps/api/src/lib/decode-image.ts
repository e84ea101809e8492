import sharp from 'sharp';

/**
 * The most pixels an image may hold: 50 megapixels, above any phone photo (a 48 MP sensor saves
 * 12 MP by default; 48 MP raw mode is 8000×6000) and far below sharp's default of 268 MP, which
 * lets a 389 KB PNG of zeros ask for 1.2 GB to decode (https://sharp.pixelplus.dev/api-constructor,
 * `limitInputPixels`).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * sharp with the pixel limit, failing on a file cut short (`failOn: 'truncated'`): every image read
 * from an upload or the store goes through this.
 */
export const openImage = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });

/** An image that could not be decoded (cut short, damaged, over the pixel limit). */
export class UnreadableImage extends Error {
  constructor(cause: unknown) {
    super(`image could not be decoded: ${(cause as Error)?.message ?? cause}`, { cause });
    this.name = 'UnreadableImage';
  }
}

/** `work` (a sharp pipeline), with any failure of it as an UnreadableImage. */
export async function decoding<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw new UnreadableImage(err);
  }
}

/**
 * Decodes every pixel of the image (a small resize reads the whole file: the header alone, which
 * `metadata()` reads, says nothing of what follows) and answers its size as shown (EXIF orientation
 * 5-8 swaps width and height). Throws UnreadableImage when it is cut short, damaged or too large.
 */
export async function decodeImage(input: string | Buffer): Promise<{ width: number; height: number }> {
  return decoding(
    (async () => {
      const image = openImage(input);
      const meta = await image.metadata();
      if (!meta.width || !meta.height) throw new Error('no size');
      await image.clone().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
      const turned = (meta.orientation ?? 1) >= 5;
      return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    })(),
  );
}
