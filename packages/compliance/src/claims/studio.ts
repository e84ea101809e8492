import { endsSentence } from './grammar';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * "Studio" as the home's kind is a count of bedrooms: none (issue 26; a studio apartment has no
 * separate bedroom, the ANSI Z765 / HUD sense of an efficiency unit). Said of a home the listing
 * gives bedrooms, it misstates them. A studio that is a room or a building on the lot ("art studio",
 * "with a studio", "studio ADU", "Studio City") is a feature, not the home.
 */
const STUDIO = /^(studio|estudio|efficiency)$/;
/** Words after "studio" that make it the home: its noun, a place, or the sentence's end. */
const HOME_AFTER = /^(apartment|apt|condo|unit|loft|flat|for|in|at|near|on|steps|with|available|$)$/;
/**
 * What may stand before the home's "studio": the sentence's start, an article or the post's praise.
 * Anything else names a room or a unit ("a gym, studio, or lounge", "5th Floor studio", "1-bathroom
 * studio", "art studio").
 */
const HOME_BEFORE =
  /^(a|an|this|our|my|cozy|charming|spacious|bright|sunny|renovated|updated|furnished|modern|large|huge|sunlit|chic|stylish|gorgeous|beautiful|lovely|new|alcove|junior|jr|oversized|private|quiet)$/;
const SYMBOL_AFTER = /^[,.!:;—–\n]$/;

export const readStudio: ClaimReader = ({ tokens, listing }) => {
  const out: Claim[] = [];
  // A building's studio is one of its units, not the listing.
  if (listing.beds === null || listing.property_type === 'multi_family') return out;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || !STUDIO.test(t.low)) continue;
    const prev = tokens[i - 1];
    const opens = !prev || endsSentence(tokens, i - 1) || prev.raw === ':' || prev.raw === '—';
    if (!opens && !(prev.kind === 'word' && HOME_BEFORE.test(prev.low))) continue;
    // "a home with a studio for guests": a studio the home has.
    if (/^(with|and|plus|has|have|features|includes|offers)$/.test(tokens[i - 2]?.low ?? '')) continue;
    const next = tokens[i + 1];
    const home = !next || (next.kind === 'sym' ? SYMBOL_AFTER.test(next.raw) : HOME_AFTER.test(next.low));
    // "Studio City", "Studio 54": a name goes on in capitals or numbers.
    if (!home || (next?.kind === 'word' && /^[A-Z]/.test(next.raw) && !HOME_AFTER.test(next.low))) continue;
    out.push(
      claimAt(tokens, i, i + 1, {
        field: 'beds',
        listed: listing.beds,
        verdict: listing.beds === 0 ? 'ok' : 'block',
        reason:
          listing.beds === 0
            ? 'The listing is a studio.'
            : `The listing has ${listing.beds} bedroom${listing.beds === 1 ? '' : 's'}.`,
      }),
    );
  }
  return out;
};
