import {
  type ComplianceContext,
  checkClaims,
  checkCompliance,
  isOverridden,
  isPublishable,
  type NamedClaim,
} from '@pp/compliance';
import { LISTING_MESSAGES, type TClaimFinding, type TClaimOverride, type TListing } from '@pp/contract';
import { AppError } from '../../lib/errors';
import { complianceContextFor } from '../listings/drafts-for-listing';

/**
 * The Fair Housing check and the claim checker (issue 26) on what the agent actually sends, wherever
 * a post leaves us: published now (`publishPromotion`) or scheduled for later (a scheduled post is
 * checked when it is written and edited, so nothing unchecked waits in the queue). A block-level
 * Fair Housing finding refuses with 422 and the findings; so does a claim the listing contradicts,
 * unless the agent's `override_claims` names it (the caller records the override in the audit
 * trail). The rest are answered for the editor to show. `context` narrows the advertising rules
 * where the credit lines are carried elsewhere (a reel's captions: its end card names the brokerage).
 */
export function refuseNoncompliant(
  listing: TListing,
  agentName: string,
  text: string,
  overrideClaims?: TClaimOverride,
  context: ComplianceContext = complianceContextFor(listing, agentName),
): { findings: ReturnType<typeof checkCompliance>; claims: TClaimFinding[] } {
  const findings = checkCompliance(text, context);
  const claims = checkClaims(text, listing);
  if (!isPublishable(findings)) {
    throw new AppError(422, LISTING_MESSAGES.complianceRefused, undefined, { findings, claims });
  }
  if (claims.some((c) => c.severity === 'block' && !isOverridden(overrideClaims, c))) {
    throw new AppError(422, LISTING_MESSAGES.claimsRefused, undefined, { findings, claims });
  }
  return { findings, claims };
}

/**
 * The blocks a request's override accepted, by field and text: what a scheduled post keeps, so the
 * publish-time check honours what the agent confirmed and nothing more (an `all` sent at schedule
 * time never covers a claim the listing only contradicts later). Null when there was none.
 */
export function acceptedBlocks(claims: readonly TClaimFinding[]): NamedClaim[] | null {
  const named = claims.filter((c) => c.severity === 'block').map((c) => ({ field: c.field, claim: c.claim }));
  return named.length > 0 ? named : null;
}
