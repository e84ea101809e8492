import { formatNumber } from './grammar';
import { listedBaths } from './rooms';
import type { Claim, ClaimReader } from './types';

/**
 * Facts in hashtags, which the tokenizer skips as a whole: "#3bedroom", "#4BR", "#2bath",
 * "#under500k". A count is the whole listing's (a hashtag names no unit); "#under500k" is a
 * price bound. Status and ZIP hashtags have their own readers (status-hashtags.ts, address.ts).
 */
const ROOMS =
  /#(\d{1,2}(?:\.5)?)(br|bd|bds|bed|beds|bedroom|bedrooms|bdrm|ba|bath|baths|bathroom|bathrooms)\b/gi;
const UNDER = /#(?:under|below|sub)(\d{1,4})(k|m)\b/gi;

export const readHashtagFacts: ClaimReader = ({ text, listing }) => {
  if (!text.includes('#')) return [];
  const out: Claim[] = [];
  for (const m of text.matchAll(ROOMS)) {
    const n = Number(m[1]);
    const bed = /^b(r|d|ds|ed|eds|edroom|edrooms|drm)$/i.test(m[2]!);
    const listed = bed ? (listing.beds === null ? [] : [listing.beds]) : listedBaths(listing);
    const ok = listed.includes(n);
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      field: bed ? 'beds' : 'baths_total',
      listed: listed[0] ?? null,
      verdict: listed.length === 0 ? 'warn' : ok ? 'ok' : 'block',
      reason: listed.length
        ? `The listing has ${listed[0]} ${bed ? 'bedrooms' : 'bathrooms'}.`
        : 'The listing does not state the count: confirm it.',
    });
  }
  if (listing.price !== null && listing.status !== 'for_rent')
    for (const m of text.matchAll(UNDER)) {
      const bound = Number(m[1]) * (m[2]!.toLowerCase() === 'k' ? 1e3 : 1e6);
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        field: 'price',
        listed: listing.price,
        verdict: listing.price <= bound ? 'ok' : 'block',
        reason: `The listing's price is $${formatNumber(listing.price)}.`,
      });
    }
  return out;
};
