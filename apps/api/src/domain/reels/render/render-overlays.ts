import type { OverlayOptions } from 'sharp';
import { drawText } from './draw-text';
import {
  columnHeight,
  columnWidth,
  type Frame,
  INK,
  type PlacedOverlay,
  pill,
  type ReelLook,
  roundRect,
  savePng,
  stack,
  textColumn,
  unit,
  verticalShade,
} from './overlay-kit';
import { textBox } from './safe-zones';

export type { PlacedOverlay } from './overlay-kit';

const AMBER = '#F59E0B';
export const ALTERED_LABEL = 'Digitally altered photo';

export interface OverlayText {
  headline: string;
  price?: string;
  facts?: string;
  street?: string;
  city?: string;
}

/** Left edge of the photo overlays: the safe zone's, or a little more for breathing room. */
const leftEdge = (frame: Frame) => Math.max(textBox(frame).left, Math.round(72 * unit(frame)));

/** The headline chip's height in 1080 units, so the altered label can sit below it. */
const CHIP_ROW = 110;

/** The occasion's headline ("JUST LISTED") at the top of the safe zone, over the first photo. */
export async function renderHeadlineChip(
  frame: Frame,
  headline: string,
  look: ReelLook,
  path: string,
): Promise<PlacedOverlay> {
  const u = unit(frame);
  const box = textBox(frame);
  const left = leftEdge(frame);
  const maxWidth = box.left + box.width - left;
  const bold = look.style === 'bold';
  const minimal = look.style === 'minimal';
  const text = await drawText(headline.toUpperCase(), {
    sizePx: (bold ? 52 : minimal ? 38 : 42) * u,
    color: minimal ? INK : look.onAccent,
    bold: true,
    maxWidth: maxWidth - 80 * u,
    letterSpacingPx: (minimal ? 7 : 3) * u,
  });
  const padX = Math.round((bold ? 30 : 34) * u);
  const padY = Math.round((bold ? 16 : 18) * u);
  const w = text.width + 2 * padX;
  const h = text.height + 2 * padY;
  // Minimal: white pill with an accent dot before the words, the brand colour without a coloured block.
  const dot = minimal ? Math.round(14 * u) : 0;
  const textLeft = padX + (minimal ? dot + Math.round(14 * u) : 0);
  const width = w + textLeft - padX;
  const layers: OverlayOptions[] = minimal
    ? [
        { input: pill(width, h, '#FFFFFF', 0.94), left: 0, top: 0 },
        { input: pill(dot, dot, look.accent), left: padX, top: Math.round((h - dot) / 2) },
      ]
    : [{ input: bold ? roundRect(w, h, look.accent, 6 * u) : pill(w, h, look.accent), left: 0, top: 0 }];
  await savePng(path, width, h, [...layers, { input: text.input, left: textLeft, top: padY }]);
  return { path, left, top: box.top, width, height: h };
}

/**
 * "Digitally altered photo", shown over every photo the agent marked altered for as long as it is
 * on screen (California AB 723). Its own row below the headline chip, so the two never overlap; the
 * same in every style (a legal notice, not decoration).
 */
export async function renderAlteredLabel(frame: Frame, path: string): Promise<PlacedOverlay> {
  const u = unit(frame);
  const text = await drawText(ALTERED_LABEL, {
    sizePx: 34 * u,
    color: '#FFFFFF',
    bold: true,
    maxWidth: 700 * u,
  });
  const padX = Math.round(26 * u);
  const padY = Math.round(14 * u);
  const dot = Math.round(16 * u);
  const w = Math.round(text.width + 2 * padX + dot + padX / 2);
  const h = text.height + 2 * padY;
  await savePng(path, w, h, [
    { input: pill(w, h, INK, 0.82), left: 0, top: 0 },
    { input: pill(dot, dot, AMBER), left: padX, top: Math.round((h - dot) / 2) },
    { input: text.input, left: padX + dot + Math.round(padX / 2), top: padY },
  ]);
  return { path, left: leftEdge(frame), top: labelTop(frame), width: w, height: h };
}

/** Where the altered label's row starts (below the chip's row). */
export const labelTop = (frame: Frame) => textBox(frame).top + Math.round(CHIP_ROW * unit(frame));

