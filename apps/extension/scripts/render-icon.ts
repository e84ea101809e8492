import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/** The toolbar icon's one source: a blue rounded square (accent #1D4ED8) with a white house. */
export const ICON_SVG = readFileSync(new URL('../assets/icon.svg', import.meta.url));
/** The width of the SVG's viewBox, in its units. */
const SVG_UNITS = 100;

/**
 * The icon as a PNG `size` pixels square (Chrome wants PNG for action icons), rendered at that size
 * by sharp rather than scaled from another size, so the small icons stay sharp.
 */
export const iconPng = (size: number, options: { xmp?: string } = {}) => {
  const image = sharp(ICON_SVG, { density: (72 * size) / SVG_UNITS }).resize(size, size);
  return (options.xmp ? image.withXmp(options.xmp) : image).png().toBuffer();
};
