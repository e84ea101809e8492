import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidId } from './columns';
import { ownerId } from './users';

/**
 * The agent's own post texts kept as style examples for the AI writer (issue 26), only while they opt
 * in: turning it off or DELETE /ai-writer/voice/examples removes them, and they go with the account.
 * Kept as copies so the agent sees exactly what may be quoted to the model, and deleting them never
 * touches the posts themselves.
 */
export const voiceExamples = pgTable(
  'voice_examples',
  {
    ...uuidId(),
    ...ownerId(),
    text: text('text').notNull(),
    ...createdAt(),
  },
  (t) => [index('voice_examples_user_idx').on(t.user_id, t.created_at)],
);
