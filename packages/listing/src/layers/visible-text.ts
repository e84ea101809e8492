import { parseNumber, parsePrice, printedCurrency } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapStatus } from '../helpers/status';
import { absoluteUrl } from '../helpers/text';
import { Collector, type LayerResult } from './collector';
import { type PageContext, pageContext, type TextChunk } from './page-scan';
import { photoKey } from './record-photos';
import { labelReader, readAddress, readFigures, readLabelled } from './text-facts';

/**
 * Layer 4: the page as a person reads it. Label and value pairs ("Beds 3", "Year built: 1999",
 * "Listing Agent: …"), figures with their unit ("3 bd | 2 ba | 1,850 sqft"), the address in the
 * heading or the title, the status badge, the gallery's photos. It knows no site's markup, so it reads
 * any design — and so everything it alone finds is shown to the agent to confirm.
 */

/** A price as a badge prints it ("$1,880,000", "C$2,098,000", "$3,200/mo"), alone in its element. */
const PRICE = /^(?:C|CA|US)?\$\s?\d{1,3}(?:,\d{3})+(?:\s*\/\s*mo(?:nth)?)?\+?$/i;
const STATUS =
  /^(?:[\w-]+ )?(for sale|for rent|pending|sold|off market|active|contingent|under contract|coming soon|recently sold)\b/i;
/** A figure followed by one of these is a rate or an estimate ("$9,400" "Price/Sq.Ft.", "$1.2M" "(est.)"). */
const AFTER_NOT_PRICE = /^\(est\b|estimate|price\/sq|per sq|hoa|\/mo|per month/i;
const ESTIMATE = /\best\b|estimate|zestimate|payment|mortgage|price\/sq/i;

const readPrice = (chunks: TextChunk[], i: number, into: Collector) => {
  const chunk = chunks[i]!;
  if (into.has('price') || chunk.chrome || !PRICE.test(chunk.text)) return;
  // "Est. $1,149,540", "Zestimate®: $1.2M", "$1.2M (est.)": an estimate is never a price. ("Est." after
  // a price opens the monthly payment estimate that follows it.)
  const before = chunks[i - 1]?.text ?? '';
  if (
    ESTIMATE.test(before) ||
    ESTIMATE.test(chunk.text.replace(/\/mo(nth)?$/i, '')) ||
    AFTER_NOT_PRICE.test(chunks[i + 1]?.text ?? '')
  )
    return;
  into.set('price', parsePrice(chunk.text), `text "${chunk.text}"`);
  if (printedCurrency(chunk.text) === 'CAD') into.set('currency', 'CAD', `text "${chunk.text}"`);
};

const readStatus = (chunk: TextChunk, into: Collector) => {
  if (into.has('status') || chunk.chrome || chunk.text.length > 30) return;
  const m = STATUS.exec(chunk.text);
  if (m) into.set('status', mapStatus(m[1]), `text badge "${chunk.text}"`);
};

/** The widest candidate of a srcset ("a.jpg 384w, b.jpg 1536w"). */
const widestOfSrcset = (srcset: string | null): string | null => {
  let best: { url: string; w: number } | null = null;
  for (const part of (srcset ?? '').split(/,\s+/)) {
    const [u, size] = part.trim().split(/\s+/);
    const w = parseNumber(size) ?? 0;
    if (u && (!best || w > best.w)) best = { url: u, w };
  }
  return best?.url ?? null;
};

const NOT_A_PHOTO = /logo|icon|sprite|avatar|agent|map|staticmap|badge|\.svg|\.gif|data:/i;

const galleryPhotos = (images: Element[], url: string): string[] =>
  dedupePhotos(
    images.flatMap((img) => {
      const raw =
        widestOfSrcset(img.getAttribute('srcset') ?? img.getAttribute('data-srcset')) ??
        img.getAttribute('data-src') ??
        img.getAttribute('src');
      const u = absoluteUrl(raw, url);
      return u && !NOT_A_PHOTO.test(u) ? [{ url: u, key: photoKey(u) }] : [];
    }),
  );

export const visibleTextLayer = (
  document: Document,
  url: string,
  page: PageContext = pageContext(document, url),
): LayerResult => {
  const into = new Collector();
  const { chunks, galleryImages, title } = page.scan();
  readAddress(
    chunks
      .filter((c) => c.heading)
      .map((c) => c.text)
      .join(' '),
    into,
    'h1',
  );
  readAddress(title, into, 'title');
  // The gallery's pictures carry the address as their alternative text on many designs.
  readAddress(galleryImages[0]?.getAttribute('alt'), into, 'gallery img[alt]');
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    const next = chunks[i + 1];
    readPrice(chunks, i, into);
    readStatus(chunk, into);
    if (chunk.text.length > 200) continue;
    if (readLabelled(chunk.text, into, 'text')) continue;
    const reader = labelReader(chunk.text);
    if (reader) {
      // Most designs print the label first ("Year Built" 1921); some the value first (1921 "Year Built").
      const before = Object.keys(into.paths).length;
      // "Jane Roe" "with" "Big Realty" in elements of their own read as the one line they print.
      const firm = /^with$/i.test(chunks[i + 2]?.text ?? '') ? chunks[i + 3]?.text : undefined;
      if (next) reader(firm ? `${next.text} with ${firm}` : next.text, into, `text "${chunk.text}" +1`);
      const prev = chunks[i - 1];
      if (Object.keys(into.paths).length === before && prev)
        reader(prev.text, into, `text "${chunk.text}" -1`);
      continue;
    }
    // "3" then "bd", or "1,850" then "sqft": the figure and its unit printed in elements of their own.
    if (next && /^[\d,.]+$/.test(chunk.text)) readFigures(`${chunk.text} ${next.text}`, into, 'text');
    else readFigures(chunk.text, into, 'text');
  }
  into.set('photos', galleryPhotos(galleryImages, url), 'gallery img');
  return into.result();
};
