import { CLICK_SOURCE_LABELS, type TLeadRequest } from '@pp/contract';
import { formatAddress } from '@pp/posts';
import type { AppContext } from '../../app-context';
import { pageLeads } from '../../db/schema';
import { leadEmail } from '../../mail/templates';
import type { PublicPage } from './find-public-page';

/**
 * Stores a visitor's request and mails it to the agent after the answer (reply-to the visitor).
 * The mail carries the page's attribution (issue 22) for the agent to sign the answer with.
 * A filled honeypot is a bot: it gets the same confirmation, and nothing is stored or sent.
 */
export async function submitLead(
  ctx: AppContext,
  page: PublicPage,
  lead: TLeadRequest,
  postId?: string,
): Promise<boolean> {
  if (lead.website) return false;
  const src = lead.src ?? 'direct';
  await ctx.db.insert(pageLeads).values({
    listing_id: page.listingId,
    user_id: page.agent.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    src,
    post_id: postId ?? null,
    created_at: ctx.now(),
  });
  const mail = leadEmail({
    agentName: page.agent.full_name,
    kind: lead.kind,
    address: formatAddress(page.listing) || 'your listing',
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    platform: CLICK_SOURCE_LABELS[src],
    listingUrl: `${ctx.env.APP_URL.replace(/\/+$/, '')}/dashboard/listings/${page.listingId}`,
    signature: page.attribution.lines,
  });
  ctx.mailer.sendLater({ to: page.agent.email, ...mail, ...(lead.email ? { replyTo: lead.email } : {}) });
  return true;
}
