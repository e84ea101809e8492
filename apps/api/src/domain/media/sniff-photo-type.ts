import { sniffImageType } from '../users/profile-photo';

/**
 * The reel photo type from the first bytes: JPEG, PNG or WebP, which sharp decodes here. HEIC is
 * recognised only to refuse it with its own message: the sharp build on npm reads AVIF but has no
 * HEVC decoder, so a HEIC photo could not be rendered.
 */
export function sniffPhotoType(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | null {
  const type = sniffImageType(bytes);
  if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp') return type;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (
    String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|mif1|msf1)$/.test(brand)
  )
    return 'image/heic';
  return null;
}
