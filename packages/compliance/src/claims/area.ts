import type { TListing } from '@pp/contract';
import { FRACTION_NOUNS, FRACTION_WORDS } from './area-fractions';
import {
  bracketsLot,
  LIVING,
  LOT,
  landLieAt,
  lotAfter,
  lotOfBefore,
  NOT_THE_LOT,
  PART,
  partAfter,
  partAfterSpace,
  rangeHolds,
  restatesLot,
} from './area-part';
import { convertsPrevious, livedPastBracket } from './area-restated';
import { UNITS, type Unit } from './area-units';
import {
  agrees,
  boundBefore,
  formatNumber,
  orMoreAt,
  phraseAt,
  plusAfter,
  roundStep,
  wordsBefore,
  wordsFrom,
} from './grammar';
import { dimensionsAt } from './lot-dimensions';
import { partAreaClaim } from './part-area';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * Living area and lot size in either unit, converted: "1,182 sq ft", "1.2K sqft", "110 m²",
 * "0.21 acres", "a quarter-acre lot", "7,500 sq ft lot", "three quarters of an acre", "an acre and a
 * half", and a lot's sides ("25x150 lot", "50 x 120 ft": lot-dimensions.ts). A bound in words ("almost
 * an acre", "over a quarter acre") is checked as a bound. An area of a part of the home (a deck, a
 * garage, a commercial space) is not the listing's living area.
 */
const SQFT_PER_M2 = 10.7639;
const SQFT_PER_ACRE = 43_560;
const SQFT_PER_HECTARE = 107_639;
// The unit words and their units (area-units.ts).
/**
 * "3 beds on 1,800 sq ft" is the home, "a 1996 build on 93,654 sq ft" the land: "on" an area in feet
 * names either, so it is the one of the two the listing's figures are nearer (the lot when the home
 * has no living area, the home when it has no lot).
 */
const nearerLot = (sqft: number, l: TListing) => {
  const lot = listedLot(l.lot_size, l.lot_unit);
  if (lot === null) return false;
  if (l.living_area_sqft === null) return true;
  return Math.abs(Math.log(sqft / lot)) < Math.abs(Math.log(sqft / l.living_area_sqft));
};

const PER_UNIT: Record<Unit, number> = {
  sqft: 1,
  m2: SQFT_PER_M2,
  acre: SQFT_PER_ACRE,
  hectare: SQFT_PER_HECTARE,
};
const toSqft = (value: number, unit: Unit) => value * PER_UNIT[unit];
const listedLot = (lot: number | null, unit: string | null): number | null =>
  lot === null ? null : unit === 'acres' ? lot * SQFT_PER_ACRE : lot;

const showLot = (lot: number | null, unit: string | null) =>
  lot === null ? null : unit === 'acres' ? `${formatNumber(lot)} acres` : `${formatNumber(lot)} sq ft`;

interface Area {
  value: number;
  step: number;
  unit: Unit;
  next: number;
  spelled: boolean;
  /** Read from a lot's sides ("25x150"). */
  sides?: boolean;
  sidesInFeet?: boolean;
  full?: boolean;
}

const lotSidesAt = (tokens: readonly Token[], i: number): Area | null => {
  const d = dimensionsAt(tokens, i);
  return d
    ? { value: d.sqft, step: 0, unit: 'sqft', next: d.next, spelled: false, sides: true, sidesInFeet: d.unit }
    : null;
};

