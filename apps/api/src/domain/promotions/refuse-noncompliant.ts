import { checkClaims, checkCompliance, isPublishable } from '@pp/compliance';
import { LISTING_MESSAGES, type TClaimFinding, type TClaimOverride, type TListing } from '@pp/contract';
import { AppError } from '../../lib/errors';
import { complianceContextFor } from '../listings/drafts-for-listing';

/** True when the agent's override names this block: all of them, or its field and its text. */
const overrides = (override: TClaimOverride | undefined, f: TClaimFinding) =>
  override === true ||
  (Array.isArray(override) && override.some((o) => o.field === f.field && o.claim === f.claim));

/**
 * The Fair Housing check and the claim checker (issue 26) on what the agent actually sends, wherever
 * a post leaves us: published now (`publishPromotion`) or scheduled for later (a scheduled post is
 * checked when it is written and edited, so nothing unchecked waits in the queue). A block-level
 * Fair Housing finding refuses with 422 and the findings; so does a claim the listing contradicts,
 * unless the agent's `override_claims` names it (the caller records the override in the audit
 * trail). The rest are answered for the editor to show.
 */
export function refuseNoncompliant(
  listing: TListing,
  agentName: string,
  text: string,
  overrideClaims?: TClaimOverride,
): { findings: ReturnType<typeof checkCompliance>; claims: TClaimFinding[] } {
  const findings = checkCompliance(text, complianceContextFor(listing, agentName));
  const claims = checkClaims(text, listing);
  if (!isPublishable(findings)) {
    throw new AppError(422, LISTING_MESSAGES.complianceRefused, undefined, { findings, claims });
  }
  if (claims.some((c) => c.severity === 'block' && !overrides(overrideClaims, c))) {
    throw new AppError(422, LISTING_MESSAGES.claimsRefused, undefined, { findings, claims });
  }
  return { findings, claims };
}
