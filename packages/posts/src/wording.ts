import {
  courtesyLineFor,
  type DraftTemplate,
  type PostLanguage,
  type TGenerateOptions,
  type TListing,
} from '@pp/contract';
import { formatOpenHouse, formatPlace, formatPrice } from './format';
import { phrasebookFor } from './phrasebooks';

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

/** A template's name for a listing of this status: the menu and the post's first line say the same. */
export const templateLabel = (
  status: TListing['status'],
  template: DraftTemplate,
  language: PostLanguage = 'en',
): string => {
  const book = phrasebookFor(language);
  return status === 'off_market'
    ? book.offMarket
    : book.labels[template][status === 'for_rent' ? 'rent' : 'sale'];
};

/** `options.template` is the template to write, already checked against the status (templateFor). */
export const wordingFor = (listing: TListing, options: TGenerateOptions): Wording => {
  const { language } = options;
  const book = phrasebookFor(language);
  const kind = listing.status === 'for_rent' ? 'rent' : 'sale';
  const offMarket = listing.status === 'off_market';
  const label = templateLabel(listing.status, options.template, language);
  const place = formatPlace(listing);
  // Off the market is no celebration and no sale: no party emoji, no #JustSold (issue 24).
  const emoji = options.emoji && !offMarket ? `${EMOJI[options.template]} ` : '';
  let detail: string | null = null;
  let detailHasPrice = false;
  if (options.template === 'open_house') {
    const next = listing.open_houses.map((o) => formatOpenHouse(o, language)).find(Boolean);
    detail = book.openHouse(next ?? null);
  } else if (options.template === 'price_reduced') {
    const now = formatPrice(listing, listing.price, language);
    const before =
      options.previous_price === null ? null : formatPrice(listing, options.previous_price, language);
    detail = now ? book.reduced(now, before) : null;
    detailHasPrice = detail !== null;
  } else if (options.template === 'just_sold' && listing.status === 'sold') {
    // A sold page's price is the sale price; it is only stated when the page showed one.
    const sold = formatPrice(listing, listing.price, language);
    detail = sold ? book.soldFor(sold) : null;
    detailHasPrice = detail !== null;
  }
  return {
    label,
    headline: `${emoji}${book.headline(options.tone, label, place)}`,
    short: `${emoji}${label}`,
    detail,
    detailHasPrice,
    callToAction: options.call_to_action || book.callsToAction[options.tone][options.template],
    hashtag: offMarket ? null : book.hashtags[options.template][kind],
  };
};

/** A few relevant hashtags: the template's, the market's and the city's. */
export const hashtagsFor = (
  listing: TListing,
  wording: Wording,
  max: number,
  language: PostLanguage = 'en',
): string[] => {
  const market = phrasebookFor(language).marketTags;
  const city = (listing.address.city ?? '').replace(/[^\p{L}\p{N}]+/gu, '');
  const tags = [
    wording.hashtag,
    market.realEstate,
    city ? market.city(city) : null,
    listing.status === 'for_rent' ? market.forRent : listing.status === 'for_sale' ? market.forSale : null,
    market.agent,
  ].filter((t): t is string => !!t);
  return [...new Set(tags)].slice(0, max).map((t) => `#${t}`);
};

/**
 * The credit lines every post carries (issue 22): the agent with their own brokerage, the licence
 * number where the listing's state requires it, and "Listing courtesy of …" when the listing is not
 * theirs, as the caller's attribution says. Without one, the listing's agent and firm are credited as
 * the listing's: never the listing's brokerage as if it were the poster's.
 */
export const creditLines = (
  listing: TListing,
  options: Pick<TGenerateOptions, 'attribution' | 'language'>,
): string[] => {
  const a = options.attribution;
  const lines = a
    ? [a.agent_line, a.license_line, a.courtesy_line]
    : [courtesyLineFor(listing, options.language)];
  return lines.filter((l): l is string => Boolean(l));
};
