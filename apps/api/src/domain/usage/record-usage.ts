import type { ListingSource } from '@pp/contract';
import type { DbOrTx } from '../../db/client';
import { usageEvents } from '../../db/schema';

export type UsageKind = 'conversion' | 'promotion';

export interface UsageEvent {
  userId: string;
  source: ListingSource;
  /** 'conversion' = a listing turned into drafts (one API call); 'promotion' = a post published. */
  kind: UsageKind;
  /** The publish platform for promotions (facebook_marketplace, linkedin, twitter, reel). */
  platform?: string | null;
  listingId?: string | null;
  /** Defaults to the database clock; pass `ctx.now()` so tests driven by the test clock agree. */
  at?: Date;
}

/**
 * Records one usage event. The dashboard counts only `conversion` events as API calls
 * (decisions.md: converting a listing counts one API call); promotions are kept for audit and
 * future per-platform statistics. Call it inside the caller's transaction when there is one.
 */
export async function recordUsage(db: DbOrTx, event: UsageEvent): Promise<void> {
  await db.insert(usageEvents).values({
    user_id: event.userId,
    source: event.source,
    kind: event.kind,
    platform: event.platform ?? null,
    listing_id: event.listingId ?? null,
    ...(event.at ? { occurred_at: event.at } : {}),
  });
}