const readArea = (tokens: readonly Token[], i: number): Area | null => {
  const t = tokens[i]!;
  let value = t.value;
  let step = 0;
  let spelled = false;
  if (t.kind === 'word' || t.kind === 'ord') {
    const f = FRACTION_WORDS[t.low];
    if (f === undefined) return null;
    // "$1,795 a square foot", "$215 an acre": the article after a sum makes a rate (price-per-area.ts
    // reads it), never an area of one unit.
    if ((t.low === 'a' || t.low === 'an') && (tokens[i - 1]?.money || tokens[i - 1]?.abbreviated))
      return null;
    value = f;
    spelled = true;
  } else if (t.kind !== 'num' || t.money) return null;
  let j = i + 1;
  // "three quarters of an acre", "two-thirds acre": the count times the fraction.
  const fraction =
    FRACTION_NOUNS[tokens[j]?.raw === '-' ? (tokens[j + 1]?.low ?? '') : (tokens[j]?.low ?? '')];
  // Portuguese "um quarto de acre": the article counts the quarter as a number would.
  const counted = (t.kind === 'num' && t.value < 10) || t.low === 'um' || t.low === 'uma';
  if (counted && fraction !== undefined) {
    value *= fraction;
    spelled = true;
    j += tokens[j]?.raw === '-' ? 2 : 1;
  }
  if (tokens[j]?.raw === '+') j++;
  if (tokens[j]?.raw === '-') j++;
  if (tokens[j]?.low === 'of' || (spelled && tokens[j]?.low === 'de')) j++;
  // "a full acre" (at least the amount), "1.5 level acres" (the land's lie): the word is no unit of its own.
  const full = /^(full|whole|entire)$/.test(tokens[j]?.low ?? '') && !!phraseAt(tokens, j + 1, UNITS, 3);
  if (full || landLieAt(tokens, j)) j++;
  // "2,100 heated sq ft", "3,100 finished square feet": lived-in words between the figure and its unit.
  if (LIVING.test(tokens[j]?.low ?? '') || /^(total|gross|usable|approx)$/.test(tokens[j]?.low ?? '')) {
    if (phraseAt(tokens, j + 1, UNITS, 3)) j++;
  }
  if (spelled && (tokens[j]?.low === 'an' || tokens[j]?.low === 'a')) j++;
  const found = phraseAt(tokens, j, UNITS, 3);
  if (!found) return null;
  // "3,920 sq. ft. lot": the abbreviation's own dot, not a sentence end, when lower case goes on.
  const dotted = tokens[found.next]?.raw === '.' && /^[a-z]/.test(tokens[found.next + 1]?.raw ?? '');
  const u = dotted ? { ...found, next: found.next + 1 } : found;
  if (!spelled) step = roundStep(t);
  if (t.spelled) spelled = true;
  // "an acre and a half", "an acre and a quarter"
  const [and, a, part] = wordsFrom(tokens, u.next, 3);
  const plus = part === 'half' ? 0.5 : part === 'quarter' ? 0.25 : part === 'third' ? 1 / 3 : 0;
  if (and === 'and' && a === 'a' && plus)
    return { value: value + plus, step, unit: u.value, next: u.next + 3, spelled };
  return { value, step, unit: u.value, next: u.next, spelled, full };
};

