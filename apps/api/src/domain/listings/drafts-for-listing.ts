import { type ComplianceContext, checkCompliance } from '@pp/compliance';
import type { TDraftFindings, TDrafts, TListing } from '@pp/contract';
import { generateDrafts } from '@pp/posts';

/** Whose listing it is, as the advertising rules need it: the user's own name against the listing agent. */
export const complianceContextFor = (listing: TListing, userFullName: string): ComplianceContext => ({
  userName: userFullName,
  listingAgentName: listing.agent_name,
  brokerage: listing.brokerage,
});

/** The default drafts of a listing and the compliance findings of each (issue 6). */
export function draftsForListing(
  listing: TListing,
  userFullName: string,
  pageUrl: string | null = null,
): { drafts: TDrafts; findings: TDraftFindings } {
  const drafts = generateDrafts(listing, { page_url: pageUrl });
  const context = complianceContextFor(listing, userFullName);
  const marketplace = `${drafts.facebook_marketplace.title}\n${drafts.facebook_marketplace.description}`;
  return {
    drafts,
    findings: {
      facebook_marketplace: checkCompliance(marketplace, context),
      linkedin: checkCompliance(drafts.linkedin.text, context),
      twitter: checkCompliance(drafts.twitter.text, context),
    },
  };
}
