import {
  type TDrafts,
  type TGenerateOptionsInput,
  type TListing,
  ZGenerateOptionsSchema,
} from '@pp/contract';
import { cleanDescription } from './clean-description';
import { linkedinDraft } from './linkedin-draft';
import { marketplaceDraft } from './marketplace-draft';
import { templateFor } from './status-policy';
import { wordingFor } from './wording';
import { xDraft } from './x-draft';

/**
 * Drafts for Facebook Marketplace, LinkedIn and X from one listing. Pure and deterministic: no
 * network, no clock, no randomness; the same listing and options always give the same text.
 */
export const generateDrafts = (page: TListing, input: TGenerateOptionsInput = {}): TDrafts => {
  const parsed = ZGenerateOptionsSchema.parse(input);
  // The status decides the template (a sold home is never "Just listed"), whatever was asked.
  const options = { ...parsed, template: templateFor(page, parsed.template) };
  const description = page.description ? cleanDescription(page.description) : '';
  const listing = { ...page, description: description || null };
  const wording = wordingFor(listing, options);
  return {
    facebook_marketplace: marketplaceDraft(listing, options, wording),
    linkedin: { text: linkedinDraft(listing, options, wording) },
    twitter: { text: xDraft(listing, options, wording) },
  };
};
