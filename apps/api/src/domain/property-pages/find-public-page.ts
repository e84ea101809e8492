import { type Attribution, buildAttribution } from '@pp/compliance';
import type { TListing } from '@pp/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, retiredSlugs, type UserRow, userLogos, userPhotos, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isMineFor } from '../listings/drafts-for-listing';
import type { ListingRow } from '../listings/save-listing';

export interface PublicPage {
  /** The listing's row as read with the page, so the gate needs no second read of it. */
  row: ListingRow;
  listingId: string;
  slug: string;
  listing: TListing;
  agent: UserRow;
  hasAgentPhoto: boolean;
  hasLogo: boolean;
  /** The agent's stored answer to "is this my listing?", else the name-and-brokerage default. */
  isMine: boolean;
  /** Who speaks (the agent, from the profile) and whose listing it is (from the listing): issue 22. */
  attribution: Attribution;
}

/** Slugs are lower-case words and digits joined by dashes; anything else cannot name a page. */
export const isSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{2,100}$/.test(slug);

export const pageNotFound = () => new AppError(404, 'This property page does not exist');
export const pageGone = () => new AppError(410, 'This property is no longer advertised here');

/**
 * The published page of a slug with its agent's branding, in one query. A page the agent took
 * down answers 404 like one that never existed; a deleted listing's page answers 410 Gone.
 */
export async function findPublicPage(db: DbOrTx, slug: string): Promise<PublicPage> {
  if (!isSlug(slug)) throw pageNotFound();
  const [row] = await db
    .select({
      listing: listings,
      agent: users,
      hasAgentPhoto: sql<boolean>`exists (select 1 from ${userPhotos} where ${userPhotos.user_id} = ${users.id})`,
      hasLogo: sql<boolean>`exists (select 1 from ${userLogos} where ${userLogos.user_id} = ${users.id})`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.user_id))
    .where(eq(listings.slug, slug));
  if (!row) {
    const [retired] = await db.select().from(retiredSlugs).where(eq(retiredSlugs.slug, slug));
    throw retired ? pageGone() : pageNotFound();
  }
  if (!row.listing.page_published) throw pageNotFound();
  return toPage(row.listing, row.agent, row.hasAgentPhoto, row.hasLogo);
}

const toPage = (l: ListingRow, agent: UserRow, hasAgentPhoto: boolean, hasLogo: boolean): PublicPage => {
  const listing = l.data as TListing;
  const isMine = isMineFor(listing, agent, l.is_mine);
  return {
    row: l,
    listingId: l.id,
    slug: l.slug,
    listing,
    agent,
    hasAgentPhoto,
    hasLogo,
    isMine,
    attribution: buildAttribution({ agent, listing, isMine }),
  };
};
