import type { PostLanguage, TListing, TOpenHouse } from '@pp/contract';
import { phrasebookFor } from './phrasebooks';

const money = (amount: number, currency: string, locale: string) => {
  try {
    // es-US writes US dollars as "$224,900", as US Spanish-language ads do (es-MX and es would write
    // "USD 224,900" and "224.900 US$"); its thousands and decimal marks are the US ones too.
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${currency} ${Math.round(amount).toLocaleString(locale)}`;
  }
};

/** A count or an area as the language writes numbers: "1,299", "2.5". */
export const formatNumber = (n: number, language: PostLanguage = 'en'): string =>
  n.toLocaleString(phrasebookFor(language).locale, { maximumFractionDigits: 3 });

/** "$224,900", or "$2,350/mo" for a rental ("$2,350/mes" in Spanish); null when the page had no price. */
export const formatPrice = (
  listing: TListing,
  amount: number | null = listing.price,
  language: PostLanguage = 'en',
): string | null => {
  if (amount === null) return null;
  const book = phrasebookFor(language);
  const text = money(amount, listing.currency, book.locale);
  return listing.status === 'for_rent' ? `${text}${book.perMonth}` : text;
};

const bathsOf = (listing: TListing, language: PostLanguage): string | null => {
  const book = phrasebookFor(language);
  const { baths_full: full, baths_half: half, baths_total: total } = listing;
  const num = (n: number) => formatNumber(n, language);
  if (book.fullAndHalf && full !== null && half) return book.fullAndHalf(full, half, num(full), num(half));
  return total === null ? null : book.baths(total, num(total));
};

/** "4 beds · 2 baths · 1,299 sq ft" with whatever the listing has, in the post's language. */
export const formatFacts = (listing: TListing, separator = ' · ', language: PostLanguage = 'en'): string => {
  const book = phrasebookFor(language);
  const num = (n: number) => formatNumber(n, language);
  return [
    listing.beds === null ? null : book.beds(listing.beds, num(listing.beds)),
    bathsOf(listing, language),
    listing.living_area_sqft === null ? null : book.area(num(Math.round(listing.living_area_sqft))),
  ]
    .filter(Boolean)
    .join(separator);
};

/** "1220 Garcia St NE, Albuquerque, NM 87112". */
export const formatAddress = (listing: TListing): string => {
  const { street, city, state, postal_code } = listing.address;
  const region = [state, postal_code].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
};

/** "Albuquerque, NM" or whatever part of it is known. */
export const formatPlace = (listing: TListing): string =>
  [listing.address.city, listing.address.state].filter(Boolean).join(', ');

/** Every open-house time is formatted as a UTC instant (see wallTime), in the language's locale. */
const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
const formattersFor = (language: PostLanguage) => {
  const book = phrasebookFor(language);
  let f = formatters.get(book.locale);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(book.locale, { ...book.dayFormat, timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(book.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    };
    formatters.set(book.locale, f);
  }
  return f;
};
/** ICU versions differ in the space before "PM" / "p.m." (plain, no-break or narrow): always a plain one. */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Open-house times as the page gave them. Without an offset they are the listing's local wall time
 * and are printed as such (read as if UTC, then formatted in UTC); with one they are printed in UTC
 * and say so (the generator must not depend on the machine's time zone).
 */
const wallTime = (value: string): { at: Date; zone: string } | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!m) return null;
  const [, y, mo, d, h, mi, zone] = m;
  const at = zone ? new Date(value) : new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!));
  return Number.isNaN(at.getTime()) ? null : { at, zone: zone ? ' UTC' : '' };
};

/** "Sun, May 28, 1:00 PM–4:00 PM" ("domingo, 28 de mayo, de 1:00 p.m. a 4:00 p.m."); null when unreadable. */
export const formatOpenHouse = (openHouse: TOpenHouse, language: PostLanguage = 'en'): string | null => {
  const start = wallTime(openHouse.start);
  if (!start) return null;
  const end = openHouse.end ? wallTime(openHouse.end) : null;
  const { day, time } = formattersFor(language);
  const when = phrasebookFor(language).openHouseWhen(
    plainSpaces(day.format(start.at)),
    plainSpaces(time.format(start.at)),
    end ? plainSpaces(time.format(end.at)) : null,
  );
  return `${when}${start.zone}`;
};

/** Cuts text at the last sentence (or word) end that fits, adding an ellipsis when it had to cut. */
export const clipText = (text: string, max: number): string => {
  if (text.length <= max) return text;
  if (max <= 1) return '';
  const room = text.slice(0, max - 1);
  const sentence = room.search(/[.!?]["')\]]?\s[^.!?]*$/);
  if (sentence > max * 0.5) return room.slice(0, sentence + 1).trim();
  const word = room.lastIndexOf(' ');
  return `${(word > max * 0.5 ? room.slice(0, word) : room).trimEnd()}…`;
};

/** The link a post carries: the property page with the platform in it when there is one, else the source page. */
export const postLink = (
  listing: TListing,
  pageUrl: string | null,
  src: 'fb' | 'li' | 'x' | 'reel',
): string => (pageUrl ? `${pageUrl}?src=${src}` : listing.url);
