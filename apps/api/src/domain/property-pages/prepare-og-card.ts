import type { AppContext } from '../../app-context';
import { findAllowedPageUnrecorded } from './find-allowed-page';
import { ogImage } from './og-image';

/**
 * Draws the listing's Open Graph card when a post about it is published or scheduled (issue 24: the
 * card is drawn at publish). A platform fetches `og:image` as soon as the link is posted; it then reads
 * the stored card instead of waiting for sharp to draw one. Runs after the answer, and never fails the
 * publish: a page that may not be shown has no card, and `/p/:slug/og.jpg` still draws on demand any
 * state not drawn yet (a price changed after the post). Drawing the card is not a view of the page: the
 * audit trail records the page when a reader is first served it, not here.
 */
export function prepareOgCard(ctx: AppContext, slug: string): Promise<void> {
  return findAllowedPageUnrecorded(ctx, slug)
    .then((page) => ogImage(ctx, page))
    .then(
      // A card already stored comes back as an open read stream: close it, nobody reads it here.
      (body) => {
        if (!Buffer.isBuffer(body)) body.destroy();
      },
      () => undefined,
    );
}
