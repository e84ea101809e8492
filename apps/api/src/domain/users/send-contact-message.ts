import { createHash } from 'node:crypto';
import { EMAIL_PATTERN, MESSAGES, type TContactRequest } from '@pp/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { contactMessages } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { renderEmail } from '../../mail/layout';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Where contact messages and support tickets are delivered. */
export const SUPPORT_INBOX = 'support@propertypromoter.app';

/** The signed-in sender of a support ticket; their email comes from the account, never the form. */
export interface TicketAuthor {
  id: string;
  email: string;
}

/**
 * Stores the message and mails it to support. Without an author it is a contact message from a
 * visitor; with one it is a support ticket. The same message from the same address within
 * 24 hours answers 409 (PRODUCT.md §7: "an email was already sent"). The stored row is the record:
 * the mail to support leaves in the background and a delivery failure is logged.
 */
export async function sendContactMessage(ctx: AppContext, input: TContactRequest, author?: TicketAuthor) {
  const kind = author ? 'support' : 'contact';
  const message = { ...input, email: author?.email ?? input.email.trim() };
  const now = ctx.now();
  const fingerprint = createHash('sha256')
    .update([kind, message.email.toLowerCase(), message.subject.trim(), message.message.trim()].join('\n'))
    .digest('hex');
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const [dup] = await ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.fingerprint, fingerprint), gt(contactMessages.created_at, since)));
  if (dup) throw conflict(MESSAGES.contactAlreadySent);
  await ctx.db
    .insert(contactMessages)
    .values({ ...message, kind, fingerprint, user_id: author?.id ?? null, created_at: now });
  const label = author ? 'Support ticket' : 'Contact message';
  ctx.mailer.sendLater({
    to: SUPPORT_INBOX,
    // Only a well-formed address (the contact form does not check the format, PRODUCT.md §5).
    ...(EMAIL_PATTERN.test(message.email) ? { replyTo: message.email } : {}),
    ...renderEmail({
      subject: `${label}: ${message.subject}`,
      heading: `${label} from ${message.name}`,
      paragraphs: [
        `From: ${message.name} <${message.email}>`,
        `Phone: ${message.phone || '-'}   Company: ${message.company || '-'}`,
        message.message,
      ],
    }),
  });
}
