import { readFile, writeFile } from 'node:fs/promises';
import sharp, { type OverlayOptions } from 'sharp';
import { drawText, type TextImage, type TextStyle } from './draw-text';

/** Brand colours of the product (deep blue accent, warm amber secondary). */
const BLUE = '#1D4ED8';
const AMBER = '#F59E0B';
export const ALTERED_LABEL = 'Digitally altered photo';

export interface OverlayText {
  headline: string;
  price?: string;
  facts?: string;
  street?: string;
  city?: string;
}

/** A transparent image to lay over the video at (left, top). */
export interface PlacedOverlay {
  path: string;
  left: number;
  top: number;
}

interface Frame {
  width: number;
  height: number;
}

// Layout is designed on a 1080-wide frame and scaled; text stays inside the area that Reels,
// TikTok and Shorts leave free of their own buttons (about 200 px at the top, 400 at the bottom).
const unit = (frame: Frame) => frame.width / 1080;

async function savePng(path: string, width: number, height: number, layers: OverlayOptions[]) {
  const png = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(layers)
    .png({ compressionLevel: 1 })
    .toBuffer();
  await writeFile(path, png);
}

const pill = (w: number, h: number, fill: string, opacity = 1) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" fill-opacity="${opacity}"/></svg>`,
  );

/** Text lines collected top to bottom; an empty value is skipped and takes no gap. */
function textColumn(u: number, style: Pick<TextStyle, 'maxWidth' | 'align'>) {
  const items: { image: TextImage; gapBefore: number }[] = [];
  const add = async (
    value: string | undefined,
    sizePx: number,
    color: string,
    bold: boolean,
    gap: number,
    wrapAnywhere = false,
  ) => {
    if (!value?.trim()) return;
    const image = await drawText(value.trim(), { ...style, sizePx: sizePx * u, color, bold, wrapAnywhere });
    items.push({ image, gapBefore: items.length ? gap * u : 0 });
  };
  return { items, add };
}

/** Stacks text images top to bottom with the given gaps; answers the layers and total height. */
function stack(
  items: { image: TextImage; gapBefore: number }[],
  left: number,
  top: number,
  centreIn?: number,
) {
  const layers: OverlayOptions[] = [];
  let y = top;
  for (const { image, gapBefore } of items) {
    y += gapBefore;
    const x = centreIn === undefined ? left : Math.round((centreIn - image.width) / 2);
    layers.push({ input: image.input, left: x, top: Math.round(y) });
    y += image.height;
  }
  return { layers, height: y - top };
}

/** Where the headline chip and the altered-photo label sit (1080-wide layout units). */
export const CHIP_TOP = 200;
export const LABEL_TOP = 310;

/** The template headline ("JUST LISTED") as a blue chip, shown over the first photo. */
export async function renderHeadlineChip(
  frame: Frame,
  headline: string,
  path: string,
): Promise<PlacedOverlay> {
  const u = unit(frame);
  const margin = Math.round(72 * u);
  const text = await drawText(headline.toUpperCase(), {
    sizePx: 42 * u,
    color: '#FFFFFF',
    bold: true,
    maxWidth: frame.width - 2 * margin - 64 * u,
    letterSpacingPx: 3 * u,
  });
  const padX = Math.round(34 * u);
  const padY = Math.round(18 * u);
  const w = text.width + 2 * padX;
  const h = text.height + 2 * padY;
  await savePng(path, w, h, [
    { input: pill(w, h, BLUE), left: 0, top: 0 },
    { input: text.input, left: padX, top: padY },
  ]);
  return { path, left: margin, top: Math.round(CHIP_TOP * u) };
}

/**
 * "Digitally altered photo", shown over every photo the agent marked altered for as long as it is
 * on screen (California AB 723). Its own row below the headline chip, so the two never overlap.
 */
export async function renderAlteredLabel(frame: Frame, path: string): Promise<PlacedOverlay> {
  const u = unit(frame);
  const text = await drawText(ALTERED_LABEL, {
    sizePx: 34 * u,
    color: '#FFFFFF',
    bold: true,
    maxWidth: 900 * u,
  });
  const padX = Math.round(26 * u);
  const padY = Math.round(14 * u);
  const dot = Math.round(16 * u);
  const w = Math.round(text.width + 2 * padX + dot + padX / 2);
  const h = text.height + 2 * padY;
  await savePng(path, w, h, [
    { input: pill(w, h, '#111827', 0.82), left: 0, top: 0 },
    { input: pill(dot, dot, AMBER), left: padX, top: Math.round((h - dot) / 2) },
    { input: text.input, left: padX + dot + Math.round(padX / 2), top: padY },
  ]);
  return { path, left: Math.round(72 * u), top: Math.round(LABEL_TOP * u) };
}

/**
 * The lower third: price, facts, street and city over a dark gradient that runs to the bottom of
 * the frame, so white text reads on any photo. Every photo shows the same one, so it holds still
 * through the cross-fades while the photos change underneath.
 */
