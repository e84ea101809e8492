import { readFile, writeFile } from 'node:fs/promises';
import sharp, { type OverlayOptions } from 'sharp';
import {
  columnHeight,
  type Frame,
  INK,
  logoImage,
  pill,
  type ReelLook,
  roundRect,
  stack,
  textColumn,
  unit,
  verticalShade,
} from './overlay-kit';
import { type Box, centredColumn, textBox } from './safe-zones';

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

/** The card's colours per style: Classic and Bold speak in the brand colour, Minimal on paper white. */
function palette(look: ReelLook) {
  if (look.style === 'minimal') {
    return { main: INK, soft: '#4B5563', phone: look.accent, link: look.accent };
  }
  const on = look.onAccent;
  const dark = on === '#000000';
  return {
    main: on,
    soft: dark ? '#1F2937' : '#F3F4F6',
    phone: on,
    link: dark ? '#111827' : '#FFFFFF',
  };
}

/** The card's background: the first photo blurred under the brand colour, solid brand colour, or white. */
async function background(
  frame: Frame,
  look: ReelLook,
  photo: { path: string; width: number; height: number },
) {
  const { width, height } = frame;
  if (look.style === 'minimal') {
    return sharp({ create: { width, height, channels: 3, background: '#F7F7F4' } })
      .png()
      .toBuffer();
  }
  const blurred = await sharp(await readFile(photo.path), {
    raw: { width: photo.width, height: photo.height, channels: 3 },
  })
    .resize(Math.round(width / 16), Math.round(height / 16), { fit: 'cover' })
    .blur(5)
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  // Classic lets the photo show through the brand colour; Bold is the brand colour with a hint of it.
  // Neither darkens toward black: the bottom of the card is as light as its top. Classic's tint is
  // strong enough that its small lines still read over a white wall (seen on the contact sheets: at
  // 62% a bright photo left the address at under 3:1; end-card-contrast.test.ts).
  const [a, b] = look.style === 'bold' ? [0.95, 0.97] : [0.82, 0.88];
  const tint = verticalShade(width, height, look.accent, [
    [0, a],
    [1, b],
  ]);
  return sharp(blurred)
    .composite([{ input: tint, left: 0, top: 0 }])
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The card's lines at `scale`, and the height they take with the logo above them. */
async function cardText(
  frame: Frame,
  text: EndCardText,
  look: ReelLook,
  maxWidth: number,
  logoHeight: number,
  scale: number,
) {
  const u = unit(frame) * scale;
  const colours = palette(look);
  const { items, add } = textColumn(u, { maxWidth, align: 'centre' });
  const place = [text.street, text.city].filter((s) => s?.trim()).join(', ');
  await add(place || undefined, 38, colours.soft, { letterSpacingPx: 1 });
  const afterPlace = items.length;
  await add(text.agent.name, look.style === 'bold' ? 96 : 88, colours.main, { bold: true, gap: 96 });
  // The brokerage line's parts (own brokerage, licence, courtesy credit) each on their own line, so a
  // licence number is never split across lines; short parts do not wrap at all.
  const [own, ...more] = text.agent.brokerage.split(' · ');
  await add(own, 48, colours.soft, { gap: 26 });
  for (const part of more)
    await add(part.length < 28 ? part.replace(/ /g, '\u00A0') : part, 36, colours.soft, { gap: 12 });
  await add(text.agent.phone, 70, colours.phone, { bold: true, gap: 48 });
  await add(text.link ? 'See the listing' : undefined, 34, colours.soft, { gap: 64 });
  const link = { bold: true, gap: 10, wrapAnywhere: true };
  await add(text.link ? displayLink(text.link) : undefined, 38, colours.link, link);
  await add(text.originals?.label, 32, colours.soft, { gap: 36 });
  await add(text.originals ? displayLink(text.originals.url) : undefined, 32, colours.link, {
    ...link,
    gap: 8,
  });
  const plate = look.style === 'minimal' ? 0 : 2 * Math.round(22 * u);
  const logoH = logoHeight ? Math.round(logoHeight * scale) + plate + Math.round(56 * u) : 0;
  return { items, afterPlace, logoH, total: logoH + columnHeight(items) };
}

/**
 * The closing card: the agent's logo, name, brokerage (always shown: NAR rule 12-5 requires it in
 * advertising), phone, the listing link and, when an altered photo was shown, where its unaltered
 * original is (California B&P Code §10140.8), all inside the text box (the platforms' safe zone, with room
 * for the feed cuts' margins). Raw RGB output.
 */
export async function renderEndCard(
  frame: Frame,
  text: EndCardText,
  look: ReelLook,
  firstPhoto: { path: string; width: number; height: number },
  outPath: string,
): Promise<{ content: Box; logo: Box | null; words: Box }> {
  const column = centredColumn(frame);
  const box = textBox(frame);
  const fullLogo = await logoImage(look.logoPath, 360 * unit(frame), 120 * unit(frame));
  // Long names and courtesy lines can outgrow the safe zone: the whole card is drawn smaller until it fits.
  let scale = 1;
  let card = await cardText(frame, text, look, column.width, fullLogo?.height ?? 0, scale);
  for (let i = 0; i < 3 && card.total > box.height; i++) {
    scale *= (box.height / card.total) * 0.98;
    card = await cardText(frame, text, look, column.width, fullLogo?.height ?? 0, scale);
  }
  const { items, afterPlace, logoH, total } = card;
  const u = unit(frame) * scale;
  const colours = palette(look);
  const platePad = Math.round(22 * u);
  const logo = scale < 1 ? await logoImage(look.logoPath, 360 * u, 120 * u) : fullLogo;
  const top = Math.round(Math.max(box.top, box.top + (box.height - total) / 2));
  const layers: OverlayOptions[] = [];
  let logoBox: Box | null = null;
  if (logo) {
    const plate = look.style !== 'minimal';
    const w = logo.width + (plate ? 2 * platePad : 0);
    const h = logo.height + (plate ? 2 * platePad : 0);
    const left = Math.round((frame.width - w) / 2);
    logoBox = { left, top, width: w, height: h };
    if (plate) layers.push({ input: roundRect(w, h, '#FFFFFF', 18 * u), left, top });
    layers.push({
      input: logo.input,
      left: left + (plate ? platePad : 0),
      top: top + (plate ? platePad : 0),
    });
  }
  const textTop = top + logoH;
  const words = stack(items, column.left, textTop, column.width);
  layers.push(...words.layers);
  // A short rule in the accent (or on-accent) colour between the address and the agent.
  if (afterPlace === 1 && items.length > 1) {
    const ruleW = Math.round(120 * u);
    const ruleH = Math.max(2, Math.round(6 * u));
    const ruleTop = Math.round(textTop + items[0]!.image.height + (items[1]!.gapBefore - ruleH) / 2);
    const fill = look.style === 'minimal' ? look.accent : colours.main;
    layers.push({
      input: pill(ruleW, ruleH, fill),
      left: Math.round((frame.width - ruleW) / 2),
      top: ruleTop,
    });
  }
  const pixels = await sharp(await background(frame, look, firstPhoto))
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  await writeFile(outPath, pixels);
  return {
    content: { left: column.left, top, width: column.width, height: total },
    logo: logoBox,
    words: { left: column.left, top: textTop, width: column.width, height: Math.round(words.height) },
  };
}
