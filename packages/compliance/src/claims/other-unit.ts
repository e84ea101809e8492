import type { TListing } from '@pp/contract';
import { descriptionOf } from './description';
import type { Token } from './token';

/**
 * Another unit of the listing's own building, and another street named before a home's noun (issue 26):
 * "unit #3 across the hall", "apt 12 has leased", "a 1-bed on the 9th floor", "the Maple Dr house".
 * other-home.ts places a home by a street after its noun ("on Elm Ct"); a sibling unit shares the
 * listing's street, so it is told apart by its number or its floor instead (NAR Code of Ethics Art. 12:
 * the advertised unit's own picture, not its neighbours'). The listing's own unit number or floor is
 * never read as another unit, so its claims are checked as before.
 */
export const UNIT_WORD = /^(unit|apt|apartment|suite|ste)$/;

/** The listing's unit number from its street ("… APT 10", "… #4E"), lower-cased; '' when none. */
const unitOf = (listing: TListing): string => {
  const m = /(?:#|\b(?:apt|unit|apartment|suite|ste)\.?)\s*#?\s*([0-9]+[a-z]?|[a-z])\s*$/i.exec(
    listing.address.street ?? '',
  );
  return m ? m[1]!.toLowerCase() : '';
};

/**
 * A unit's mark at j: a unit word, or a bare "#" joined to its number ("#19 sold in spring", "our #11"),
 * as owners of a complex name its units.
 */
const unitMarkAt = (tokens: readonly Token[], j: number): boolean => {
  const t = tokens[j];
  if (!t) return false;
  if (UNIT_WORD.test(t.low)) return true;
  const n = tokens[j + 1];
  return t.raw === '#' && n?.kind === 'num' && !n.money && n.start === t.end;
};

/** "Unit #7", "apt 12", "(Apt 1)", "suite 3B", "#19": a unit number other than the listing's, read at j. */
export const otherUnitAt = (tokens: readonly Token[], j: number, listing: TListing): boolean => {
  if (!unitMarkAt(tokens, j)) return false;
  let k = j + 1;
  if (tokens[k]?.raw === '.') k++;
  if (tokens[k]?.raw === '#') k++;
  const n = tokens[k];
  if (n?.kind !== 'num' || n.money) return false;
  // "4E" is read as the number and a letter word right after it.
  const letter = tokens[k + 1]?.kind === 'word' && tokens[k + 1]!.start === n.end ? tokens[k + 1]!.low : '';
  const own = unitOf(listing);
  return own !== '' && `${n.raw}${letter}`.toLowerCase() !== own;
};

/** True when the post names the listing's own unit by a unit word ("Apt 10 is the corner one-bedroom"). */
export const namesOwnUnit = (tokens: readonly Token[], listing: TListing): boolean => {
  const own = unitOf(listing);
  if (own === '') return false;
  return tokens.some((_t, j) => {
    if (!unitMarkAt(tokens, j)) return false;
    const k = tokens[j + 1]?.raw === '#' ? j + 2 : j + 1;
    const n = tokens[k];
    if (n?.kind !== 'num' || n.money) return false;
    const letter = tokens[k + 1]?.kind === 'word' && tokens[k + 1]!.start === n.end ? tokens[k + 1]!.low : '';
    return `${n.raw}${letter}`.toLowerCase() === own;
  });
};

const floorsOf = new WeakMap<TListing, Set<number>>();

/** The floors the listing is on: its unit's leading digits ("#4E", "#402" → 4) and "<ordinal> floor" in its description. */
const ownFloors = (listing: TListing): Set<number> => {
  const known = floorsOf.get(listing);
  if (known) return known;
  const floors = new Set<number>();
  const unit = /^([0-9]+)/.exec(unitOf(listing))?.[1];
  if (unit) {
    const n = Number(unit);
    floors.add(n);
    if (n >= 100) floors.add(Math.floor(n / 100));
    floors.add(Number(unit[0]));
  }
  const words: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, top: 0 };
  for (const m of descriptionOf(listing).matchAll(/\b([0-9]+)(?:st|nd|rd|th)?[- ]floor|\b([a-z]+)[- ]floor/g))
    floors.add(m[1] ? Number(m[1]) : (words[m[2]!] ?? -1));
  // Read once per listing object, as descriptionOf is: the editor checks every keystroke.
  floorsOf.set(listing, floors);
  return floors;
};

/** "on the 6th floor", "on the 9th": a floor the listing is not on, with its preposition at j. */
export const otherFloorAt = (tokens: readonly Token[], j: number, listing: TListing): boolean => {
  if (tokens[j]?.low !== 'on' || tokens[j + 1]?.low !== 'the') return false;
  const o = tokens[j + 2];
  if (o?.kind !== 'ord' || !/^(floor|level|story|storey)$/.test(tokens[j + 3]?.low ?? '')) return false;
  return !ownFloors(listing).has(o.value);
};

/** Street suffixes, as other-home.ts reads them too ("on Elm Ct", "the Hucks Rd house"). */
export const STREET_SUFFIX =
  /^(st|street|rd|road|ave|avenue|ln|lane|dr|drive|ct|court|way|blvd|pl|place|cir|circle|ter|trl|pkwy|hwy)$/i;

/** "the Hucks Rd house", "the Elm Street colonial": a capitalised street name before the noun, not the listing's. */
export const streetBeforeAt = (
  tokens: readonly Token[],
  j: number,
  ownPlace: (word: string) => boolean,
): boolean => {
  const names: string[] = [];
  let k = j;
  while (names.length < 3 && tokens[k]?.kind === 'word' && /^[A-Z]/.test(tokens[k]!.raw)) {
    if (STREET_SUFFIX.test(tokens[k]!.raw)) break;
    names.push(tokens[k]!.raw);
    k++;
  }
  return names.length > 0 && STREET_SUFFIX.test(tokens[k]?.raw ?? '') && !names.some(ownPlace);
};
