import { checkClaims } from '@pp/compliance';
import type { PublishPlatform, TClaimFinding, TListing } from '@pp/contract';
import { type EditorState, publishText, type TextTarget } from './editor-state';

export interface PlacedClaim {
  target: TextTarget;
  finding: TClaimFinding;
}

/**
 * The claim checker (issue 26) on the text as the agent types it, each finding tagged with the box
 * it is in (Marketplace's title and description are checked as the one text the server checks on
 * publish, then mapped back), so the editor can select the claim and show the listing's value.
 */
export function claimsFor(state: EditorState, platform: PublishPlatform, listing: TListing): PlacedClaim[] {
  const findings = checkClaims(publishText(state, platform), listing);
  if (platform !== 'facebook_marketplace')
    return findings.map((finding) => ({ target: 'text' as const, finding }));
  const { title } = state.drafts.facebook_marketplace;
  const descriptionStart = title ? title.length + 2 : 0;
  return findings.map((finding) =>
    title && finding.index < title.length
      ? { target: 'title' as const, finding }
      : {
          target: 'description' as const,
          finding: { ...finding, index: Math.max(0, finding.index - descriptionStart) },
        },
  );
}
