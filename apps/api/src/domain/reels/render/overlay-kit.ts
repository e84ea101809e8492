import { writeFile } from 'node:fs/promises';
import type { ReelStyle } from '@pp/contract';
import sharp, { type OverlayOptions } from 'sharp';
import { readableOn } from '../../property-pages/html';
import { drawText, type TextImage, type TextStyle } from './draw-text';

/** Shared pieces of the reel's drawn layers (chip, label, facts block, end card). */

export interface Frame {
  width: number;
  height: number;
}

/** A transparent image to lay over the video at (left, top). */
export interface PlacedOverlay {
  path: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Where its words and panels are, when the layer is larger (a shade): what must stay in the safe zone. */
  content?: { left: number; top: number; width: number; height: number };
}

/** The reel's look: its style and the agent's brand colour (and logo, a PNG/JPEG file). */
export interface ReelLook {
  style: ReelStyle;
  accent: string;
  /** Black or white, whichever reads on the accent. */
  onAccent: string;
  logoPath?: string;
}

export function reelLook(style: ReelStyle, accent: string, logoPath?: string): ReelLook {
  return { style, accent, onAccent: readableOn(accent), ...(logoPath ? { logoPath } : {}) };
}

/** Layouts are designed on a 1080-wide frame and scaled. */
export const unit = (frame: Frame) => frame.width / 1080;

export const INK = '#111827';

export async function savePng(path: string, width: number, height: number, layers: OverlayOptions[]) {
  const png = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(layers)
    .png({ compressionLevel: 1 })
    .toBuffer();
  await writeFile(path, png);
}

/** A filled rounded rectangle as SVG (radius h/2 makes a pill). */
export const roundRect = (w: number, h: number, fill: string, radius: number, opacity = 1) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${radius}" fill="${fill}" fill-opacity="${opacity}"/></svg>`,
  );

export const pill = (w: number, h: number, fill: string, opacity = 1) =>
  roundRect(w, h, fill, h / 2, opacity);

/** A vertical gradient of one colour through the given (offset, opacity) stops. */
export const verticalShade = (w: number, h: number, colour: string, stops: [number, number][]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">${stops
      .map(([o, a]) => `<stop offset="${o.toFixed(3)}" stop-color="${colour}" stop-opacity="${a}"/>`)
      .join('')}</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );

export type Item = { image: TextImage; gapBefore: number };

/** Text lines collected top to bottom; an empty value is skipped and takes no gap. */
export function textColumn(u: number, style: Pick<TextStyle, 'maxWidth' | 'align'>) {
  const items: Item[] = [];
  const add = async (
    value: string | undefined,
    sizePx: number,
    color: string,
    opts: { bold?: boolean; gap?: number; wrapAnywhere?: boolean; letterSpacingPx?: number } = {},
  ) => {
    if (!value?.trim()) return;
    const image = await drawText(value.trim(), {
      ...style,
      sizePx: sizePx * u,
      color,
      bold: opts.bold ?? false,
      wrapAnywhere: opts.wrapAnywhere ?? false,
      letterSpacingPx: (opts.letterSpacingPx ?? 0) * u,
    });
    items.push({ image, gapBefore: items.length ? (opts.gap ?? 0) * u : 0 });
  };
  return { items, add };
}

export const columnHeight = (items: Item[]) =>
  Math.round(items.reduce((sum, i) => sum + i.image.height + i.gapBefore, 0));
export const columnWidth = (items: Item[]) => Math.max(0, ...items.map((i) => i.image.width));

/** Stacks text images top to bottom with their gaps; centred in `centreIn` px when given. */
export function stack(items: Item[], left: number, top: number, centreIn?: number) {
  const layers: OverlayOptions[] = [];
  let y = top;
  for (const { image, gapBefore } of items) {
    y += gapBefore;
    const x = centreIn === undefined ? left : Math.round(left + (centreIn - image.width) / 2);
    layers.push({ input: image.input, left: x, top: Math.round(y) });
    y += image.height;
  }
  return { layers, height: y - top };
}

/** The agent's logo scaled to fit the box (never enlarged past 2x), or null when there is none. */
export async function logoImage(path: string | undefined, maxW: number, maxH: number) {
  if (!path) return null;
  try {
    // Transparent or white margins trimmed first, so the logo's own ink is what gets centred.
    const trimmed = await sharp(path)
      .trim({ threshold: 10 })
      .png()
      .toBuffer()
      .catch(() => path);
    const { data, info } = await sharp(trimmed)
      .resize(Math.round(maxW), Math.round(maxH), { fit: 'inside', withoutEnlargement: false })
      .ensureAlpha()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  } catch {
    return null; // an unreadable logo leaves the card without one rather than failing the reel
  }
}
