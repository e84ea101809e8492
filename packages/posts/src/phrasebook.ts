import type { DraftTemplate, DraftTone, MARKETPLACE_PROPERTY_TYPES } from '@pp/contract';

export type MarketplaceType = (typeof MARKETPLACE_PROPERTY_TYPES)[number];
type BySide = Record<DraftTemplate, { sale: string; rent: string }>;

/**
 * Every word a draft prints that is not the listing's own, in one language (issue 26). The draft
 * builders are the same for every language; only this book changes, so a Spanish post has the same
 * parts, the same credit lines and the same limits as an English one. Numbers and dates arrive here
 * already formatted for the book's locale (format.ts).
 */
export type Phrasebook = {
  /** The Intl locale numbers, prices and dates are written in. */
  locale: 'en-US' | 'es-US';
  labels: BySide;
  /** Off-market and public-record pages: a neutral label (the editor offers no post for them). */
  offMarket: string;
  hashtags: BySide;
  /** The market's hashtags after the template's: real estate, the city's real estate, the kind, the agent. */
  marketTags: {
    realEstate: string;
    city: (city: string) => string;
    forSale: string;
    forRent: string;
    agent: string;
  };
  callsToAction: Record<DraftTone, Record<DraftTemplate, string>>;
  headline: (tone: DraftTone, label: string, place: string) => string;
  /** "Open house: Sun, May 28, 1:00 PM–4:00 PM"; `when` is null when the page gave no readable time. */
  openHouse: (when: string | null) => string;
  /** The open-house time from its formatted day and clock times. */
  openHouseWhen: (day: string, start: string, end: string | null) => string;
  /** Intl options of the open-house day. */
  dayFormat: Intl.DateTimeFormatOptions;
  reduced: (now: string, before: string | null) => string;
  soldFor: (price: string) => string;
  /** Appended to a rental's price. */
  perMonth: string;
  /** Each fact from its count and its number as written ("3", "2.5", "1,299"). */
  beds: (count: number, n: string) => string;
  baths: (count: number, n: string) => string;
  /**
   * Full and half baths, when the page tells them apart and there is a half bath; without it the
   * total is written ("2.5 baths", as English posts always have).
   */
  fullAndHalf?: (full: number, half: number, f: string, h: string) => string;
  area: (n: string) => string;
  /** The Marketplace title's short description ("3 Bed 2 Bath House"); `num` writes a number. */
  marketplaceShort: (
    type: MarketplaceType,
    beds: number | null,
    baths: number | null,
    num: (n: number) => string,
  ) => string;
};
