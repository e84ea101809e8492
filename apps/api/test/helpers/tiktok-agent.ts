import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { connectedAccounts, creditLedger } from '../../src/db/schema';
import { reelAgent } from './reel-agent';
import { schedulePost } from './social';

/** An agent with credits, TikTok connected, a listing and a finished reel of `size` bytes and `seconds`. */
export async function tiktokAgent(app: App, db: Db, size = 5000, seconds = 30) {
  const { agent, listing, reel, credits } = await reelAgent(app, db, 'tiktok', { size, seconds });
  const id = reel.id;
  const request = (text: string, tiktok: unknown, publishAt?: string) =>
    app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'tiktok',
        reel_id: id,
        text,
        ...(tiktok === undefined ? {} : { tiktok }),
        ...(publishAt ? { publish_at: publishAt } : {}),
      }),
    );
  const schedule = async (text: string, privacy_level = 'PUBLIC_TO_EVERYONE', publishAt?: string) => {
    const res = await request(text, { privacy_level }, publishAt);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const account = async () =>
    (
      await db
        .select()
        .from(connectedAccounts)
        .where(and(eq(connectedAccounts.user_id, agent.userId), eq(connectedAccounts.platform, 'tiktok')))
    )[0]!;
  /**
   * The post's credit, whatever the pricing of reel posts (issue 27 makes them free): at most one
   * debit with the post's id, no refund of a published post, and the balance down by exactly that.
   */
  const chargedOnce = async (postId: string, before: number) => {
    const rows = await db
      .select({ reason: creditLedger.reason })
      .from(creditLedger)
      .where(and(eq(creditLedger.user_id, agent.userId), eq(creditLedger.ref, postId)));
    const debits = rows.filter((r) => r.reason === 'debit').length;
    expect(debits).toBeLessThanOrEqual(1);
    expect(rows.filter((r) => r.reason === 'refund')).toHaveLength(0);
    expect(await credits()).toBe(before - debits);
  };
  return { agent, reel, credits, request, schedule, account, chargedOnce };
}
