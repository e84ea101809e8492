import {
  type TDrafts,
  type TGenerateOptionsInput,
  type TListing,
  ZGenerateOptionsSchema,
} from '@pp/contract';
import { linkedinDraft } from './linkedin-draft';
import { marketplaceDraft } from './marketplace-draft';
import { wordingFor } from './wording';
import { xDraft } from './x-draft';

/**
 * Drafts for Facebook Marketplace, LinkedIn and X from one listing. Pure and deterministic: no
 * network, no clock, no randomness; the same listing and options always give the same text.
 */
export const generateDrafts = (listing: TListing, input: TGenerateOptionsInput = {}): TDrafts => {
  const options = ZGenerateOptionsSchema.parse(input);
  const wording = wordingFor(listing, options);
  return {
    facebook_marketplace: marketplaceDraft(listing, options, wording),
    linkedin: { text: linkedinDraft(listing, options, wording) },
    twitter: { text: xDraft(listing, options, wording) },
  };
};
