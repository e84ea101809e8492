import { checkCompliance, isPublishable } from '@pp/compliance';
import { LISTING_MESSAGES, type TListing } from '@pp/contract';
import { AppError } from '../../lib/errors';
import { complianceContextFor } from '../listings/drafts-for-listing';

/**
 * The Fair Housing check on what the agent actually sends, wherever a post leaves us: published now
 * (`publishPromotion`) or scheduled for later (a scheduled post is checked when it is written and
 * edited, so nothing unchecked waits in the queue). A block-level finding refuses with 422 and the
 * findings; the rest are answered for the editor to show.
 */
export function refuseNoncompliant(listing: TListing, agentName: string, text: string) {
  const findings = checkCompliance(text, complianceContextFor(listing, agentName));
  if (!isPublishable(findings)) {
    throw new AppError(422, LISTING_MESSAGES.complianceRefused, undefined, { findings });
  }
  return findings;
}
