import { type FileTypeResult, fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** The profile photo and the brokerage logo: what browsers show in an <img>, nothing scriptable (no SVG). */
export const USER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

/**
 * Reel and listing photos: what sharp decodes here. HEIC is left out: the sharp build on npm reads
 * AVIF but has no HEVC decoder, so a HEIC photo could not be rendered.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The image type read from the bytes themselves by file-type (the client's Content-Type header and
 * file name are not trusted), or null when it is none of `accepted`. An animated PNG is a PNG.
 */
export async function imageType<T extends string>(
  source: Uint8Array | { file: string },
  accepted: readonly T[],
): Promise<T | null> {
  const found: FileTypeResult | undefined =
    source instanceof Uint8Array ? await fileTypeFromBuffer(source) : await fileTypeFromFile(source.file);
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  return accepted.find((type) => type === mime) ?? null;
}
