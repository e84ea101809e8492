import {
  buildAttribution,
  type ComplianceContext,
  checkCompliance,
  defaultIsMine,
  toPostAttribution,
} from '@pp/compliance';
import {
  type PostLanguage,
  type TDraftFindings,
  type TDrafts,
  type TListing,
  toStateCode,
} from '@pp/contract';
import { generateDrafts } from '@pp/posts';
import type { UserRow } from '../../db/schema';

/** What the drafts need of the agent they speak for: their name, own brokerage, team and licences. */
export type DraftsAgent = Pick<UserRow, 'full_name' | 'brokerage_name' | 'team_name' | 'licenses'>;

/** The listing's stored "is this mine?" answer, else true only when the name and the brokerage match. */
export const isMineFor = (
  listing: TListing,
  agent: Pick<UserRow, 'full_name' | 'brokerage_name'>,
  stored: boolean | null,
): boolean =>
  stored ??
  defaultIsMine({
    agentName: agent.full_name,
    agentBrokerage: agent.brokerage_name,
    listingAgentName: listing.agent_name,
    listingBrokerage: listing.brokerage,
  });

/** Whose listing it is, as the advertising rules need it: the user's own name against the listing agent. */
export const complianceContextFor = (listing: TListing, userFullName: string): ComplianceContext => ({
  userName: userFullName,
  listingAgentName: listing.agent_name,
  brokerage: listing.brokerage,
  // The listing's state decides whether a state-protected class (source of income, age…) blocks.
  state: toStateCode(listing.address?.state),
});

/**
 * The default drafts of a listing and the compliance findings of each (issue 6), credited as issue 22
 * asks: the agent with their own brokerage, the licence number where the listing's state requires it,
 * and "Listing courtesy of …" when the listing is not theirs; in the language asked for (issue 26), the
 * credit lines included.
 */
export function draftsForListing(
  listing: TListing,
  agent: DraftsAgent,
  storedIsMine: boolean | null,
  pageUrl: string | null = null,
  language: PostLanguage = 'en',
): { drafts: TDrafts; findings: TDraftFindings } {
  const isMine = isMineFor(listing, agent, storedIsMine);
  const attribution = toPostAttribution(buildAttribution({ agent, listing, isMine, language }));
  const drafts = generateDrafts(listing, { page_url: pageUrl, attribution, language });
  const context: ComplianceContext = {
    isOwnListing: isMine,
    listingAgentName: listing.agent_name,
    brokerage: listing.brokerage,
    state: toStateCode(listing.address?.state),
  };
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