/**
 * The facts block: price, facts, street and city, ending at the bottom of the safe zone so the
 * platforms' captions and buttons never cover it. Every photo shows the same one, so it holds still
 * through the cross-fades while the photos change underneath. Classic: white words over a soft
 * shade that fades out above and below (no dark band to the frame's edge); Bold: the price on a
 * block of the brand colour, the address on white; Minimal: dark words on a white card.
 */
export async function renderInfoOverlay(
  frame: Frame,
  text: OverlayText,
  look: ReelLook,
  path: string,
): Promise<PlacedOverlay | null> {
  const u = unit(frame);
  const box = textBox(frame);
  const left = leftEdge(frame);
  const bottom = box.top + box.height;
  const pad = Math.round(34 * u);
  const boxed = look.style !== 'classic';
  const maxWidth = box.left + box.width - left - (boxed ? 2 * pad : 0);
  const on = look.style === 'minimal' ? INK : look.style === 'bold' ? look.onAccent : '#FFFFFF';
  const soft = look.style === 'minimal' ? '#4B5563' : on;

  const top = textColumn(u, { maxWidth });
  await top.add(text.price, look.style === 'bold' ? 104 : 92, on, { bold: true });
  await top.add(text.facts, 42, soft, { gap: 10 });
  const place = textColumn(u, { maxWidth });
  const placeInk = look.style === 'classic' ? '#FFFFFF' : INK;
  await place.add(text.street, 46, placeInk, { bold: true });
  await place.add(text.city, 38, look.style === 'classic' ? '#E5E7EB' : '#4B5563', { gap: 4 });
  // Minimal keeps everything on one card: the address joins the price's column.
  if (look.style === 'minimal' && top.items.length && place.items.length) {
    place.items[0]!.gapBefore = 24 * u;
    top.items.push(...place.items.splice(0));
  }
  if (!top.items.length && !place.items.length) return null;

  const gap = Math.round((boxed ? 14 : 26) * u);
  const blockH = (items: typeof top.items) =>
    items.length ? columnHeight(items) + (boxed ? 2 * pad : 0) : 0;
  const topH = blockH(top.items);
  const placeH = blockH(place.items);
  const total = topH + (topH && placeH ? gap : 0) + placeH;
  const width = frame.width;
  // The shade (classic) reaches above and below the words; the layer is that tall, and clipped to the frame.
  const reach = boxed ? 0 : Math.round(320 * u);
  const layerTop = Math.max(0, bottom - total - reach);
  const height = Math.min(frame.height - layerTop, bottom - layerTop + reach);
  const y0 = bottom - total - layerTop;
  const layers: OverlayOptions[] = [];
  if (!boxed) {
    const a = (y0 / height).toFixed(3);
    const b = ((y0 + total) / height).toFixed(3);
    layers.push({
      // Eased in and out over the reach, so the shade has no edge a viewer can see; 56% under the
      // words, because 40% left the grey facts line unreadable over a white wall (contact sheets).
      input: verticalShade(width, height, '#000000', [
        [0, 0],
        [Number(a) * 0.5, 0.16],
        [Number(a), 0.56],
        [Number(b), 0.56],
        [Number(b) + (1 - Number(b)) * 0.5, 0.16],
        [1, 0],
      ]),
      left: 0,
      top: 0,
    });
    layers.push({
      input: pill(Math.round(90 * u), Math.max(2, Math.round(6 * u)), look.accent),
      left,
      top: Math.max(0, y0 - Math.round(22 * u)),
    });
  }
  const block = (items: typeof top.items, at: number, fill: string, opacity: number) => {
    if (!items.length) return;
    if (boxed) {
      const w = columnWidth(items) + 2 * pad;
      const radius = look.style === 'minimal' ? 26 * u : 6 * u;
      layers.push({ input: roundRect(w, blockH(items), fill, radius, opacity), left, top: at });
    }
    layers.push(...stack(items, left + (boxed ? pad : 0), at + (boxed ? pad : 0)).layers);
  };
  const blockFill = look.style === 'bold' ? look.accent : '#FFFFFF';
  block(top.items, y0, blockFill, look.style === 'bold' ? 0.96 : 0.92);
  block(place.items, y0 + topH + (topH ? gap : 0), '#FFFFFF', 0.92);
  await savePng(path, width, height, layers);
  const contentW = Math.max(columnWidth(top.items), columnWidth(place.items)) + (boxed ? 2 * pad : 0);
  return {
    path,
    left: 0,
    top: layerTop,
    width,
    height,
    content: { left, top: layerTop + y0, width: contentW, height: total },
  };
}
