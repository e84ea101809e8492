import type { TListing } from '@pp/contract';
import { type Bound, boundBefore, orMoreAt, phraseAt, plusAfter, strictlyAbove, wordsFrom } from './grammar';
import { afterRoomAdjectives, countOfPart, flexRoomAfter, possibleCount, unitSentence } from './room-part';
import {
  HALF_WORD,
  isAndAHalf,
  isRoomOfUse,
  SPANISH_BATH_WORDS,
  SPANISH_BED_WORDS,
  SPANISH_FULL_AFTER,
  SPANISH_HALF_BEFORE,
} from './spanish';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * Bedroom and bathroom counts in digits or words, abbreviated or not: "three-bedroom", "3BR", "3 bd",
 * "2.5 baths", "two and a half baths", "two full and one half bath", "2+ bedrooms", "the fourth
 * bedroom" (at least four). A count of some rooms ("3 bedrooms upstairs", "2 additional bedrooms")
 * is a minimum, and a count per unit of a building is not the listing's.
 */

type Room = 'bed' | 'bath' | 'full' | 'half';
const UNITS = new Map<string, Room>([
  ...[
    'bedroom',
    'bedrooms',
    'bed',
    'beds',
    'bd',
    'bds',
    'br',
    'brs',
    'bdr',
    'bdrm',
    'bdrms',
    'bedrm',
    'bedrms',
    'bed room',
    'bed rooms',
    'bedroom home',
    ...SPANISH_BED_WORDS,
  ].map((w) => [w, 'bed'] as [string, Room]),
  ...[
    'bath',
    'baths',
    'bathroom',
    'bathrooms',
    'ba',
    'bth',
    'bths',
    'bathrm',
    'bathrms',
    'bath room',
    'bath rooms',
    ...SPANISH_BATH_WORDS,
  ].map((w) => [w, 'bath'] as [string, Room]),
]);
const QUALIFIERS = new Map<string, Room>([
  ['full', 'full'],
  ['half', 'half'],
  ['powder', 'half'],
  ['three quarter', 'full'],
  ['3/4', 'full'],
  ...SPANISH_HALF_BEFORE.map((w) => [w, 'half'] as [string, Room]),
]);
const HALF_UNITS = new Map<string, true>([
  ['powder room', true],
  ['powder rooms', true],
]);
const FLAT = /^(condo|apartment)$/;
const PER_UNIT = /^(units?|apartments?|apts?|flats?|suites?|rentals?|condos?|homes|houses|properties)$/;

/** The bath counts the listing supports: its total, and its full baths with each half bath as a half. */
export const listedBaths = (l: TListing): number[] => {
  const out: number[] = [];
  if (l.baths_total !== null) out.push(l.baths_total);
  if (l.baths_full !== null) {
    // A half bath counts a half: "3 bath" for 2 full and 1 half overstates (MLS writes 2.5).
    out.push(l.baths_full + (l.baths_half ?? 0) * 0.5);
  }
  return out;
};

const fits = (claimed: number, bound: Bound, listed: number) => {
  if (bound === 'min') return listed >= claimed;
  if (bound === 'over') return listed >= claimed && listed <= claimed + 1;
  if (bound === 'max') return listed <= claimed;
  if (bound === 'near') return listed <= claimed && listed >= claimed - 1;
  if (bound === 'approx') return Math.abs(listed - claimed) <= 1;
  return listed === claimed;
};

const describe = (l: TListing): Record<Room, string | number | null> => ({
  bed: l.beds,
  bath:
    l.baths_full !== null && l.baths_half
      ? `${l.baths_total ?? l.baths_full + l.baths_half / 2} (${l.baths_full} full, ${l.baths_half} half)`
      : l.baths_total,
  full: l.baths_full,
  half: l.baths_half,
});

const FIELD = { bed: 'beds', bath: 'baths_total', full: 'baths_full', half: 'baths_half' } as const;
const NAME = { bed: 'bedrooms', bath: 'bathrooms', full: 'full bathrooms', half: 'half bathrooms' } as const;

/** One count checked against the listing. */
const verdictOf = (l: TListing, room: Room, n: number, bound: Bound): Claim['verdict'] => {
  if (room === 'bed') return l.beds === null ? 'warn' : fits(n, bound, l.beds) ? 'ok' : 'block';
  if (room === 'bath') {
    const listed = listedBaths(l);
    return listed.length === 0 ? 'warn' : listed.some((v) => fits(n, bound, v)) ? 'ok' : 'block';
  }
  if (room === 'full') {
    if (l.baths_full !== null) return fits(n, bound, l.baths_full) ? 'ok' : 'block';
    return l.baths_total === null ? 'warn' : n <= l.baths_total ? 'ok' : 'block';
  }
  if (l.baths_half !== null) return fits(n, bound, l.baths_half) ? 'ok' : 'block';
  if (l.baths_total === null) return 'warn';
  return l.baths_total % 1 === 0.5 && n === 1 ? 'ok' : 'warn';
};

