import { REEL_HEADLINES, type ReelTemplate, type TListing } from '@pp/contract';
import { formatFacts, formatPrice, postLink } from '@pp/posts';
import type { UserRow } from '../../db/schema';
import type { ReelRow } from './reel-out';
import type { ReelPhotoInput, ReelRenderInput } from './render/render-reel';

const sameName = (a: string, b: string | null) =>
  b !== null && a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The brokerage line of the end card, which advertising rules (NAR 12-5) never let us leave out.
 * The agent's own brokerage (profile branding) comes first; advertising someone else's listing
 * also credits the listing brokerage. Without a brokerage on the profile the listing's is used,
 * and a listing without one says so rather than inventing a firm.
 */
export function brokerageLine(
  listing: TListing,
  user: Pick<UserRow, 'full_name' | 'brokerage_name'>,
): string {
  const own = user.brokerage_name.trim();
  const listed = listing.brokerage?.trim() || null;
  const agentsListing = sameName(user.full_name, listing.agent_name);
  if (own) {
    if (agentsListing || !listed || sameName(own, listed)) return own;
    return `${own} · Listing courtesy of ${listed}`;
  }
  if (!listed) return 'Brokerage not listed';
  return agentsListing ? listed : `Listing courtesy of ${listed}`;
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

/** What the renderer needs, from the reel row, its listing's saved data and the agent's profile. */
export function reelRenderInput(
  row: Pick<ReelRow, 'duration_sec' | 'template' | 'music'>,
  listing: TListing,
  user: Pick<UserRow, 'full_name' | 'phone_number' | 'brokerage_name'>,
  photos: ReelPhotoInput[],
  size: { width: number; height: number },
  link: string = listing.url,
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
      brokerage: brokerageLine(listing, user),
      phone: user.phone_number || undefined,
    },
    link,
    music: row.music,
  };
}
