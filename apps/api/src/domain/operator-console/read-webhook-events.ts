import type { TOperatorWebhookEvents } from '@pp/contract';
import { count, desc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';

const LATEST = 100;
const WEEK_MS = 7 * 86_400_000;

/**
 * The Stripe events the webhook applied, newest first, and how many of each type this week. The
 * table holds only applied events (each recorded in its effect's transaction); a delivery Stripe
 * retries because it failed shows on Stripe's dashboard, not here.
 */
export async function readWebhookEvents(db: DbOrTx, now: Date): Promise<TOperatorWebhookEvents> {
  const [events, byType] = await Promise.all([
    db.select().from(webhookEvents).orderBy(desc(webhookEvents.received_at)).limit(LATEST),
    db
      .select({ type: webhookEvents.type, count: count() })
      .from(webhookEvents)
      .where(gt(webhookEvents.received_at, new Date(now.getTime() - WEEK_MS)))
      .groupBy(webhookEvents.type)
      .orderBy(desc(count())),
  ]);
  return {
    events: events.map((e) => ({ id: e.id, type: e.type, received_at: e.received_at.toISOString() })),
    by_type: byType,
  };
}