export async function renderInfoOverlay(
  frame: Frame,
  text: OverlayText,
  path: string,
): Promise<PlacedOverlay | null> {
  const u = unit(frame);
  const margin = Math.round(72 * u);
  const maxWidth = frame.width - 2 * margin;
  const { items, add } = textColumn(u, { maxWidth });
  await add(text.price, 96, '#FFFFFF', true, 0);
  await add(text.facts, 44, '#F3F4F6', false, 12);
  await add(text.street, 48, '#FFFFFF', true, 30);
  await add(text.city, 40, '#E5E7EB', false, 6);
  if (!items.length) return null;
  const textHeight = Math.round(items.reduce((sum, i) => sum + i.image.height + i.gapBefore, 0));
  const fadeAbove = Math.round(300 * u);
  const textTop = Math.round(frame.height - 380 * u - textHeight);
  const top = Math.max(0, textTop - fadeAbove);
  const height = frame.height - top;
  const solid = ((textTop - top) / height).toFixed(3);
  const scrim = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="${solid}" stop-color="#000" stop-opacity="0.5"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const { layers } = stack(items, margin, textTop - top);
  await savePng(path, frame.width, height, [{ input: scrim, left: 0, top: 0 }, ...layers]);
  return { path, left: 0, top };
}

/**
 * The link as a viewer would type it from the video: no scheme, no query (the `?src=reel` tag is
 * for links people click in captions; a typed visit counts as direct), no trailing slash. The
 * fragment stays (it names the photo whose original is shown).
 */
export function displayLink(link: string): string {
  try {
    const url = new URL(link);
    return `${url.host}${url.pathname.replace(/\/+$/, '')}${url.hash}`;
  } catch {
    return link;
  }
}

export interface EndCardText {
  agent: { name: string; brokerage: string; phone?: string };
  link?: string;
  originals?: { label: string; url: string };
  street?: string;
  city?: string;
}

/**
 * The closing card: the agent's name, brokerage (always shown: NAR rule 12-5 requires it in
 * advertising), phone, the listing link and, when an altered photo was shown, where its unaltered
 * original is (California B&P Code §10140.8), over a blurred, dimmed first photo. Raw RGB output.
 */
export async function renderEndCard(
  frame: Frame,
  text: EndCardText,
  background: { path: string; width: number; height: number },
  outPath: string,
): Promise<void> {
  const u = unit(frame);
  const maxWidth = frame.width - 2 * Math.round(90 * u);
  const bg = await sharp(await readFile(background.path), {
    raw: { width: background.width, height: background.height, channels: 3 },
  })
    .resize(Math.round(frame.width / 4), Math.round(frame.height / 4), { fit: 'cover' })
    .blur(10)
    .modulate({ brightness: 0.45, saturation: 0.8 })
    .resize(frame.width, frame.height, { fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const { items, add } = textColumn(u, { maxWidth, align: 'centre' });
  const place = [text.street, text.city].filter((s) => s?.trim()).join(', ');
  await add(place || undefined, 42, '#E5E7EB', false, 0);
  const afterPlace = items.length;
  await add(text.agent.name, 100, '#FFFFFF', true, 110);
  // The brokerage line's parts (own brokerage, licence, courtesy credit) each on their own line, so a
  // licence number is never split across lines; short parts do not wrap at all.
  const [own, ...more] = text.agent.brokerage.split(' · ');
  await add(own, 54, '#E5E7EB', false, 22);
  for (const part of more)
    await add(part.length < 28 ? part.replace(/ /g, '\u00A0') : part, 40, '#D1D5DB', false, 14);
  await add(text.agent.phone, 76, AMBER, true, 56);
  await add(text.link ? 'See the listing' : undefined, 38, '#D1D5DB', false, 90);
  await add(text.link ? displayLink(text.link) : undefined, 42, '#BFDBFE', true, 12, true);
  await add(text.originals?.label, 34, '#D1D5DB', false, 44);
  await add(text.originals ? displayLink(text.originals.url) : undefined, 34, '#BFDBFE', true, 10, true);
  const total = items.reduce((sum, i) => sum + i.image.height + i.gapBefore, 0);
  const top = Math.round((frame.height - total) / 2 - 80 * u);
  const { layers } = stack(items, 0, top, frame.width);
  // A short amber rule between the address and the agent.
  if (afterPlace === 1 && items.length > 1) {
    const ruleW = Math.round(120 * u);
    const ruleH = Math.max(2, Math.round(6 * u));
    const ruleTop = Math.round(top + items[0]!.image.height + (items[1]!.gapBefore - ruleH) / 2);
    layers.push({
      input: pill(ruleW, ruleH, AMBER),
      left: Math.round((frame.width - ruleW) / 2),
      top: ruleTop,
    });
  }
  const tint = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${BLUE}" stop-opacity="0.45"/><stop offset="1" stop-color="#0B1220" stop-opacity="0.75"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const pixels = await sharp(bg)
    .composite([{ input: tint, left: 0, top: 0 }, ...layers])
    .removeAlpha()
    .raw()
    .toBuffer();
  await writeFile(outPath, pixels);
}
