import { FR_NEGATION } from './french';
import { endsSentence, wordsBefore, wordsFrom } from './grammar';
import { askedOfDefinite, promisedBy } from './hypothetical';
import { placesAmenity } from './named-place';
import type { Token } from './tokenize';

/**
 * Whether a feature a post names is the home's (features.ts): not when denied ("no pool", "sin
 * alberca"), possible ("room for a pool", "pool-ready"), nearby ("steps to the beach", "spa and coffee
 * within a block"), a street or a named place ("Ocean Front Walk", "the pool at Burgess Park"), a
 * proper noun ("Beachfront Grill"), or joined by "and"/"or"/"," to a feature that was none of the
 * home's ("room for a pool and a hot tub", "no pool or spa"), or asked and answered no ("Terraza? No").
 */
const NEGATION = new Set([
  'no',
  'without',
  'not',
  'never',
  'lacks',
  "isn't",
  "doesn't",
  'nor',
  'zero',
  'sin',
  ...FR_NEGATION,
]);
const MAYBE = new Set([
  'potential',
  'possible',
  'could',
  'add',
  'bring',
  'imagine',
  'perfect',
  'ideal',
  'plans',
  'option',
  'optional',
  'future',
  'space',
  'room',
  'build',
  'install',
  'approved',
  'would',
  'can',
  'espacio',
  'posibilidad',
  'potencial',
  'puede',
  // The possibility in Italian, Portuguese, French, German and Polish: "spazio per una piscina",
  // "espaço para piscina", "place pour une piscine", "Platz für einen Pool", "miejsce na basen".
  'spazio',
  'posto',
  'possibilità',
  'potenziale',
  'espaço',
  'possibilidade',
  'espace',
  'place',
  'possibilité',
  'potentiel',
  'platz',
  'möglichkeit',
  'möglich',
  'miejsce',
  'możliwość',
]);
const NEARBY = new Set([
  'near',
  'nearby',
  'close',
  'walk',
  'walking',
  'steps',
  'minutes',
  'mins',
  'blocks',
  'miles',
  'mile',
  'across',
  'proximity',
  'moments',
  'distance',
  'nearest',
  'neighborhood',
  'cerca',
  'minutos',
  'cuadras',
  'pasos',
]);
/** Nouns that are a possibility only before "for"/"to" ("room for a pool"), not as a room ("the living room and a deck"). */
const ROOM_FOR = /^(room|space|espacio|spazio|posto|espaço|espace|place|platz|miejsce)$/;
/** "a 2016 build with a new roof", "new build, pool": "build" as the home's noun, no verb of a possibility. */
const builtHome = (w: string, prev: string | undefined) =>
  w === 'build' && /^(a|an|the|this|new|custom|quality|solid|recent|\d{4})$/.test(prev ?? '');
const maybeBefore = (before: readonly string[]): boolean => {
  // The last three words, indexed in the whole list (fewer at a sentence's start: "Espaço para piscina").
  const from = Math.max(0, before.length - 3);
  return before
    .slice(from)
    .some(
      (w, k) =>
        MAYBE.has(w) &&
        !builtHome(w, before[from + k - 1]) &&
        !askedOfDefinite(w, before[from + k + 1]) &&
        !promisedBy(w, before.slice(0, from + k)) &&
        (!ROOM_FOR.test(w) || /^(for|to|para|per|pour|für|fur|na)$/.test(before[from + k + 1] ?? '')),
    );
};

/**
 * A word of nearness in the six tokens before the feature ("steps to the pool"); not a street's name in
 * capitals that ends in it ("Ocean Front Walk: 2-car garage").
 */
const nearbyBefore = (tokens: readonly Token[], from: number): boolean => {
  for (let j = from - 1; j >= 0 && j >= from - 6 && !endsSentence(tokens, j); j--) {
    const t = tokens[j]!;
    const streetName = STREET.test(t.low) && /^[A-Z]/.test(t.raw) && /^[A-Z]/.test(tokens[j - 1]?.raw ?? '');
    if (NEARBY.has(t.low) && !streetName) return true;
  }
  return false;
};

const COULD_HAVE_AFTER = /^(ready|prewired|potential|possible|sized)$/;
/** Features only the home itself has (no place "near" a post has them): read even after "near …". */
const OWN_FINISHES = new Set([
  'furnished',
  'central_air',
  'hardwood',
  'laundry',
  'fireplace',
  'basement',
  'walk_in_closet',
  'vaulted',
  'skylights',
  'stainless',
  'granite',
  'quartz',
  'new_roof',
  // A pet policy is the home's: "near UT, pets welcome" allows pets here.
  'pets',
]);
const STREET =
  /^(walk|st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|court|pl|place|ter|pkwy|parkway|cir|circle|trl|trail|hwy|highway|row|sq|square|realty|properties|group|estates|village|park|club|heights|hills)$/;

