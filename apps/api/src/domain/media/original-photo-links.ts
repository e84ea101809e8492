import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, mediaPhotos } from '../../db/schema';

/**
 * California B&P Code §10140.8: advertising that uses a digitally altered photo carries access to
 * the unaltered original. A post's text gets one line per altered photo it shows that has an
 * original: "Original photo: <property page>#photo-<id>" (the page shows the original beside it).
 * Only while the property page is published (an unpublished page answers 404, a dead link); the gate
 * refuses an altered photo without an original before anything is posted.
 */
export async function withOriginalPhotoLinks(
  ctx: Pick<AppContext, 'db' | 'env'>,
  post: { user_id: string; listing_id: string; photo_ids: string[]; text: string },
): Promise<string> {
  if (post.photo_ids.length === 0) return post.text;
  const [listing] = await ctx.db
    .select({ slug: listings.slug, published: listings.page_published })
    .from(listings)
    .where(and(eq(listings.id, post.listing_id), eq(listings.user_id, post.user_id)));
  if (!listing?.published) return post.text;
  const altered = await ctx.db
    .select({ id: mediaPhotos.id })
    .from(mediaPhotos)
    .where(
      and(
        eq(mediaPhotos.user_id, post.user_id),
        inArray(mediaPhotos.id, post.photo_ids),
        eq(mediaPhotos.kind, 'photo'),
        eq(mediaPhotos.altered, true),
        isNotNull(mediaPhotos.original_id),
      ),
    );
  const shown = new Set(altered.map((p) => p.id));
  const page = `${ctx.env.APP_URL.replace(/\/+$/, '')}/p/${listing.slug}`;
  const lines = post.photo_ids
    .filter((id) => shown.has(id))
    .map((id) => `Original photo: ${page}#photo-${id}`);
  return lines.length === 0 ? post.text : `${post.text}\n${lines.join('\n')}`;
}
