import { wordsBefore, wordsFrom } from './grammar';
import { askedUse } from './hypothetical';
import { SPANISH_PART_AFTER } from './spanish';
import type { Token } from './tokenize';

/**
 * Whose room count it is. A count of some rooms is a minimum of the home's: "2 additional bedrooms",
 * "3 bedrooms upstairs", "2 baths on the lower level", or any count in a sentence about one level
 * ("The lower level includes two bedrooms", "Upstairs find 2 bedrooms"). "2BR in the city" and
 * "3 bedrooms on a quiet street" are the home's, and "single-level living with 3 bedrooms" too.
 */
const PART_BEFORE = new Set([
  'additional',
  'other',
  'more',
  'extra',
  'secondary',
  'guest',
  'spare',
  'remaining',
  'upstairs',
  'downstairs',
]);
const PART_AFTER = /^(upstairs|downstairs|up|down|per|each)$/;
/** Parts of a home a count can be "in" or "on". */
const PART_PLACE =
  /^(main|basement|lower|upper|upstairs|downstairs|guest|back|rear|front|adu|casita|cottage|carriage|wing|level|levels|floor|floors|loft|attic|unit|units|apartment|apartments|suite|garden|ground|top|each|both|one|primary|addition|annex|this|that)$/;
/** A sentence's subject that is one level of the home. */
const LEVEL = /^(level|upstairs|downstairs|basement|wing|floor)$/;
/** Before a level word: the whole home on one level ("single-level living"), or a floor plan's kind. */
const WHOLE_LEVEL = /^(single|one|same|split|multi|two|three|tri|bi|each|every|open|hardwood|wood|tile)$/;

const placeAfter = (after: readonly string[]) => {
  // "3 bedrooms located on this floor", "2 baths all on the main level".
  const at = after.slice(0, 3).findIndex((w) => w === 'in' || w === 'on');
  return at >= 0 && after.slice(at + 1, at + 4).some((w) => PART_PLACE.test(w));
};

