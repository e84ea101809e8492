import type { PublicOutputKind, TClaimFinding, TComplianceFinding, TListing } from '@pp/contract';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** The listing's facts an output states, kept so a later price or status change finds it stale (NAR SoP 12-8). */
export interface OutputFacts {
  price: number | null;
  status: string | null;
  beds: number | null;
  baths: number | null;
  area: number | null;
}

export const factsOf = (listing: TListing): OutputFacts => ({
  price: listing.price ?? null,
  status: listing.status ?? null,
  beds: listing.beds ?? null,
  baths: listing.baths_total ?? null,
  area: listing.living_area_sqft ?? null,
});

/**
 * The warnings the agent published past. The editors show every warn-level finding beside the
 * text and Publish sends it anyway, so pressing Publish is the acceptance: recorded with who and when.
 */
export const acceptedWarnings = (findings: TComplianceFinding[], userId: string, at: Date) =>
  findings
    .filter((f) => f.severity === 'warn')
    .map((f) => ({ category: f.category, phrase: f.phrase, user_id: userId, accepted_at: at.toISOString() }));

/**
 * The claim checker's findings the agent published past (issue 26): each warning, and each block the
 * request overrode explicitly (`override: true`), with the listing's value, who and when.
 */
export const acceptedClaims = (claims: TClaimFinding[], userId: string, at: Date) =>
  claims.map((c) => ({
    category: 'claim',
    phrase: c.claim,
    field: c.feature ? `${c.field}:${c.feature}` : c.field,
    listed: c.listed,
    severity: c.severity,
    override: c.severity === 'block',
    user_id: userId,
    accepted_at: at.toISOString(),
  }));

export interface AuditEventInput {
  userId: string;
  listingId: string | null;
  kind: PublicOutputKind;
  /** twitter, linkedin, facebook_marketplace, reel or page. */
  platform: string;
  /** The promotion, scheduled post, reel or listing (for its page) this output is. */
  outputId: string;
  /** The exact text, or the media: a reel's id and photo ids, a page's rendered facts. */
  content: Record<string, unknown>;
  findings: TComplianceFinding[];
  /** The claim checker's findings published past (warnings, and overridden blocks). */
  claims?: TClaimFinding[];
  /** The permission row as it stood (null for the agent's own listing). */
  permission: Record<string, unknown> | null;
  /** Who the output named: the agent's brokerage, licence, team and the "Listing courtesy of" credit. */
  attribution: Record<string, unknown>;
  facts: OutputFacts;
  at: Date;
}

/**
 * Appends one row to the audit trail. Callers pass their transaction, so the trail row exists
 * exactly when the output's own row does; the table refuses updates and deletes (migration 0010).
 */
export async function recordAuditEvent(db: DbOrTx, e: AuditEventInput): Promise<string> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      user_id: e.userId,
      listing_id: e.listingId,
      kind: e.kind,
      platform: e.platform,
      output_id: e.outputId,
      content: e.content,
      findings: e.findings,
      accepted_warnings: [
        ...acceptedWarnings(e.findings, e.userId, e.at),
        ...acceptedClaims(e.claims ?? [], e.userId, e.at),
      ],
      permission: e.permission,
      attribution: e.attribution,
      facts: e.facts,
      created_at: e.at,
    })
    .returning({ id: auditEvents.id });
  if (!row) throw new Error('audit insert returned no row');
  return row.id;
}
