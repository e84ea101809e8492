import sharp from 'sharp';
import { decoding, openImage } from '../../lib/decode-image';
import { readableOn } from './html';

/**
 * The Open Graph image of a property page (issue 24): 1200×630, the size Facebook, LinkedIn and X
 * show large (https://developers.facebook.com/docs/sharing/webmasters/images/ — 1200×630 for link
 * shares; X's summary_large_image takes 2:1 down to 300×157). The cover photo fills it; over its
 * lower part, the status, price, facts and address; on a white bar, who presents it and, for
 * another broker's listing, the listing's credit — the same attribution as the page (issue 22).
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgCardText {
  /** "For sale", "Sold"… or null. */
  badge: string | null;
  price: string | null;
  facts: string;
  address: string;
  /** "Presented by <agent line>[, <licence line>]". */
  presentedBy: string;
  /** "Listing courtesy of <agent>, <firm>", or null for the agent's own listing. */
  courtesy: string | null;
  /** #rrggbb, checked by the caller. */
  accent: string;
}

const FONT = "Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const SIDE = 56;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * `text` cut with an ellipsis to fit `width` px at `size` px. The server has no text measurer, so it
 * counts with a sans-serif's average advance (0.55 em regular, 0.6 em bold: Arial/Liberation's
 * average for mixed case and digits), which errs on the short side.
 */
export function fitText(text: string, size: number, width: number, bold = false): string {
  const max = Math.max(1, Math.floor(width / (size * (bold ? 0.6 : 0.55))));
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The overlay drawn over the photo, as SVG (rendered by sharp's librsvg). */
export function ogCardSvg(t: OgCardText): string {
  const inner = OG_WIDTH - 2 * SIDE;
  const barHeight = t.courtesy ? 78 : 56;
  const barTop = OG_HEIGHT - barHeight;
  const onAccent = readableOn(t.accent);
  const line = (y: number, size: number, text: string, opts: { bold?: boolean; fill?: string } = {}) =>
    `<text x="${SIDE}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.bold ? 700 : 400}" fill="${opts.fill ?? '#ffffff'}">${escapeXml(fitText(text, size, inner, opts.bold))}</text>`;
  const address = barTop - 26;
  const facts = address - 42;
  const price = t.facts ? facts - 62 : address - 62;
  // The pill sits clear of the line under it: its bottom 16 px above that line's cap height.
  const under = t.price
    ? { y: price, size: 64 }
    : t.facts
      ? { y: facts, size: 30 }
      : { y: address, size: 26 };
  const badgeY = Math.round(under.y - under.size * 0.75 - 16 - 36);
  const badge = t.badge
    ? `<rect x="${SIDE}" y="${badgeY}" rx="18" width="${Math.round(t.badge.length * 13 + 40)}" height="36" fill="${t.accent}"/>
<text x="${SIDE + 20}" y="${badgeY + 25}" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="1" fill="${onAccent}">${escapeXml(t.badge.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#0f172a" stop-opacity="0"/><stop offset="0.55" stop-color="#0f172a" stop-opacity="0.55"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.9"/>
</linearGradient></defs>
<rect x="0" y="${Math.round(OG_HEIGHT * 0.35)}" width="${OG_WIDTH}" height="${Math.round(OG_HEIGHT * 0.65)}" fill="url(#shade)"/>
${badge}
${t.price ? line(price, 64, t.price, { bold: true }) : ''}
${t.facts ? line(facts, 30, t.facts) : ''}
${line(address, 26, t.address, { fill: '#e2e8f0' })}
<rect x="0" y="${barTop}" width="${OG_WIDTH}" height="${barHeight}" fill="#ffffff"/>
<rect x="0" y="${barTop}" width="8" height="${barHeight}" fill="${t.accent}"/>
${line(barTop + 36, 22, t.presentedBy, { bold: true, fill: '#0f172a' })}
${t.courtesy ? line(barTop + 64, 19, t.courtesy, { fill: '#475569' }) : ''}
</svg>`;
}

/** The card as a JPEG: the cover photo cropped to fill (around what sharp finds most salient). */
export async function drawOgCard(cover: string | Buffer | null, text: OgCardText): Promise<Buffer> {
  const base = cover
    ? openImage(cover)
        .rotate()
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    : sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: text.accent } });
  return decoding(
    base
      .composite([{ input: Buffer.from(ogCardSvg(text)), top: 0, left: 0 }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