/** After the feature, in its sentence: "spa and coffee within a block", "gym nearby", "5 minutes away". */
const NEARBY_AFTER =
  /^(nearby|within|away|around the corner|down the street|next door|close by|a short walk)$/;
/**
 * A feature's word as the modifier of a season, an event or a toy names no feature of the home:
 * "pool season is here", "patio weather", "garage sale Saturday", "pool party ideas", "pool floats".
 */
const EVENT_AFTER =
  /^(season|seasons|party|parties|weather|sale|sales|day|days|noodle|noodles|float|floats|toys)$/;
/**
 * A feature's word as the modifier of a public law names a topic, not a feature of the home: "what the
 * new ADU code means for big lots", "pool fence laws", "the county's ADU ordinance". A policy or a
 * building's rules are the home's own ("a no-pets policy"), so they stay claims.
 */
const RULE_AFTER =
  /^(code|codes|law|laws|ordinance|ordinances|regulation|regulations|legislation|reform|bill)$/;
/** "ADU code", "pool fence laws": a law right after the feature, or after one noun that goes with it. */
const ruleAfter = (after: readonly string[]): boolean =>
  RULE_AFTER.test(after[0] ?? '') ||
  (/^[a-z]+$/.test(after[0] ?? '') && !LINK.test(after[0] ?? '') && RULE_AFTER.test(after[1] ?? ''));
const LINK = /^(and|or|with|in|on|at|for|of|to|is|are|was|were|has|have|that|the|a|an)$/;
const COORDINATION = new Set(['and', 'or', 'nor', ',', '&', '/', 'a', 'an', 'y', 'o', 'ni', 'un', 'una']);

const nearbyAfter = (tokens: readonly Token[], next: number): boolean => {
  for (let j = next, n = 0; j < tokens.length && n < 6; j++, n++) {
    if (endsSentence(tokens, j)) return false;
    const w = tokens[j]!.low;
    const two = `${w} ${tokens[j + 1]?.low ?? ''}`;
    const three = `${two} ${tokens[j + 2]?.low ?? ''}`;
    if (NEARBY_AFTER.test(w) || NEARBY_AFTER.test(two) || NEARBY_AFTER.test(three)) return true;
  }
  return false;
};

/**
 * True when only "and", "or", commas and articles stand between the skipped feature and this one. With
 * nothing between, the skipped word modifies this feature ("furnished roof deck"): no coordination.
 */
const coordinated = (tokens: readonly Token[], lastSkipped: number, from: number): boolean => {
  if (lastSkipped < 0 || lastSkipped >= from) return false;
  for (let j = lastSkipped; j < from; j++) if (!COORDINATION.has(tokens[j]!.low)) return false;
  return true;
};

/** "¿Terraza? No, pero…", "Pool? Nope.": a feature asked about and answered no is denied, not claimed. */
const ANSWER_NO = /^(no|nope|nah|not|sadly|unfortunately|lamentablemente)$/;
const askedAndDenied = (tokens: readonly Token[], next: number): boolean => {
  for (let j = next; j < tokens.length && j < next + 3; j++) {
    // "Terraza? No"; a sheet's "Pool: none", "HOA: n/a" is the same answer to its key.
    if (tokens[j]!.raw === '?' || (tokens[j]!.raw === ':' && j === next))
      return ANSWER_NO.test(tokens[j + 1]?.low ?? '') || /^(none|n)$/.test(tokens[j + 1]?.low ?? '');
    if (endsSentence(tokens, j)) return false;
  }
  return false;
};

/** The capitalised name at j (past "The"), every word of it in the listing's description. */
const ownName = (tokens: readonly Token[], j: number, description: string): boolean => {
  let k = tokens[j]?.low === 'the' ? j + 1 : j;
  const words: string[] = [];
  while (words.length < 3 && tokens[k]?.kind === 'word' && /^[A-Z]/.test(tokens[k]!.raw))
    words.push(tokens[k++]!.low);
  return (
    words.length > 0 &&
    words.every((w) => new RegExp(`\\b${w.replace(/[^\p{L}\d]/gu, '')}\\b`, 'u').test(description))
  );
};

