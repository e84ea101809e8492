import { buildAttribution } from '@pp/compliance';
import {
  REEL_HEADLINES,
  type ReelStyle,
  type ReelTemplate,
  type ReelTrack,
  type TListing,
} from '@pp/contract';
import { formatFacts, formatPrice, postLink } from '@pp/posts';
import type { UserRow } from '../../db/schema';
import { isMineFor } from '../listings/drafts-for-listing';
import { DEFAULT_ACCENT } from '../property-pages/page-document';
import type { ReelRow } from './reel-out';
import { isExtraSize } from './render/derive-sizes';
import type { ReelPhotoInput, ReelRenderInput } from './render/render-reel';

/** What the end card needs of the agent it speaks for: name, phone, own brokerage, team, licences. */
export type ReelAgent = Pick<
  UserRow,
  'full_name' | 'phone_number' | 'brokerage_name' | 'team_name' | 'licenses'
> &
  Partial<Pick<UserRow, 'accent_color'>>;

/** The profile's accent colour when it is a #rrggbb value (it is free text), else the product's blue. */
export const reelAccent = (accent: string | null | undefined) =>
  /^#[0-9a-f]{6}$/i.test(accent ?? '') ? (accent as string) : DEFAULT_ACCENT;

/**
 * The brokerage line of the end card (issue 22): the agent's own brokerage from the profile only (with
 * the team beside it), the licence number where the listing's state requires it, and "Listing courtesy
 * of …" when the listing is not theirs (stored answer, else name AND brokerage match). The listing's
 * brokerage is never shown as the agent's; without any brokerage the card says so.
 */
export function brokerageLine(
  listing: TListing,
  user: Omit<ReelAgent, 'phone_number'>,
  storedIsMine: boolean | null = null,
): string {
  const isMine = isMineFor(listing, user, storedIsMine);
  const a = buildAttribution({ agent: user, listing, isMine });
  const own = a.brokerage ? (a.teamName ? `${a.teamName} at ${a.brokerage}` : a.brokerage) : null;
  const line = [own, a.licenseLine, a.courtesyLine].filter(Boolean).join(' · ');
  return line || 'Brokerage not listed';
}

/** The end card's link: the listing's published property page, attributed to reels; else the listing. */
export function reelLink(
  listing: TListing,
  page: { slug: string; page_published: boolean },
  appUrl: string,
): string {
  const pageUrl = page.page_published ? `${appUrl.replace(/\/+$/, '')}/p/${page.slug}` : null;
  return postLink(listing, pageUrl, 'reel');
}

/**
 * California B&P Code §10140.8 (in force 2026-01-01): advertising with a digitally altered photo gives
 * access to the unaltered original. The end card carries the property page's address of the original
 * (the page shows it beside the altered photo, `#photo-<id>`); with several, the first's, where the
 * others follow in the same gallery. Only altered photos with an original, and only while the page is
 * published (an unpublished page is a dead link; the public-output gate refuses an altered photo
 * without an original before a reel is made).
 */
export function reelOriginals(
  photos: { id: string; altered: boolean; original_id: string | null }[],
  page: { slug: string; page_published: boolean },
  appUrl: string,
): ReelRenderInput['originals'] {
  const altered = photos.filter((p) => p.altered && p.original_id);
  if (!page.page_published || altered.length === 0) return undefined;
  return {
    label: altered.length === 1 ? 'Original of the altered photo' : 'Originals of the altered photos',
    url: `${appUrl.replace(/\/+$/, '')}/p/${page.slug}#photo-${altered[0]!.id}`,
  };
}

/**
 * The words of a reel's captions: the post text the agent sent (checked when the reel was asked
 * for). A row from before captions needed the text falls back to the headline lines (the occasion,
 * the address, the facts and the price), never to the listing site's description, which no check read.
 */
export function reelCaptionText(
  row: { template: string; caption_text?: string | null },
  listing: TListing,
): string {
  if (row.caption_text?.trim()) return row.caption_text;
  const place = [listing.address.street, listing.address.city].filter(Boolean).join(', ');
  const lines = [
    REEL_HEADLINES[row.template as ReelTemplate],
    place,
    formatFacts(listing),
    formatPrice(listing),
  ];
  return lines.filter(Boolean).join('. ');
}

/** What the renderer needs, from the reel row, its listing's saved data and the agent's profile. */
export function reelRenderInput(
  row: Pick<ReelRow, 'duration_sec' | 'template' | 'music'> &
    Partial<Pick<ReelRow, 'style' | 'track' | 'captions' | 'caption_text' | 'sizes'>>,
  listing: TListing,
  user: ReelAgent,
  photos: ReelPhotoInput[],
  size: { width: number; height: number },
  link: string = listing.url,
  /** The listing's stored "is this mine?" answer; null: the name-and-brokerage default. */
  storedIsMine: boolean | null = null,
  /** Where the unaltered originals are (reelOriginals), when the reel shows an altered photo. */
  originals?: ReelRenderInput['originals'],
  /** The agent's brand logo, written to a file, when the profile has one. */
  logoPath?: string,
): ReelRenderInput {
  return {
    photos,
    durationSec: row.duration_sec,
    width: size.width,
    height: size.height,
    headline: REEL_HEADLINES[row.template as ReelTemplate],
    price: formatPrice(listing) ?? undefined,
    facts: formatFacts(listing) || undefined,
    street: listing.address.street ?? undefined,
    city: [listing.address.city, listing.address.state].filter(Boolean).join(', ') || undefined,
    agent: {
      name: user.full_name,
      brokerage: brokerageLine(listing, user, storedIsMine),
      phone: user.phone_number || undefined,
    },
    link,
    ...(originals ? { originals } : {}),
    music: row.music,
    ...(row.track ? { track: row.track as ReelTrack } : {}),
    style: (row.style ?? 'classic') as ReelStyle,
    brand: { accent: reelAccent(user.accent_color), ...(logoPath ? { logoPath } : {}) },
    ...(row.captions ? { captions: reelCaptionText(row, listing) } : {}),
    sizes: (row.sizes ?? []).filter(isExtraSize),
  };
}
