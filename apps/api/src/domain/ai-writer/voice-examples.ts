import { AI_WRITER_MESSAGES, type TAiWriterStatus } from '@pp/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db, DbOrTx } from '../../db/client';
import { scheduledPosts, users, voiceExamples } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getUser } from '../users/find-user';

/** Examples kept per agent: the newest few are enough for a voice, and little is kept about anyone. */
const KEPT = 10;
/** Examples quoted in one prompt. */
export const QUOTED = 3;

/** The agent's choice and exactly what is stored, newest first (what the prompt may quote). */
export async function voiceStatus(
  ctx: AppContext,
  userId: string,
  available: boolean,
): Promise<TAiWriterStatus> {
  const user = await getUser(ctx.db, userId);
  const rows = await examplesOf(ctx.db, userId, KEPT);
  return {
    available,
    use_my_posts: user.voice_examples_opt_in,
    examples: rows.map((r) => ({ id: r.id, text: r.text, created_at: r.created_at.toISOString() })),
  };
}

const examplesOf = (db: DbOrTx, userId: string, limit: number) =>
  db
    .select()
    .from(voiceExamples)
    .where(eq(voiceExamples.user_id, userId))
    .orderBy(desc(voiceExamples.created_at), desc(voiceExamples.id))
    .limit(limit);

/** The texts a rewrite may quote: none unless the agent opted in. */
export async function quotedExamples(db: Db, userId: string, optedIn: boolean): Promise<string[]> {
  if (!optedIn) return [];
  return (await examplesOf(db, userId, QUOTED)).map((r) => r.text);
}

/**
 * Turning it on copies the agent's latest published posts as the first examples (their own words,
 * already public); turning it off forgets every stored example, so "off" means nothing is kept.
 */
export async function setVoiceOptIn(ctx: AppContext, userId: string, on: boolean) {
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ voice_examples_opt_in: on }).where(eq(users.id, userId));
    if (!on) {
      await tx.delete(voiceExamples).where(eq(voiceExamples.user_id, userId));
      return;
    }
    const stored = await tx
      .select({ n: voiceExamples.id })
      .from(voiceExamples)
      .where(eq(voiceExamples.user_id, userId));
    if (stored.length > 0) return;
    const published = await tx
      .select({ text: scheduledPosts.text })
      .from(scheduledPosts)
      .where(and(eq(scheduledPosts.user_id, userId), eq(scheduledPosts.status, 'published')))
      .orderBy(desc(scheduledPosts.published_at))
      .limit(QUOTED);
    if (published.length > 0)
      await tx.insert(voiceExamples).values(published.map((p) => ({ user_id: userId, text: p.text })));
  });
}

/** A text the agent published or edited, kept as an example (409 unless they opted in); the oldest beyond KEPT go. */
export async function addVoiceExample(ctx: AppContext, userId: string, text: string) {
  const user = await getUser(ctx.db, userId);
  if (!user.voice_examples_opt_in) throw new AppError(409, AI_WRITER_MESSAGES.voiceOff);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(voiceExamples).values({ user_id: userId, text });
    const keep = (await examplesOf(tx, userId, KEPT)).map((r) => r.id);
    await tx
      .delete(voiceExamples)
      .where(and(eq(voiceExamples.user_id, userId), notInArray(voiceExamples.id, keep)));
  });
}

/** Forgets every stored example; the opt-in stays as the agent set it. */
export async function deleteVoiceExamples(ctx: AppContext, userId: string) {
  await ctx.db.delete(voiceExamples).where(eq(voiceExamples.user_id, userId));
}