/** An ordinal floor of a flat in a building ("Quiet third floor one bedroom") is where it is, not a part. */
const ORDINAL_FLOOR =
  /^(\d+(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground|garden|parlor|parlour)$/;

const levelSentence = (tokens: readonly Token[], from: number, flat: boolean) => {
  const before = wordsBefore(tokens, from, 16).filter((w) => w !== '-');
  return before.some((w, k) => {
    if (!LEVEL.test(w) || WHOLE_LEVEL.test(before[k - 1] ?? '')) return false;
    if (flat && ORDINAL_FLOOR.test(before[k - 1] ?? '')) return false;
    const next = before[k + 1] ?? '';
    return next !== 'plan' && next !== 'plans' && next !== 'to' && next !== '-';
  });
};

/** `flat`: the listing is one home in a building (a condo or an apartment). */
/**
 * Another dwelling on the lot: "a 1-bedroom, 1-bathroom studio", "a 2-bedroom main home", "1BR ADU";
 * in a house a unit or an apartment is one too (in a condo it is the home itself).
 */
const DWELLING = /^(studio|adu|casita|cottage|guesthouse|carriage|coach|granny|in-law|inlaw|annex)$/;
const DWELLING_IN_HOUSE = /^(apartment|apt|unit|suite|flat)$/;
const OTHER_HOUSE = /^(main|guest|pool|back|rear|second|2nd)$/;

const dwellingAfter = (after: readonly string[], flat: boolean) =>
  after.some(
    (w, k) =>
      DWELLING.test(w) ||
      (!flat && DWELLING_IN_HOUSE.test(w)) ||
      (OTHER_HOUSE.test(w) && /^(house|home|residence)$/.test(after[k + 1] ?? '')),
  );

export const countOfPart = (tokens: readonly Token[], from: number, next: number, flat: boolean): boolean => {
  // "2 more bedrooms" is a part; "no more than 2 bedrooms" a bound (grammar.ts).
  const b2 = wordsBefore(tokens, from, 2);
  if (b2.at(-1) !== 'than' && b2.some((w) => PART_BEFORE.has(w))) return true;
  const after = wordsFrom(tokens, next, 8);
  if (after.slice(0, 2).some((w) => PART_AFTER.test(w) || SPANISH_PART_AFTER.includes(w))) return true;
  // The clause after the count; after a comma, the next count's ("2-bedroom, 1-bathroom studio").
  const comma = after.indexOf(',');
  const clause = comma === 0 ? after.slice(0, 7) : comma > 0 ? after.slice(0, comma) : after.slice(0, 6);
  if (dwellingAfter(clause, flat)) return true;
  // "The main house has one bedroom suite downstairs": the subject is one of the dwellings.
  const before = wordsBefore(tokens, from, 8);
  if (before.some((w, k) => OTHER_HOUSE.test(w) && /^(house|home)$/.test(before[k + 1] ?? ''))) return true;
  return placeAfter(after) || levelSentence(tokens, from, flat);
};

/**
 * Words of a sentence about one unit of a building: a room count there is the unit's. With their
 * Spanish and Portuguese ("dos departamentos de 2 recámaras", "unidades de 2 quartos").
 */
const UNIT_WORDS =
  /^(units?|apartments?|apts?|suites?|rentals?|each|per|floor|level|owners?|owner's|garden|duplex|studio|tenants?|leased|rented|occupied|vacant|currently|unidad|unidades|unidade|departamentos?|deptos?|apartamentos?|dúplex|inquilinos?)$/;

/**
 * "4 bedrooms and 7 baths across three units", "9 bedrooms in all": counts spread over the units or
 * summed are the building's total, not one unit's, whatever the sentence says of units (`next` is the
 * token after the counts).
 */
const totalOver = (tokens: readonly Token[], next: number) => {
  // The other room's count between: "4 bedrooms and 7 baths across …".
  let j = next;
  if (/^(and|,|&)$/.test(tokens[j]?.low ?? '') && tokens[j + 1]?.kind === 'num') j += 3;
  const after = wordsFrom(tokens, j, 4);
  if (
    /^(combined|total)$/.test(after[0] ?? '') ||
    (after[0] === 'in' && /^(all|total)$/.test(after[1] ?? ''))
  )
    return true;
  return (
    /^(across|among|between)$/.test(after[0] ?? '') &&
    after.slice(1, 4).some((w) => /^(units?|apartments?|flats?|floors?)$/.test(w))
  );
};

/** A sentence about one unit of a building: its counts are that unit's, unless totalled (totalOver). */
export const unitSentence = (tokens: readonly Token[], i: number, next = i) =>
  !totalOver(tokens, next) &&
  [...wordsBefore(tokens, i, 30), ...wordsFrom(tokens, i, 30)].some((w) => UNIT_WORDS.test(w));

/** "convertible to a fourth bedroom", "could be a 4th bedroom", "potential 5th bed": a possibility, no count. */
const POSSIBLE =
  /^(convertible|convert|converts|converted|could|potential|possible|possibly|optional|option|would|can)$/;
export const possibleCount = (tokens: readonly Token[], from: number) => {
  if (askedUse(tokens, from)) return true;
  const before = wordsBefore(tokens, from, 4);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(')'), before.lastIndexOf('('));
  return before.slice(cut + 1).some((w) => POSSIBLE.test(w));
};

/** "2 bedrooms plus a den": a room a source may count as a bedroom, so one more is right too. */
const FLEX = /^(den|office|study|bonus|flex|loft|nursery|library)$/;
export const flexRoomAfter = (tokens: readonly Token[], next: number): boolean => {
  const after = wordsFrom(tokens, next, 4).filter((w) => w !== 'a' && w !== 'an');
  return /^(plus|\+|&|and|with)$/.test(after[0] ?? '') && FLEX.test(after[1] ?? '');
};

/** Words describing the rooms between a count and its unit: "5 spacious bedrooms", "three generously sized bedrooms". */
const ROOM_ADJECTIVE =
  /^(spacious|large|generous|generously|sized|huge|big|oversized|roomy|cozy|comfortable|sunny|bright|private|ample|good|nice|well|appointed|beautiful|lovely|light|filled|updated|true|legal|separate)$/;

/** The index after up to three describing words from k ("light-filled" counts as one). */
export const afterRoomAdjectives = (tokens: readonly Token[], k: number): number => {
  let m = k;
  for (let n = 0; n < 3 && ROOM_ADJECTIVE.test(tokens[m]?.low ?? ''); n++) {
    m++;
    while (tokens[m]?.raw === '-') m++;
  }
  return m;
};
