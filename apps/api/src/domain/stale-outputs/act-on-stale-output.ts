import {
  STALE_OUTPUT_MESSAGES,
  type StaleAction,
  type TListing,
  type TStaleOutputActionResult,
} from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { auditEvents, outputFollowups } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { factsOf, recordAuditEvent } from '../audit/record-audit-event';
import { getOwnListing, pageInfo } from '../listings/find-listings';
import { currentFacts } from '../listings/record-fact-change';
import { isUuid } from '../listings/save-listing';
import { type AccountAccess, accountAccessToken, ReconnectNeeded } from '../social/account-access-token';
import { deleteOnX, updateLinkedInCommentary } from '../social/change-published-post';
import { PlatformError } from '../social/platform-http';
import { publishToX } from '../social/x-client';
import { findStaleOutputs, type StaleRow } from './find-stale-outputs';
import { followUpText, updatedText } from './follow-up-text';

/** Facebook's page of the member's own Marketplace listings, where one is marked sold or repriced. */
export const MARKETPLACE_SELLING_URL = 'https://www.facebook.com/marketplace/you/selling';

const FOLLOWUP_ACTION = {
  update: 'updated',
  delete_and_follow_up: 'deleted_and_followed_up',
  marketplace_reminder: 'marketplace_reminder',
  follow_up_reminder: 'follow_up_reminder',
} as const satisfies Record<StaleAction, string>;

/** The platform's own composer with the follow-up text, for posts we hold no handle on. */
const composerUrl = (platform: string, text: string) =>
  platform === 'linkedin'
    ? `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(text)}`
    : platform === 'twitter'
      ? `https://x.com/intent/tweet?text=${encodeURIComponent(text)}`
      : null;

async function platformAccess(ctx: AppContext, userId: string, row: StaleRow): Promise<AccountAccess | null> {
  const { action } = row.output;
  if (action !== 'update' && action !== 'delete_and_follow_up') return null;
  try {
    return await accountAccessToken(ctx, userId, action === 'update' ? 'linkedin' : 'twitter');
  } catch (err) {
    if (err instanceof ReconnectNeeded) throw conflict(STALE_OUTPUT_MESSAGES.reconnect);
    throw err;
  }
}

/** A platform's refusal in words for the agent: reconnect, or try again (nothing was recorded). */
function platformProblem(err: unknown): unknown {
  if (err instanceof PlatformError)
    return err.kind === 'unauthorized'
      ? conflict(STALE_OUTPUT_MESSAGES.reconnect)
      : new AppError(502, STALE_OUTPUT_MESSAGES.platformFailed);
  return err;
}

/**
 * The one action of a stale output (NAR SoP 12-8), taken once: the audit row is locked, staleness
 * is checked again under the lock (a second click meanwhile finds it current and gets 409), the
 * platform is changed, and the follow-up row (append-only, with the facts it brought the output to)
 * and, when new text went out, the follow-up's own audit event are written in the same transaction.
 * A platform failure writes nothing.
 */
export async function actOnStaleOutput(
  ctx: AppContext,
  userId: string,
  auditEventId: string,
): Promise<TStaleOutputActionResult> {
  if (!isUuid(auditEventId)) throw notFound(STALE_OUTPUT_MESSAGES.notFound);
  const [first] = (await findStaleOutputs(ctx.db, userId, undefined, { auditEventId, limit: 1 })).rows;
  if (!first) {
    const [known] = await ctx.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.id, auditEventId), eq(auditEvents.user_id, userId)));
    throw known ? conflict(STALE_OUTPUT_MESSAGES.upToDate) : notFound(STALE_OUTPUT_MESSAGES.notFound);
  }
  const listingRow = await getOwnListing(ctx.db, userId, first.output.listing_id);
  const listing = listingRow.data as TListing;
  const page = pageInfo(ctx.env.APP_URL, listingRow);
  // Tokens are read (and an X token renewed) before the transaction: PGlite has one connection.
  const access = await platformAccess(ctx, userId, first);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.id, auditEventId))
      .for('update');
    const [row] = (await findStaleOutputs(tx, userId, undefined, { auditEventId, limit: 1 })).rows;
    if (!row) throw conflict(STALE_OUTPUT_MESSAGES.upToDate);
    const { action, platform, stated } = row.output;
    const previousText = typeof row.content.text === 'string' ? row.content.text : '';
    const src = platform === 'linkedin' ? 'li' : platform === 'twitter' ? 'x' : 'fb';
    const link = page.published ? `${page.url}?src=${src}` : listing.url;
    let text = followUpText(listing, stated, link);
    let openUrl: string | null = null;
    let sent: Record<string, unknown> | null = null;
    try {
      if (action === 'update' && access && row.externalId) {
        text = updatedText(listing, stated, previousText);
        await updateLinkedInCommentary(ctx, access, row.externalId, text);
        openUrl = `https://www.linkedin.com/feed/update/${row.externalId}/`;
        sent = { text, external_id: row.externalId, updates: auditEventId };
      } else if (action === 'delete_and_follow_up' && access && row.externalId) {
        await deleteOnX(ctx, access, row.externalId);
        const posted = await publishToX(ctx, access, { text, link_in_reply: false, photos: [] });
        openUrl = posted.url;
        sent = { text, external_id: posted.id, follows_up: auditEventId, deleted: row.externalId };
      } else if (action === 'marketplace_reminder') {
        openUrl = MARKETPLACE_SELLING_URL;
      } else {
        openUrl = composerUrl(platform, text);
      }
    } catch (err) {
      throw platformProblem(err);
    }
    await tx.insert(outputFollowups).values({
      user_id: userId,
      audit_event_id: auditEventId,
      action: FOLLOWUP_ACTION[action],
      facts: factsOf(listing),
      created_at: now,
    });
    if (sent)
      await recordAuditEvent(tx, {
        userId,
        listingId: row.output.listing_id,
        kind: action === 'update' ? row.output.kind : 'post',
        platform,
        outputId: row.output.output_id,
        content: sent,
        findings: [],
        permission: row.permission,
        attribution: row.attribution,
        facts: factsOf(listing),
        at: now,
      });
    return { action, text, open_url: openUrl, facts: currentFacts(listing) };
  });
}