interface Count {
  n: number;
  room: Room;
  from: number;
  next: number;
}

/** "N", "N and a half", "N ½", then an optional qualifier ("full", "half"). */
const countAt = (tokens: readonly Token[], i: number): { n: number; qual?: Room; next: number } | null => {
  const t = tokens[i];
  if (
    t?.kind !== 'num' ||
    t.money ||
    t.abbreviated ||
    t.value > 60 ||
    t.low === 'double' ||
    t.low === 'triple'
  )
    return null;
  // "12x14 bedroom" is the room's size, not a count of rooms.
  const by = tokens[i - 1]?.low;
  if ((by === 'x' || by === '×') && tokens[i - 2]?.kind === 'num') return null;
  let n = t.value;
  let j = i + 1;
  // "Four (4) bedrooms": the digits in brackets repeat the word.
  if (tokens[j]?.raw === '(' && tokens[j + 1]?.value === n && tokens[j + 2]?.raw === ')') j += 3;
  if (tokens[j]?.raw === '+') j++;
  if (tokens[j]?.kind === 'num' && tokens[j]!.value === 0.5) {
    n += 0.5;
    j++;
  }
  const andHalf = wordsFrom(tokens, j, 4).filter((w) => w !== '-');
  if (andHalf[0] === 'and' && andHalf[1] === 'a' && andHalf[2] === 'half') {
    n += 0.5;
    while (tokens[j]?.low !== 'half') j++;
    j++;
  } else if (isAndAHalf(andHalf)) {
    n += 0.5;
    while (j < tokens.length && !HALF_WORD.test(tokens[j]!.low)) j++;
    j++;
  }
  while (tokens[j]?.raw === '-') j++;
  const q = phraseAt(tokens, j, QUALIFIERS, 2);
  if (q) return { n, qual: q.value, next: q.next };
  return { n, next: j };
};

const unitAfter = (tokens: readonly Token[], j: number) => {
  let k = j;
  while (tokens[k]?.raw === '-') k++;
  const m = afterRoomAdjectives(tokens, k);
  if (m > k && phraseAt(tokens, m, UNITS, 3)?.value === 'bed') k = m;
  if (phraseAt(tokens, k, HALF_UNITS, 2)) return { room: 'half' as Room, next: k + 2 };
  // Three words for "camere da letto" (Italian bedrooms) and "na silid tulugan" (Tagalog).
  const u = phraseAt(tokens, k, UNITS, 3);
  if (u && isRoomOfUse(tokens[k]!.low, tokens[u.next]?.low)) return null;
  return u ? { room: u.value, next: u.next } : null;
};

/** Spanish says it after the bath word: "2 baños completos" (full), "2 baños y medio" (two and a half). */
const spanishAfterBath = (tokens: readonly Token[], c: Count): Count => {
  if (c.room !== 'bath') return c;
  if (SPANISH_FULL_AFTER.has(tokens[c.next]?.low ?? '')) return { ...c, room: 'full', next: c.next + 1 };
  return isAndAHalf(wordsFrom(tokens, c.next, 2)) ? { ...c, n: c.n + 0.5, next: c.next + 2 } : c;
};

/** "two full and one half bath": counts joined by "and", "&", "+" or "," before one bath word. */
const countsAt = (tokens: readonly Token[], i: number): Count[] | null => {
  const first = countAt(tokens, i);
  if (!first) return null;
  const unit = unitAfter(tokens, first.next);
  if (unit) {
    const room = first.qual && unit.room === 'bath' ? first.qual : unit.room === 'half' ? 'half' : unit.room;
    if (first.qual && unit.room === 'bed') return null;
    // "4.1 bath" (Chicago MLS): four full and one half, 4.5 as a total.
    const split = room === 'bath' ? /^(\d+)\.([1-4])$/.exec(tokens[i]!.raw) : null;
    const n = split ? Number(split[1]) + Number(split[2]) / 2 : first.n;
    return [spanishAfterBath(tokens, { n, room, from: i, next: unit.next })];
  }
  if (!first.qual) return null;
  const parts = [{ n: first.n, qual: first.qual }];
  let j = first.next;
  while (['and', '&', '+', ','].includes(tokens[j]?.low ?? '') && parts.length < 3) {
    const c = countAt(tokens, j + 1);
    if (!c?.qual) return null;
    parts.push({ n: c.n, qual: c.qual });
    j = c.next;
    const u = unitAfter(tokens, j);
    if (u) return parts.map((p) => ({ n: p.n, room: p.qual, from: i, next: u.next }));
  }
  return null;
};

