import { countOf, type TListing, type TOpenHouse } from '@pp/contract';

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${currency} ${Math.round(amount).toLocaleString('en-US')}`;
  }
};

/** "$224,900", or "$2,350/mo" for a rental; null when the page had no price. */
export const formatPrice = (listing: TListing, amount: number | null = listing.price): string | null => {
  if (amount === null) return null;
  const text = money(amount, listing.currency);
  return listing.status === 'for_rent' ? `${text}/mo` : text;
};

const plural = countOf;

/** "4 beds · 2 baths · 1,299 sq ft" with whatever the listing has. */
export const formatFacts = (listing: TListing, separator = ' · '): string =>
  [
    listing.beds === null ? null : plural(listing.beds, 'bed', 'beds'),
    listing.baths_total === null ? null : plural(listing.baths_total, 'bath', 'baths'),
    listing.living_area_sqft === null
      ? null
      : `${Math.round(listing.living_area_sqft).toLocaleString('en-US')} sq ft`,
  ]
    .filter(Boolean)
    .join(separator);

/** "1220 Garcia St NE, Albuquerque, NM 87112". */
export const formatAddress = (listing: TListing): string => {
  const { street, city, state, postal_code } = listing.address;
  const region = [state, postal_code].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
};

/** "Albuquerque, NM" or whatever part of it is known. */
export const formatPlace = (listing: TListing): string =>
  [listing.address.city, listing.address.state].filter(Boolean).join(', ');

/** "Sun, May 28" and "1:00 PM": every open-house time is formatted as a UTC instant (see wallTime). */
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

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

/** "Sun, May 28, 1:00 PM–4:00 PM"; null when the time cannot be read. */
export const formatOpenHouse = (openHouse: TOpenHouse): string | null => {
  const start = wallTime(openHouse.start);
  if (!start) return null;
  const end = openHouse.end ? wallTime(openHouse.end) : null;
  const range = end ? `${TIME.format(start.at)}–${TIME.format(end.at)}` : TIME.format(start.at);
  return `${DAY.format(start.at)}, ${range}${start.zone}`;
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
