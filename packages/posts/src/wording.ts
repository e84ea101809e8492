import {
  courtesyLineFor,
  type DraftTemplate,
  type DraftTone,
  type TGenerateOptions,
  type TListing,
} from '@pp/contract';
import { formatOpenHouse, formatPlace, formatPrice } from './format';

/** Words that depend on the template, the tone and the listing's state. */
export type Wording = {
  /** "Just listed", "Open house", "Price reduced", "Just sold", "New rental"… */
  label: string;
  /** The first line of a post. */
  headline: string;
  /** Emoji and label only, for the tight X post. */
  short: string;
  /** What the template adds (open-house time, the old price, the sale price), or null. */
  detail: string | null;
  /** The detail already states the price, so the post does not repeat it. */
  detailHasPrice: boolean;
  callToAction: string;
  /** The template's own hashtag; none for an off-market page. */
  hashtag: string | null;
};

const EMOJI: Record<DraftTemplate, string> = {
  just_listed: '🏡',
  open_house: '🚪',
  price_reduced: '💰',
  under_contract: '🤝',
  just_sold: '🎉',
};

const LABELS: Record<DraftTemplate, { sale: string; rent: string }> = {
  just_listed: { sale: 'Just listed', rent: 'Now for rent' },
  open_house: { sale: 'Open house', rent: 'Open house' },
  price_reduced: { sale: 'Price reduced', rent: 'Rent reduced' },
  under_contract: { sale: 'Under contract', rent: 'Application pending' },
  just_sold: { sale: 'Just sold', rent: 'Just rented' },
};

const HASHTAGS: Record<DraftTemplate, { sale: string; rent: string }> = {
  just_listed: { sale: 'JustListed', rent: 'ForRent' },
  open_house: { sale: 'OpenHouse', rent: 'OpenHouse' },
  price_reduced: { sale: 'PriceReduced', rent: 'ForRent' },
  under_contract: { sale: 'UnderContract', rent: 'ForRent' },
  just_sold: { sale: 'JustSold', rent: 'JustRented' },
};

const CALLS_TO_ACTION: Record<DraftTone, Record<DraftTemplate, string>> = {
  professional: {
    just_listed: 'Contact me for details or to schedule a private showing.',
    open_house: 'Stop by, or contact me to schedule a private showing.',
    price_reduced: 'Contact me for details or to schedule a showing.',
    under_contract: 'Looking for a home like this one? Contact me about similar homes nearby.',
    just_sold: 'Thinking of selling? Contact me for a free market analysis.',
  },
  friendly: {
    just_listed: 'Send me a message and come see it!',
    open_house: 'Come say hi, I would love to show you around!',
    price_reduced: 'Send me a message to see it before it is gone!',
    under_contract: 'Missed this one? Message me and I will find you the next one!',
    just_sold: 'Thinking about a move? Let’s talk!',
  },
  luxury: {
    just_listed: 'Private showings by appointment.',
    open_house: 'You are invited to an exclusive preview. Private showings by appointment.',
    price_reduced: 'Private showings by appointment.',
    under_contract: 'For similar residences, contact me in confidence.',
    just_sold: 'For a confidential consultation on your own property, contact me.',
  },
};

const headlineFor = (tone: DraftTone, label: string, place: string): string => {
  const where = place ? ` in ${place}` : '';
  if (tone === 'friendly') return `${label}${where}!`;
  if (tone === 'luxury') return `${label}: an exceptional residence${where}`;
  return `${label}${where}`;
};

/** Off-market and public-record pages: a neutral label (the editor offers no post for them). */
const OFF_MARKET_LABEL = 'Off the market';

/** A template's name for a listing of this status: the menu and the post's first line say the same. */
export const templateLabel = (status: TListing['status'], template: DraftTemplate): string =>
  status === 'off_market' ? OFF_MARKET_LABEL : LABELS[template][status === 'for_rent' ? 'rent' : 'sale'];

/** `options.template` is the template to write, already checked against the status (templateFor). */
export const wordingFor = (listing: TListing, options: TGenerateOptions): Wording => {
  const kind = listing.status === 'for_rent' ? 'rent' : 'sale';
  const offMarket = listing.status === 'off_market';
  const label = templateLabel(listing.status, options.template);
  const place = formatPlace(listing);
  // Off the market is no celebration and no sale: no party emoji, no #JustSold (issue 24).
  const emoji = options.emoji && !offMarket ? `${EMOJI[options.template]} ` : '';
  let detail: string | null = null;
  let detailHasPrice = false;
  if (options.template === 'open_house') {
    const next = listing.open_houses.map(formatOpenHouse).find(Boolean);
    detail = next ? `Open house: ${next}` : 'Open house: contact me for the times.';
  } else if (options.template === 'price_reduced') {
    const now = formatPrice(listing);
    const before = options.previous_price === null ? null : formatPrice(listing, options.previous_price);
    detail = now ? (before ? `Now ${now}, was ${before}.` : `New price: ${now}.`) : null;
    detailHasPrice = detail !== null;
  } else if (options.template === 'just_sold' && listing.status === 'sold') {
    // A sold page's price is the sale price; it is only stated when the page showed one.
    const sold = formatPrice(listing);
    detail = sold ? `Sold for ${sold}.` : null;
    detailHasPrice = detail !== null;
  }
  return {
    label,
    headline: `${emoji}${headlineFor(options.tone, label, place)}`,
    short: `${emoji}${label}`,
    detail,
    detailHasPrice,
    callToAction: options.call_to_action || CALLS_TO_ACTION[options.tone][options.template],
    hashtag: offMarket ? null : HASHTAGS[options.template][kind],
  };
};

/** A few relevant hashtags: the template's, the market's and the city's. */
export const hashtagsFor = (listing: TListing, wording: Wording, max: number): string[] => {
  const city = (listing.address.city ?? '').replace(/[^\p{L}\p{N}]+/gu, '');
  const tags = [
    wording.hashtag,
    'RealEstate',
    city ? `${city}RealEstate` : null,
    listing.status === 'for_rent' ? 'HomeForRent' : listing.status === 'for_sale' ? 'HomeForSale' : null,
    'Realtor',
  ].filter((t): t is string => !!t);
  return [...new Set(tags)].slice(0, max).map((t) => `#${t}`);
};

/**
 * The credit lines every post carries (issue 22): the agent with their own brokerage, the licence
 * number where the listing's state requires it, and "Listing courtesy of …" when the listing is not
 * theirs, as the caller's attribution says. Without one, the listing's agent and firm are credited as
 * the listing's: never the listing's brokerage as if it were the poster's.
 */
export const creditLines = (listing: TListing, options: Pick<TGenerateOptions, 'attribution'>): string[] => {
  const a = options.attribution;
  const lines = a ? [a.agent_line, a.license_line, a.courtesy_line] : [courtesyLineFor(listing)];
  return lines.filter((l): l is string => Boolean(l));
};