const boundOf = (tokens: readonly Token[], c: Count, flat: boolean): Bound => {
  if (plusAfter(tokens, c.from) || orMoreAt(tokens, c.next)) return 'min';
  if (countOfPart(tokens, c.from, c.next, flat)) return 'min';
  if (c.room === 'bed' && flexRoomAfter(tokens, c.next)) return 'approx';
  return boundBefore(tokens, c.from);
};

/** "the third bedroom", "a 4th bath": at least that many. */
const ordinalAt = (tokens: readonly Token[], i: number): Count | null => {
  const t = tokens[i]!;
  if (t.kind !== 'ord' || !Number.isFinite(t.value) || t.value < 2) return null;
  const u = unitAfter(tokens, i + 1);
  if (!u || u.room === 'half') return null;
  return { n: t.value, room: u.room, from: i, next: u.next };
};

/** "Beds: 3", "Bathrooms - 1.5": the unit as a label before its count. */
const labelledAt = (tokens: readonly Token[], i: number): Count[] | null => {
  const u = tokens[i]?.kind === 'word' ? phraseAt(tokens, i, UNITS, 2) : null;
  if (!u) return null;
  // "Beds: 3", "Baths - 2", and in a stats line with no colon, "Bedrooms 4 | Baths 2".
  const sep = tokens[u.next]?.raw === ':' || tokens[u.next]?.raw === '-';
  const num = tokens[u.next]?.kind === 'num' && !tokens[u.next]!.spelled;
  // "Bedrooms 4 Bathrooms 2": a label, then the next label with its own count.
  const nextLabel = unitAfter(tokens, u.next + 1);
  const bare = !sep && num && (!nextLabel || tokens[nextLabel.next]?.kind === 'num');
  if (!sep && !bare) return null;
  const c = countAt(tokens, sep ? u.next + 1 : u.next);
  // "Bedroom 3 is large" numbers a room; a plural label counts them ("Bedrooms 4").
  if (bare && !/s$/.test(tokens[u.next - 1]!.low)) return null;
  if (bare && c) return c.qual ? null : [{ n: c.n, room: u.value, from: i, next: u.next + 1 }];
  // "Baths: 4/3" is a label on beds/baths shorthand (tokenize.ts), read there.
  if (tokens[c?.next ?? -1]?.low === 'bd') return null;
  return c && !c.qual ? [{ n: c.n, room: u.value, from: i, next: c.next }] : null;
};

export const readRooms: ClaimReader = ({ tokens, listing }) => {
  const out: Claim[] = [];
  const shown = describe(listing);
  for (let i = 0; i < tokens.length; i++) {
    const ordinal = ordinalAt(tokens, i);
    const counts = ordinal ? [ordinal] : (countsAt(tokens, i) ?? labelledAt(tokens, i));
    if (!counts?.length) continue;
    const last = counts[counts.length - 1]!;
    if (possibleCount(tokens, i)) {
      i = last.next - 1;
      continue;
    }
    const after = wordsFrom(tokens, last.next, 2);
    // "two 2-bedroom units" in a building: a count per unit.
    if (after.some((w) => PER_UNIT.test(w)) && listing.property_type === 'multi_family') {
      i = last.next - 1;
      continue;
    }
    let bound = ordinal ? 'min' : boundOf(tokens, counts[0]!, FLAT.test(listing.property_type ?? ''));
    // In a building of several units a count in a sentence about a unit is that unit's: only more than
    // the total is wrong. Elsewhere ("a 3-flat with 5 bedrooms") it is the building's.
    if (bound === 'exact' && listing.property_type === 'multi_family' && unitSentence(tokens, i, last.next))
      bound = 'min';
    // "More than 3 bedrooms" is four or more; "over 2 baths", 2.5 or more.
    const more = bound === 'min' && strictlyAbove(tokens, i) ? 1 : 0;
    const verdicts = counts.map((c) => ({
      c,
      v: verdictOf(listing, c.room, c.n + (c.room === 'bed' ? more : more / 2), bound),
    }));
    const worst =
      verdicts.find((x) => x.v === 'block') ?? verdicts.find((x) => x.v === 'warn') ?? verdicts[0]!;
    const room = worst.c.room;
    out.push(
      claimAt(tokens, i, last.next, {
        field: FIELD[room],
        listed: shown[room],
        verdict: worst.v,
        reason:
          worst.v === 'warn'
            ? `The listing does not state its ${NAME[room]}: confirm the count.`
            : `The listing has ${shown[room]} ${NAME[room]}.`,
      }),
    );
    i = last.next - 1;
  }
  return out;
};
