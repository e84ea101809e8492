import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { findAllowedPageUnrecorded } from './find-allowed-page';
import { ogImage } from './og-image';

/**
 * Draws the listing's Open Graph card, the `cards` queue's job (og-card-jobs.ts) queued when a post
 * about it is published or scheduled (issue 24: the card is drawn at publish). A platform fetches
 * `og:image` as soon as the link is posted; it then reads the stored card instead of waiting for sharp
 * to draw one. A page that may not be shown (or no longer exists) has no card, and `/p/:slug/og.jpg`
 * still draws on demand any state not drawn yet (a price changed after the post). Drawing the card is
 * not a view of the page: the audit trail records the page when a reader is first served it, not here.
 */
export async function prepareOgCard(
  ctx: Pick<AppContext, 'db' | 'media' | 'now'>,
  slug: string,
): Promise<void> {
  const page = await findAllowedPageUnrecorded(ctx, slug).catch((err: unknown) => {
    // The gate's refusal and a missing or retired page are answers, not failures: nothing to draw.
    if (err instanceof AppError) return undefined;
    throw err;
  });
  if (!page) return;
  const body = await ogImage(ctx, page);
  // A card already stored comes back as an open read stream: close it, nobody reads it here.
  if (!Buffer.isBuffer(body)) body.destroy();
}
