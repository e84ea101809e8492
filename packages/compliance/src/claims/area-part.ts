import type { Token } from './tokenize';

/**
 * Whose area a figure is (issue 26), for area.ts: a part of the home (a deck, a roof terrace, a
 * garage), the lot, or the living area. Only the living area is checked against living_area_sqft;
 * a lot's area against lot_size (NAR Code of Ethics Art. 12: each figure true of what it describes).
 */

/** Words after (or just before) an area that make it a part's, not the home's or the lot's. */
// French too: "terrasse sur le toit de 300 m²", "cave de 20 m²", "véranda".
export const PART =
  /^(terrasse|terrasses|toit|cave|grenier|véranda|veranda|deck|decks|patio|patios|garage|garages|garaje|sótano|sotano|terraza|azotea|balcón|balcon|cochera|bodega|basement|yard|terrace|terraces|balcony|balconies|roof|rooftop|porch|shop|workshop|studio|adu|barn|storage|addition|casita|lanai|bonus|room|rooms|suite|kitchen|closet|unit|units|each|warehouse|office|retail|commercial|outdoor|decking|guest|pool|loft|attic|sunroom|building|buildings|parcel|parcels|shed|sheds|pole|outbuilding|greenhouse|kennel|arena|pond|court|slab|pavilion|gazebo|pergola|carport)$/;
// German, Polish, Italian and Russian too: "Grundstück ca. 607 m²", "działka 1,27 akra", "lotto di
// 0,64 acri", "участок 2,15 акра" (european-words.ts, russian-arabic.ts).
export const LOT =
  /^(lot|lots|parcel|site|land|homesite|grounds|property|estate|yard|terreno|lote|solar|predio|terrain|parcelle|grundstück|grundstücke|działka|działki|lotto|участок|участка)$/;
/** Words after an area that make it lived-in space, not land: "on 2,000 sq ft of living space". */
export const LIVING =
  /^(living|interior|heated|finished|livable|liveable|conditioned|under|habitable|habitables|home|house)$/;
// A spec line's separators ("1,540 SF · Corner lot", "1,540 SF / corner lot") end the area's cell too,
// as Chinese and Japanese commas do ("约2000平方英尺，占地2.15英亩": the lot is the next figure's).
const STOP =
  /^(with|and|on|in|of|for|across|plus|including|home|house|residence|condo|townhome|townhouse|apartment|total|rentable|usable|leasable|gross|net|,|\.|—|-|·|\/|\||，|、|。)$/;

/** "552 SF landscaped terrace", "nearly 600sf great room": a part named after up to two adjectives. */
export const partAfter = (after: readonly string[]) => {
  for (const w of after.slice(0, 3)) {
    if (PART.test(w)) return true;
    if (STOP.test(w) || LOT.test(w) || LIVING.test(w)) return false;
  }
  return false;
};

/**
 * "an approx 440 sf area zoned for a commercial storefront", "440 sq ft is zoned for retail": a part
 * named after "area", "space" or its zoning.
 */
export const partAfterSpace = (after: readonly string[]) =>
  (/^(area|space|zoned)$/.test(after[0] ?? '') || (after[0] === 'is' && after[1] === 'zoned')) &&
  after.slice(1, 5).some((w) => PART.test(w) || w === 'storefront');

/**
 * "3,000-3,200 sq ft", "2,900 to 3,200 sf": the listed area (sq ft) inside a range whose low end, written
 * bare just before the figure at i, is in the figure's unit (`per` sq ft each).
 */
export const rangeHolds = (
  tokens: readonly Token[],
  i: number,
  per: number,
  high: number,
  listed: number,
) => {
  const dash = tokens[i - 1];
  const low = tokens[i - 2];
  if (!dash || low?.kind !== 'num' || low.money || !/^(-|–|to)$/.test(dash.low)) return false;
  return low.value * per < high && listed >= low.value * per && listed <= high;
};

// Portuguese contractions too: "156 m² num terreno de 850 m²" is the home on its lot.
const PREPOSITION =
  /^(em|en|no|na|num|numa|nos|nas|sobre|con|com|y|e|de|del|da|do|at|to|by|from|near|over|under|a|an|sur|dans)$/;

