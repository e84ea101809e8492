import type { PublicPage } from './find-public-page';
import { html, type Raw, raw } from './html';
import { originalUrl, type PagePhoto, PHOTO_WIDTHS, photoUrl } from './page-photos';

// What each photo is drawn at (CSS in page-css.ts), so the browser picks the right width from srcset.
const HERO_SIZES = '(min-width: 1168px) 1120px, (min-width: 800px) calc(100vw - 48px), 100vw';
const STRIP_SIZES = '(min-width: 500px) 420px, 84vw';

/** One photo: the hero (index 0) or a photo of the strip. */
export function photoFigure(page: PublicPage, photo: PagePhoto, index: number, alt: string): Raw {
  const srcset = PHOTO_WIDTHS.map((w) => `${photoUrl(page.slug, photo.id, w)} ${w}w`).join(', ');
  // The first photo is the page's largest paint: fetched at once with high priority; the rest wait.
  const loading =
    index === 0 ? raw(' fetchpriority="high" decoding="async"') : raw(' loading="lazy" decoding="async"');
  const height = Math.round((800 * photo.height) / photo.width);
  // California B&P Code §10140.8: an altered photo links to its unaltered original, beside it.
  const original = photo.original_id
    ? html` · <a href="${originalUrl(page.slug, photo.id)}">See the original</a>`
    : '';
  // A strip photo takes keyboard focus: Tab walks the photos (each scrolls into view) and the arrow
  // keys scroll the strip, with no script.
  const attrs = index === 0 ? raw(' class="hero"') : raw(' tabindex="0"');
  return html`<figure id="photo-${photo.id}"${attrs}><img src="${photoUrl(page.slug, photo.id, 800)}" srcset="${srcset}" sizes="${index === 0 ? HERO_SIZES : STRIP_SIZES}" width="800" height="${height}" alt="${alt}"${loading}>${photo.altered ? html`<figcaption class="tag">Digitally altered photo${original}</figcaption>` : ''}</figure>`;
}

/**
 * The photos after the cover: a strip that scrolls sideways and snaps to each photo (touch: swipe;
 * keyboard: Tab and the arrow keys; no JavaScript), each photo whole at the strip's height.
 */
export function photoStrip(page: PublicPage, rest: PagePhoto[], address: string): Raw {
  if (!rest.length) return raw('');
  return html`<h2 class="gallery-h" id="photos">Photos</h2>
<p class="hint">Swipe or scroll sideways. With a keyboard, Tab moves from photo to photo.</p>
<div class="gallery">${rest.map((p, i) => photoFigure(page, p, i + 1, `Photo ${i + 2} of ${address}`))}</div>`;
}