/**
 * A negation among the three words before the feature, not one inside a name joined by a hyphen to the
 * word before it: "Sub-Zero, resort pool" names a fridge, "net-zero" a home's energy, neither denies.
 */
const negatedBefore = (tokens: readonly Token[], from: number, inSentence: number): boolean => {
  for (let j = from - 1; j >= from - Math.min(3, inSentence); j--) {
    if (!NEGATION.has(tokens[j]!.low)) continue;
    if (tokens[j - 1]?.raw === '-' && tokens[j - 1]!.end === tokens[j]!.start) continue;
    return true;
  }
  return false;
};

const THIS_HOME = /^(esta|esa|nuestra|mi|tu|linda|bonita|hermosa|preciosa|bella|acogedora)$/;

/** Words of a building's shared facilities: "coin-op laundry", "common storage", "shared bike room". */
const SHARED = /^(coin|op|coin-op|shared|common|communal|building's)$/;

export const notTheHomes = (
  tokens: readonly Token[],
  name: string,
  notAfter: RegExp | undefined,
  from: number,
  next: number,
  lastSkipped: number,
  description = '',
): boolean => {
  if (coordinated(tokens, lastSkipped, from) || askedAndDenied(tokens, next)) return true;
  // "¡Mira esta casita!": Spanish's diminutive after "this/our/pretty" is the home itself, no guest house.
  if (name === 'adu' && tokens[from]!.low === 'casita' && THIS_HOME.test(tokens[from - 1]?.low ?? ''))
    return true;
  const before = wordsBefore(tokens, from, 6);
  const after = wordsFrom(tokens, next, 3);
  if (negatedBefore(tokens, from, before.length) || maybeBefore(before)) return true;
  // Spanish "en el patio", "del patio": the yard as a place ("alberca en el patio", a pool in the
  // yard), which every house has, not a paved patio claimed.
  if (
    name === 'patio' &&
    (before.at(-1) === 'del' || (before.at(-1) === 'el' && /^(en|al)$/.test(before.at(-2) ?? '')))
  )
    return true;
  // "Coin-op laundry in the basement", "shared storage in the basement": a shared facility's place is the
  // building's basement, not one of the unit's own.
  if (
    name === 'basement' &&
    before.at(-1) === 'the' &&
    before.at(-2) === 'in' &&
    before.some((w) => SHARED.test(w))
  )
    return true;
  // A home's own finish is never a place nearby: "cerca de UT, amueblado" is furnished.
  // "the community pool is steps away": the home's community's pool, its distance from the door; "walk
  // to the community pool", "a community pool nearby" may be a town's.
  const ours = name === 'community_pool' && before.at(-1) === 'the' && !nearbyBefore(tokens, from);
  const own = OWN_FINISHES.has(name) || ours;
  if (!own && (nearbyBefore(tokens, from) || nearbyAfter(tokens, next))) return true;
  // "the Burgess Park pool", "a public pool", "the gym is a five-minute walk" (named-place.ts).
  if (!own && placesAmenity(tokens, from, next, description)) return true;
  if (STREET.test(after[0] ?? '') || EVENT_AFTER.test(after[0] ?? '') || ruleAfter(after)) return true;
  // "the pool at Burgess Park": a named place's, not the home's; "a terrace at The Barrington", where
  // the description names The Barrington, is the home's own building.
  if (
    after[0] === 'at' &&
    /^[A-Z]/.test(tokens[next + 1]?.raw ?? '') &&
    !ownName(tokens, next + 1, description)
  )
    return true;
  // "spa-like", "garden-style": the hyphen joins a word that makes the claim something else.
  const joined = after.filter((w) => w !== '-');
  if (notAfter && (notAfter.test(joined[0] ?? '') || notAfter.test(joined.join(' ')))) return true;
  // "pool-ready", "EV-ready", "pool-sized": a feature the home could have, as "room for a pool".
  // "ADU ready to rent" is an ADU that is ready.
  if (COULD_HAVE_AFTER.test(joined[0] ?? '') && joined[1] !== 'to' && joined[1] !== 'for') return true;
  // A name in capitals mid-sentence ("Lakeview Realty", "Beachfront Grill") is a proper noun.
  const t = tokens[from]!;
  return (
    next - from > 1 &&
    /^[A-Z][a-z]/.test(t.raw) &&
    /^[A-Z][a-z]/.test(tokens[next - 1]!.raw) &&
    before.length > 0 &&
    /^[A-Z][a-z]/.test(tokens[next]?.raw ?? '')
  );
};
