import { createHash } from 'node:crypto';
import { EMAIL_PATTERN, MESSAGES, type TContactRequest } from '@pp/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { CONTACT_LIMITS } from '../../lib/rate-limits';
import { renderEmail } from '../../mail/layout';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** An advisory lock key of its own: messages are stored one at a time, so the checks below are exact. */
const CONTACT_LOCK = 230_023_101;
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
 * the mail to support leaves in the background and a delivery failure is logged. Visitors' mails to
 * support are capped per hour for everyone together (`CONTACT_LIMITS`); past the cap the message is
 * stored and answered the same, and support gets one notice instead.
 */
export async function sendContactMessage(ctx: AppContext, input: TContactRequest, author?: TicketAuthor) {
  const kind = author ? 'support' : 'contact';
  const message = { ...input, email: author?.email ?? input.email.trim() };
  const now = ctx.now();
  const fingerprint = createHash('sha256')
    .update([kind, message.email.toLowerCase(), message.subject.trim(), message.message.trim()].join('\n'))
    .digest('hex');
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const cap = Math.ceil(CONTACT_LIMITS.supportMailsPerHour * ctx.env.RATE_LIMIT_SCALE);
  const mail = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK})`);
    const [dup] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.fingerprint, fingerprint), gt(contactMessages.created_at, since)));
    if (dup) throw conflict(MESSAGES.contactAlreadySent);
    await tx
      .insert(contactMessages)
      .values({ ...message, kind, fingerprint, user_id: author?.id ?? null, created_at: now });
    return author ? 'message' : visitorMail(tx, now, cap);
  });
  if (mail === 'notice') ctx.mailer.sendLater({ to: SUPPORT_INBOX, ...capNotice(cap) });
  if (mail !== 'message') return;
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

/**
 * Whether this visitor message (already stored) is mailed: the first `cap` of the last hour are, the
 * next one becomes a notice instead (once as the count crosses the cap), the rest are only stored.
 */
async function visitorMail(tx: Tx, now: Date, cap: number): Promise<'message' | 'notice' | 'none'> {
  const [row] = await tx
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.kind, 'contact'),
        gt(contactMessages.created_at, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  const n = row?.n ?? 0;
  return n <= cap ? 'message' : n === cap + 1 ? 'notice' : 'none';
}

function capNotice(cap: number) {
  return renderEmail({
    subject: 'Contact form: hourly mail cap reached',
    heading: 'Contact messages are being stored, not mailed',
    paragraphs: [
      `More than ${cap} contact messages arrived within the last hour (CONTACT_LIMITS.supportMailsPerHour).`,
      'Until the count falls back under the cap, new ones are stored in contact_messages and answered as usual, but not mailed here.',
    ],
  });
}
