import type { TPromotion } from '@pp/contract';
import { pageClicks } from '../../apps/api/src/db/schema';
import type { E2eAccount } from './accounts';
import type { Product } from './product';
import { apiAs } from './seed-agent';

/**
 * Results to look at (issue 24): two published posts of the listing (LinkedIn and X, each link with
 * its own id), 14 clicks over the last week (LinkedIn 8, X 3, Facebook 2, direct 1) and one lead
 * from the LinkedIn post, sent through the property page's form. Answers the two promotions.
 */
export async function seedResults(product: Product, account: E2eAccount, listingId: string, pageUrl: string) {
  const publish = async (platform: string, text: string) =>
    (await apiAs(product, account.auth, 'POST', '/promotions', {
      listing_id: listingId,
      platform,
      text,
    })) as TPromotion;
  const li = await publish('linkedin', `Just listed: 1220 Garcia St NE. Tour it: ${pageUrl}`);
  const x = await publish('twitter', `New on the market: 1220 Garcia St NE ${pageUrl}`);
  // Visits over the last week, written as the page's click rows (one visitor each): the browser
  // here cannot come from many addresses, and the counting itself is the API tests' business.
  const userId = account.userId;
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const visits: Array<[string, string | null, number, number]> = [
    ['li', li.promotion_id, 0, 4],
    ['li', li.promotion_id, 2, 3],
    ['li', li.promotion_id, 5, 1],
    ['x', x.promotion_id, 1, 2],
    ['x', x.promotion_id, 3, 1],
    ['fb', null, 4, 2],
    ['direct', null, 6, 1],
  ];
  await product.app.ctx.db.insert(pageClicks).values(
    visits.flatMap(([src, post, ago, n]) =>
      Array.from({ length: n }, (_, i) => ({
        listing_id: listingId,
        user_id: userId,
        src,
        post_id: post,
        day: day(ago),
        visitor: `seed-${src}-${ago}-${i}`,
      })),
    ),
  );
  const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
  const lead = new URLSearchParams({
    name: 'Ann Buyer',
    email: 'ann@example.com',
    src: 'li',
    post: li.promotion_id,
  });
  await fetch(`${new URL(pageUrl).origin}${new URL(pageUrl).pathname}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent },
    body: lead.toString(),
    redirect: 'manual',
  });
  return { li, x };
}
