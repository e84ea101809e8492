import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { usageEvents } from '../../src/db/schema';

/** The user's recorded publications (usage events of kind `promotion`), the rows the usage charts count. */
export const promotionEvents = (db: Db, userId: string) =>
  db
    .select()
    .from(usageEvents)
    .where(and(eq(usageEvents.user_id, userId), eq(usageEvents.kind, 'promotion')));
