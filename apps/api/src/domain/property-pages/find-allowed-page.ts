import { LISTING_COMPLIANCE_MESSAGES } from '@pp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { factsOf, recordAuditEvent } from '../audit/record-audit-event';
import { publicOutputProblems } from '../listing-compliance/assert-public-output-allowed';
import { permissionOut } from '../listing-compliance/load-output-state';
import { findPublicPage, type PublicPage } from './find-public-page';

/** A page the gate refuses answers as a missing page: never a page with a wrong attribution. */
export const pageNotAvailable = () => new AppError(404, LISTING_COMPLIANCE_MESSAGES.pageNotAvailable);

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The published page of a slug, only while it may go out in the agent's name (issue 22: the
 * agent's brokerage, whose listing, the broker's permission, altered photos' originals). The agent
 * sees why on the listing's page. The page is recorded in the audit trail when first served, and
 * again whenever the facts or the attribution it shows have changed since the last record, so the
 * trail holds what every version of the page stated (pages older than the trail included).
 */
export async function findAllowedPage(ctx: AppContext, slug: string): Promise<PublicPage> {
  const now = ctx.now();
  const { page, state } = await gatePage(ctx, slug, now);
  const facts = factsOf(page.listing);
  // The page's own attribution: the same agent, listing and answer the gate read.
  const { attribution } = page;
  const lastRecord = async (db: DbOrTx) => {
    const [last] = await db
      .select({ facts: auditEvents.facts, attribution: auditEvents.attribution })
      .from(auditEvents)
      .where(and(eq(auditEvents.listing_id, page.listingId), eq(auditEvents.kind, 'property_page')))
      .orderBy(desc(auditEvents.created_at))
      .limit(1);
    return !last || !sameJson(last.facts, facts) || !sameJson(last.attribution, attribution);
  };
  // Most views find the page already recorded and take no lock. When a record looks due, it is
  // checked again under a per-listing lock, so simultaneous first views write one row, not several.
  if (!(await lastRecord(ctx.db))) return page;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-audit:${page.listingId}`}))`);
    if (!(await lastRecord(tx))) return;
    await recordAuditEvent(tx, {
      userId: page.agent.id,
      listingId: page.listingId,
      kind: 'property_page',
      platform: 'page',
      outputId: page.listingId,
      content: { slug: page.slug, address: page.listing.address, description: page.listing.description },
      findings: [],
      permission: state.permission ? permissionOut(state.permission) : null,
      attribution,
      facts,
      at: now,
    });
  });
  return page;
}

/**
 * The page of a slug if it may go out now, without recording a view: for work that prepares a
 * page's assets (its Open Graph card at publish) rather than serving the page to a reader.
 */
export async function findAllowedPageUnrecorded(
  ctx: Pick<AppContext, 'db' | 'now'>,
  slug: string,
): Promise<PublicPage> {
  return (await gatePage(ctx, slug, ctx.now())).page;
}

/** The page and the gate's state, or the missing-page error when the gate refuses it. */
async function gatePage(ctx: Pick<AppContext, 'db'>, slug: string, now: Date) {
  const page = await findPublicPage(ctx.db, slug);
  const { problems, state } = await publicOutputProblems(ctx.db, {
    user: page.agent,
    listingRow: page.row,
    kind: 'property_page',
    now,
  });
  if (problems.length > 0) throw pageNotAvailable();
  return { page, state };
}
