import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';

export interface WebhookEventRef {
  id: string;
  type: string;
}

/**
 * Claims an event id inside the caller's transaction: true the first time, false for a redelivery.
 * Because the claim commits or rolls back with the event's effect, an effect is never applied twice
 * and never lost (a failed effect releases the id for Stripe's retry).
 */
export async function claimWebhookEvent(tx: DbOrTx, event: WebhookEventRef, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type, received_at: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}