export const readAreas: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  // The end of the last area read: its words ("Quarter-acre lot 🌳 1,900 sf") name no later area.
  let lastEnd = 0;
  // The token after the last lot area: an area in parentheses just after it restates the lot.
  let lotEnd = -1;
  // The last area read, in square feet, and which it was: a conversion right after it is the same.
  let prev = { end: -1, sqft: 0, lot: false };
  for (let i = 0; i < tokens.length; i++) {
    const a = readArea(tokens, i) ?? lotSidesAt(tokens, i);
    if (!a || !(a.value > 0)) continue;
    const after = wordsFrom(tokens, a.next, 5).filter((w) => w !== '-' && w !== 'of' && w !== 'the');
    // "5 000 m² de terrain", "200 m² de terreno": "de" straight after the unit is "of".
    if (after[0] === 'de' || after[0] === 'du') after.shift();
    const before = wordsBefore(tokens, i, Math.min(3, i - lastEnd));
    const from = i;
    i = a.next - 1;
    lastEnd = a.next;
    // A part named before the area is its own clause's: "3-car garage, 6,000 sq ft" is the home's;
    // but a home and its pool stand "on" the land: "a pool on 1/2 acre" is the lot.
    const clause = before.slice(before.lastIndexOf(',') + 1);
    const land = before.at(-1) === 'on' && (a.unit === 'acre' || a.unit === 'hectare');
    // "a shop and 2,400 sq ft of living space": the area says it is lived in, whatever the clause named.
    const lived = after.slice(0, 2).some((w) => LIVING.test(w)) || livedPastBracket(tokens, a.next);
    if (
      partAfter(after) ||
      (!land &&
        !lived &&
        !lotAfter(after) &&
        // "a patio and a 0.12-acre lot": the figure read with its own lot word is the lot's.
        !LOT.test(tokens[a.next - 1]?.low ?? '') &&
        clause.some((w) => PART.test(w) && !LOT.test(w)))
    ) {
      // "a 300 m² roof terrace": the part's own area, against the description's (part-area.ts).
      const wide = wordsBefore(tokens, from, 5);
      const named = [...wide.slice(wide.lastIndexOf(',') + 1), ...after.slice(0, 3)];
      const part = partAreaClaim(tokens, from, a.next, toSqft(a.value, a.unit), named, description);
      if (part) out.push(part);
      continue;
    }
    if (partAfterSpace(after)) continue;
    // "park-like grounds" are the lot's; "a 40-acre park" is not.
    const notTheLot = NOT_THE_LOT.test(after[0] ?? '') && after[1] !== 'like';
    if (notTheLot || before.includes('nearby') || before.includes('adjacent')) continue;
    // A home stands "on" its land: "1996 build on 93,654 sq ft" is the lot, unless the area says it
    // is lived in ("on 2,000 sq ft of living space").
    const onLand =
      before.at(-1) === 'on' &&
      !after.slice(0, 2).some((w) => LIVING.test(w)) &&
      (a.unit !== 'sqft' && a.unit !== 'm2' ? true : nearerLot(toSqft(a.value, a.unit), listing));
    // A restated lot carries the rounding of the figure it restates ("25x150 (3,750 sq ft)").
    const restated = restatesLot(tokens, from, lotEnd);
    // "a corner lot with a 1,704 sq ft home": the home's noun after the area outweighs a lot before it.
    const converts = convertsPrevious(tokens, from, prev.end, toSqft(a.value, a.unit), prev.sqft);
    const homeAfter =
      LIVING.test(after[0] ?? '') || livedPastBracket(tokens, a.next) || (converts && !prev.lot);
    // "a Cape on a corner lot, about 1,540 sq ft": past a comma, a lot word names the figure only when
    // the figure is nearer the listed lot than the living area, as "on" does.
    const lotAt = before.findIndex((w) => LOT.test(w));
    const pastComma =
      lotAt >= 0 && before.slice(lotAt + 1).includes(',') && (a.unit === 'sqft' || a.unit === 'm2');
    const lotBefore =
      !homeAfter &&
      ((lotAt >= 0 && (!pastComma || nearerLot(toSqft(a.value, a.unit), listing))) ||
        bracketsLot(tokens, from) ||
        lotOfBefore(tokens, from));
    const lotWord = lotAfter(after) || lotBefore || onLand || restated;
    // Sides are a lot's only with a lot word, or in feet and too large for a room.
    if (a.sides && !lotWord && !(a.sidesInFeet && a.value >= 2000)) continue;
    const lot = a.unit === 'acre' || a.unit === 'hectare' || lotWord || a.sides || (converts && prev.lot);
    lotEnd = lot ? a.next : -1;
    prev = { end: a.next, sqft: toSqft(a.value, a.unit), lot: !!lot };
    const min = a.full || plusAfter(tokens, from) || orMoreAt(tokens, a.next);
    const bound = min ? 'min' : boundBefore(tokens, from);
    const claimed = toSqft(a.value, a.unit);
    const step = toSqft(a.step, a.unit);
    // A spelled amount and a lot's sides (frontage and depth are rounded, lots irregular) are approximate.
    const exactBound = (a.spelled || a.sides || restated) && bound === 'exact' ? 'approx' : bound;
    const listed = lot ? listedLot(listing.lot_size, listing.lot_unit) : listing.living_area_sqft;
    const field = lot ? ('lot_size' as const) : ('living_area_sqft' as const);
    const shown = lot
      ? showLot(listing.lot_size, listing.lot_unit)
      : listing.living_area_sqft === null
        ? null
        : `${formatNumber(listing.living_area_sqft)} sq ft`;
    const what = lot ? 'lot size' : 'living area';
    if (listed === null) {
      out.push(
        claimAt(tokens, from, a.next, {
          field,
          listed: null,
          verdict: 'warn',
          reason: `The listing does not state its ${what}: confirm it.`,
        }),
      );
      continue;
    }
    // Converted units carry the conversion's rounding.
    // A whole number of acres is rounded to the acre ("on 2 acres" for 2.15).
    const cap = a.unit === 'acre' || a.unit === 'hectare' ? 0.25 : 0.1;
    // A spelled fraction ("nearly a quarter acre") is coarse: "nearly" reaches down a fifth, "just
    // over an acre" up a third.
    const ok =
      rangeHolds(tokens, from, claimed / a.value, claimed, listed) ||
      (a.spelled && bound === 'near'
        ? listed <= claimed && listed >= claimed * 0.8
        : a.spelled && bound === 'over'
          ? listed >= claimed && listed <= claimed * 1.3
          : agrees(
              claimed,
              Math.max(step, a.unit === 'sqft' ? 0 : claimed * 0.02),
              exactBound,
              listed,
              cap,
              0.1,
            ));
    out.push(
      claimAt(tokens, from, a.next, {
        field,
        listed: shown,
        verdict: ok ? 'ok' : 'block',
        reason: `The listing's ${what} is ${shown}.`,
      }),
    );
  }
  return out;
};
