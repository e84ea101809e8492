import { type DraftTemplate, READINESS_MESSAGES, type TListing } from '@pp/contract';

/** Which templates make sense for a listing, the one to start with, and what to warn about. */
export interface StatusPolicy {
  defaultTemplate: DraftTemplate;
  /** The templates offered, in the editor's order; empty when no post should be made. */
  templates: readonly DraftTemplate[];
  /** Shown above the drafts when the page's status limits what can be posted. */
  warning: string | null;
}

const ACTIVE: readonly DraftTemplate[] = ['just_listed', 'open_house', 'price_reduced'];

/**
 * The listing's status decides the post: a sold home only gets the just-sold post (never "Just
 * listed" or an invitation to a showing), a pending one the under-contract post, a rental the
 * for-rent wording, and an off-market or public-record page no post at all.
 */
export function statusPolicy(listing: Pick<TListing, 'status'>): StatusPolicy {
  switch (listing.status) {
    case 'sold':
      return { defaultTemplate: 'just_sold', templates: ['just_sold'], warning: null };
    case 'pending':
      return { defaultTemplate: 'under_contract', templates: ['under_contract'], warning: null };
    case 'off_market':
      // The drafts still exist (the editor shows the warning instead of a template) and use the
      // neutral just-sold call to action, never an invitation to a showing.
      return { defaultTemplate: 'just_sold', templates: [], warning: READINESS_MESSAGES.offMarket };
    default:
      // A page can lag the sale (or the lease), so an active listing may still get the just-sold post.
      return { defaultTemplate: 'just_listed', templates: [...ACTIVE, 'just_sold'], warning: null };
  }
}

/** The template actually written: the one asked for when the status allows it, else the status's own. */
export function templateFor(listing: Pick<TListing, 'status'>, wanted: DraftTemplate): DraftTemplate {
  const policy = statusPolicy(listing);
  return policy.templates.includes(wanted) ? wanted : policy.defaultTemplate;
}
