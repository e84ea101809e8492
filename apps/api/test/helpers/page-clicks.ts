import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { pageClicks } from '../../src/db/schema';

/**
 * The listing's click rows once there are at least `count`. A click is written after its page has
 * gone out (routes/property-pages.ts), so the rows follow the answer a moment later.
 */
export function clicksOf(db: Db, listingId: string, count: number) {
  return vi.waitFor(
    async () => {
      const rows = await db.select().from(pageClicks).where(eq(pageClicks.listing_id, listingId));
      if (rows.length < count) throw new Error(`${rows.length} of ${count} clicks recorded`);
      return rows;
    },
    // A deadline costs time only when the rows never come: generous for a loaded machine.
    { timeout: 15_000, interval: 20 },
  );
}
