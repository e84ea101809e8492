import { ADDON_KEYS, DAY_MS, MESSAGES, TRIAL_CREDITS, TRIAL_DAYS } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { addCredits } from '../credits/change-credits';

/** Once per account: 7 days and the trial credits of decisions.md, all or nothing. */
export async function startTrial(ctx: AppContext, userId: string) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        has_used_trial: true,
        trial_end: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        updated_at: now,
      })
      .where(and(eq(users.id, userId), eq(users.has_used_trial, false)))
      .returning();
    if (!user) throw conflict(MESSAGES.trialAlreadyUsed);
    for (const addon of ADDON_KEYS) {
      await addCredits(tx, userId, addon, TRIAL_CREDITS[addon], 'grant', 'trial', now);
    }
    const [fresh] = await tx.select().from(users).where(eq(users.id, userId));
    return fresh!;
  });
}
