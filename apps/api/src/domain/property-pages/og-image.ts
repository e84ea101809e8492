import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LISTING_STATUS_LABELS, type ListingStatus } from '@pp/contract';
import { formatAddress, formatFacts, formatPrice } from '@pp/posts';
import type { AppContext } from '../../app-context';
import type { PublicPage } from './find-public-page';
import { drawOgCard, type OgCardText } from './og-card';
import { DEFAULT_ACCENT } from './page-document';
import { listPagePhotos, photoVariant } from './page-photos';

const bytesOf = async (body: Readable | Buffer): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const ogImagePath = (slug: string) => `/p/${slug}/og.jpg`;

/** What the card states: the page's own facts and attribution, so the preview never says more. */
export function ogCardText(page: PublicPage): OgCardText {
  const { listing, attribution, agent } = page;
  return {
    badge: listing.status ? LISTING_STATUS_LABELS[listing.status as ListingStatus] : null,
    price: formatPrice(listing) || null,
    facts: formatFacts(listing),
    address: formatAddress(listing) || 'Property',
    presentedBy: `Presented by ${attribution.agentLine}${attribution.licenseLine ? `, ${attribution.licenseLine}` : ''}`,
    courtesy: attribution.courtesyLine ?? null,
    accent: /^#[0-9a-f]{6}$/i.test(agent.accent_color ?? '')
      ? (agent.accent_color as string)
      : DEFAULT_ACCENT,
  };
}

/** Where every card of the listing is kept, whatever its state: deleting the listing removes them. */
export const ogCardPrefix = (userId: string, listingId: string) => `og/${userId}/${listingId}-`;

/**
 * The page's Open Graph card, drawn the first time it is asked for in each state of the listing
 * (its facts, attribution and cover photo make the stored name), so a price change or a new
 * courtesy line draws a new card and a shared link never shows a stale one.
 */
export async function ogImage(
  ctx: Pick<AppContext, 'db' | 'media'>,
  page: PublicPage,
): Promise<Readable | Buffer> {
  const text = ogCardText(page);
  const [cover] = await listPagePhotos(ctx, page.listingId);
  const state = createHash('sha256')
    .update(JSON.stringify([text, cover?.id ?? null]))
    .digest('hex')
    .slice(0, 16);
  const key = `${ogCardPrefix(page.agent.id, page.listingId)}${state}.jpg`;
  if (await ctx.media.stat(key)) return ctx.media.get(key);
  const variant = cover ? await photoVariant(ctx, page.listingId, cover.id, 1200, 'jpg') : undefined;
  const body = await drawOgCard(variant ? await bytesOf(variant.body) : null, text);
  await ctx.media.put(key, body);
  return body;
}
