import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { MESSAGES, type TContactRequest } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { contactMessages } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { renderEmail } from '../../mail/layout';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Where contact messages and support tickets are delivered. */
const SUPPORT_INBOX = 'support@propertypromoter.app';

/**
 * Stores the message and mails it to support, with an acknowledgement to the sender. The same
 * message from the same address within 24 hours answers 409 (spec §7: "an email was already sent").
 */
export async function sendContactMessage(
  ctx: AppContext,
  kind: 'contact' | 'support',
  input: TContactRequest,
  userId?: string,
) {
  const now = ctx.now();
  const fingerprint = createHash('sha256')
    .update([kind, input.email.trim().toLowerCase(), input.subject.trim(), input.message.trim()].join('\n'))
    .digest('hex');
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const [dup] = await ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.fingerprint, fingerprint), gt(contactMessages.created_at, since)));
  if (dup) throw conflict(MESSAGES.contactAlreadySent);
  await ctx.db.insert(contactMessages).values({ ...input, kind, fingerprint, user_id: userId ?? null });
  const label = kind === 'support' ? 'Support ticket' : 'Contact message';
  await ctx.mailer.send({
    to: SUPPORT_INBOX,
    ...renderEmail({
      subject: `${label}: ${input.subject}`,
      heading: `${label} from ${input.name}`,
      paragraphs: [
        `From: ${input.name} <${input.email}>`,
        `Phone: ${input.phone || '-'}   Company: ${input.company || '-'}`,
        input.message,
      ],
    }),
  });
}
