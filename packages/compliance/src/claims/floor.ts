import { phraseAt, wordsBefore } from './grammar';
import { type Token, WORD_ORDINALS } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * The floor a condo or apartment is on: "second-floor apartment", "6th floor unit", "top-floor
 * condo", "penthouse", "ground-floor", "located on the 10th floor". Checked against the floors the
 * description names and the unit number ("APT 10E" is on the 10th floor). A house's "first floor" is
 * one of its own levels, so only condos and apartments are read.
 */
const UNIT_WORDS = new Map<string, true>(
  [
    'unit',
    'apartment',
    'apt',
    'condo',
    'home',
    'residence',
    'flat',
    'loft',
    'studio',
    'co op',
    'coop',
    'corner unit',
    'one bedroom',
    'two bedroom',
    'suite',
    'penthouse',
  ].map((w) => [w, true]),
);
const LOCATED = new Set(['located', 'situated', 'sits', 'perched', 'set', 'is', 'lives', 'sitting', 'high']);
// 'ground' is the first floor; the regex below takes only the ordinals a floor can have.
const ORD_WORDS: Record<string, number> = { ...WORD_ORDINALS, ground: 1 };

/** Floors the description names for the home ("second-floor apartment", "on the 4th floor"). */
const describedFloors = (d: string): number[] => {
  const out: number[] = [];
  for (const m of d.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)[- ]?(?:floor|fl)\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|ground)[- ]floor (?:unit|apartment|apt|condo|home|residence|flat|loft|studio)/g,
  ))
    out.push(m[1] ? Number(m[1]) : (ORD_WORDS[m[2]!] ?? Number.NaN));
  return out;
};

const unitFloor = (street: string | null): number | null => {
  const m = street ? /(?:apt|unit|#|ste|suite)\s*#?\s*(\d{1,2})[a-z]{1,2}\b/i.exec(street) : null;
  return m ? Number(m[1]) : null;
};

const floorClaimAt = (
  tokens: readonly Token[],
  i: number,
): { floor: number; next: number; top: boolean } | null => {
  const t = tokens[i]!;
  if (t.low === 'penthouse') return { floor: Number.POSITIVE_INFINITY, next: i + 1, top: true };
  const ordinal = t.kind === 'ord' ? t.value : t.low === 'ground' ? 1 : Number.NaN;
  if (Number.isNaN(ordinal)) return null;
  let j = i + 1;
  if (tokens[j]?.raw === '-') j++;
  if (tokens[j]?.low !== 'floor' && tokens[j]?.low !== 'fl') return null;
  j++;
  const afterFloor = j;
  if (tokens[j]?.raw === '-') j++;
  const unit = phraseAt(tokens, j, UNIT_WORDS, 2);
  const before = wordsBefore(tokens, i, 3);
  if (!unit && !(before.at(-1) === 'the' && before.at(-2) === 'on' && LOCATED.has(before.at(-3) ?? '')))
    return null;
  // The claim ends at "floor": the home's kind after it ("condo") is the property type's claim.
  return { floor: ordinal, next: afterFloor, top: !Number.isFinite(ordinal) };
};

export const readFloors: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  if (listing.property_type !== 'condo' && listing.property_type !== 'apartment') return out;
  const described = describedFloors(description);
  const fromUnit = unitFloor(listing.address.street);
  const topSupported = /top[- ]floor|penthouse|\bph\b/.test(description);
  for (let i = 0; i < tokens.length; i++) {
    const c = floorClaimAt(tokens, i);
    if (!c) continue;
    const base = { field: 'description' as const, feature: 'floor_level' };
    let verdict: Claim['verdict'];
    let listed: string | null = null;
    if (c.top) {
      verdict = topSupported ? 'ok' : 'warn';
    } else if (fromUnit !== null) {
      verdict = fromUnit === c.floor ? 'ok' : 'block';
      listed = `${listing.address.street}`;
    } else if (described.length) {
      verdict = described.includes(c.floor) ? 'ok' : 'block';
      listed = `floor ${described.join(', ')}`;
    } else verdict = 'warn';
    const reason =
      verdict === 'warn'
        ? 'The listing does not say which floor the home is on: confirm it.'
        : `The listing puts the home on ${listed ?? 'the top floor'}.`;
    out.push(claimAt(tokens, i, c.next, { ...base, listed, verdict, reason }));
    i = c.next - 1;
  }
  return out;
};