/** "a 2,518 sq ft beachfront lot", "7,500 sf corner lot": the lot named after up to two adjectives. */
export const lotAfter = (after: readonly string[]) => {
  for (const w of after.slice(0, 3)) {
    if (LOT.test(w)) return true;
    // Only adjectives stand between: "4.479 pés quadrados em terreno de …" is the home on its lot.
    if (STOP.test(w) || PART.test(w) || LIVING.test(w) || PREPOSITION.test(w)) return false;
  }
  return false;
};

const BOUND = /^(over|about|approx|approximately|nearly|almost|roughly|around|just|under|~|\+|ca)$/;

/**
 * "1.27 acres (over 55,000 sq ft)", "lot is 25x150 (3,750 sq ft)": an area in parentheses straight
 * after a lot's area restates the lot in other units. `lotEnd` is the token after the last lot area
 * read (-1 for none).
 */
export const restatesLot = (tokens: readonly Token[], from: number, lotEnd: number): boolean => {
  if (lotEnd < 0) return false;
  let j = from - 1;
  while (j > lotEnd && BOUND.test(tokens[j]!.low)) j--;
  return j === lotEnd && tokens[j]?.raw === '(';
};

/** "lot (just under 5,000 sq ft)": an area opening a bracket after a lot's noun glosses the lot. */
export const bracketsLot = (tokens: readonly Token[], from: number): boolean => {
  let k = from - 1;
  // Bound words between, with an abbreviation's dot or a tilde: "lot (approx. 9,100 sq ft)", "lot (~9,100 sf)".
  const between = (t: Token) => (t.kind === 'word' && !LOT.test(t.low)) || t.raw === '.' || t.raw === '~';
  while (k >= 0 && k >= from - 4 && between(tokens[k]!)) k--;
  return tokens[k]?.raw === '(' && LOT.test(tokens[k - 1]?.low ?? '');
};

/** Land that is not the listing's: "a 40-acre park nearby". */
export const NOT_THE_LOT =
  /^(park|parks|parkland|preserve|reserve|lake|greenbelt|golf|nature|trails|common|commons|community|campus|forest|farm|ranch|open|wildlife|conservation|ravine|woods)$/;

/** Words of how land lies, said between a count and its acres. */
const LAND_LIE =
  /^(level|flat|usable|rolling|wooded|treed|cleared|fenced|private|gentle|gently|sloping|buildable|pastoral|open|lush|landscaped|manicured|secluded)$/;

/** "1.5 level acres", "2 wooded acres": a word of the land's lie at j, its acres right after it. */
export const landLieAt = (tokens: readonly Token[], j: number): boolean =>
  LAND_LIE.test(tokens[j]?.low ?? '') && /^(acres?|ac|hectares?)$/.test(tokens[j + 1]?.low ?? '');

/** Bounds and adjectives between a lot's noun and "of": "terreno totalmente cercado de unos", "lot of about". */
const OF_BOUND =
  /^(unos|unas|aproximadamente|alrededor|casi|más|cerca|about|approx|approximately|roughly|around|nearly|almost|over|some|~|\.)$/;

/**
 * "Terreno totalmente cercado de unos 364 m²", "a fenced corner lot of about 7,000 sq ft": the lot's noun,
 * up to three words of how it lies, then "of" ("de") and a bound before the area: the lot's area. "A lot
 * of" straight together is English's "many", no lot.
 */
export const lotOfBefore = (tokens: readonly Token[], from: number): boolean => {
  let k = from - 1;
  while (k >= 0 && OF_BOUND.test(tokens[k]!.low)) k--;
  if (!/^(de|of)$/.test(tokens[k]?.low ?? '')) return false;
  const of = k;
  for (k--; k >= 0 && k >= of - 4; k--) {
    const t = tokens[k]!;
    if (t.kind !== 'word') return false;
    if (LOT.test(t.low))
      return !(k === of - 1 && t.low === 'lot' && /^(a|the)$/.test(tokens[k - 1]?.low ?? ''));
    if (STOP.test(t.low) || PART.test(t.low) || LIVING.test(t.low)) return false;
  }
  return false;
};
