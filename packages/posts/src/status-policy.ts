import {
  DRAFT_TEMPLATES,
  type DraftTemplate,
  type PostLanguage,
  READINESS_MESSAGES,
  type TListing,
} from '@pp/contract';
import { templateLabel } from './wording';

/** Which templates make sense for a listing, the one to start with, and what to warn about. */
export interface StatusPolicy {
  defaultTemplate: DraftTemplate;
  /** The templates offered, in the editor's order; empty when no post should be made. */
  templates: readonly DraftTemplate[];
  /** Shown above the drafts when the page's status limits what can be posted. */
  warning: string | null;
  /** Each template's name in the menu, as the post's text says it ("Now for rent" for a rental). */
  labels: Record<DraftTemplate, string>;
}

const ACTIVE: readonly DraftTemplate[] = ['just_listed', 'open_house', 'price_reduced'];

/**
 * The listing's status decides the post (the labels in the post's language): a sold home only gets the just-sold post (never "Just
 * listed" or an invitation to a showing), a pending one the under-contract post, a rental the
 * for-rent wording, and an off-market or public-record page no post at all.
 */
export function statusPolicy(listing: Pick<TListing, 'status'>, language: PostLanguage = 'en'): StatusPolicy {
  const labels = Object.fromEntries(
    DRAFT_TEMPLATES.map((t) => [t, templateLabel(listing.status, t, language)]),
  ) as Record<DraftTemplate, string>;
  switch (listing.status) {
    case 'sold':
      return { defaultTemplate: 'just_sold', templates: ['just_sold'], warning: null, labels };
    case 'pending':
      return { defaultTemplate: 'under_contract', templates: ['under_contract'], warning: null, labels };
    case 'off_market':
      // The drafts still exist (the editor shows the warning instead of a template) and use the
      // neutral just-sold call to action, never an invitation to a showing.
      return { defaultTemplate: 'just_sold', templates: [], warning: READINESS_MESSAGES.offMarket, labels };
    default:
      // "Just sold" is not offered on an active listing (issue 24): a sold home's status is set first
      // (on revisit or on the listing's page), then its post is the just-sold one.
      return { defaultTemplate: 'just_listed', templates: ACTIVE, warning: null, labels };
  }
}

/** The template actually written: the one asked for when the status allows it, else the status's own. */
export function templateFor(listing: Pick<TListing, 'status'>, wanted: DraftTemplate): DraftTemplate {
  const policy = statusPolicy(listing);
  return policy.templates.includes(wanted) ? wanted : policy.defaultTemplate;
}
