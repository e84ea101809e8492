import { phraseAt, wordsBefore } from './grammar';
import { type Token, WORD_NUMBERS, WORD_ORDINALS } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * The floor a condo or apartment is on: an ordinal in digits or words before "floor" and what it
 * describes ("second-floor apartment", "6th floor unit", "5th-floor 2BR", "fifth floor walk-up",
 * "top-floor condo", "ground-floor studio", "garden-level one bedroom"), "penthouse", or "located on
 * the 10th floor" / "On the 5th floor, …". Checked against the unit number ("APT 10E" is on the 10th
 * floor), the floors the description names and its building's stories ("nine-story building": no
 * 12th floor). "Top floor" is only supported by the description: a unit number does not say how high
 * the building is. A house's "first floor" is one of its own levels, so only condos and apartments
 * are read, and a floor a part of the building is on ("2nd-floor laundry") is no claim.
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
    'walk up',
    'walkup',
    'corner',
    'rental',
    'pad',
    'digs',
    'gem',
    'beauty',
    'retreat',
    'sanctuary',
    'oasis',
    'stunner',
  ].map((w) => [w, true]),
);
const AMENITIES = new Set([
  'deck',
  'roof',
  'rooftop',
  'gym',
  'laundry',
  'lobby',
  'pool',
  'storage',
  'terrace',
  'lounge',
  'mailroom',
  'office',
  'amenity',
  'amenities',
  'garage',
  'bike',
  'package',
]);
/** Bedroom words after a count: "5th-floor 2BR", "top-floor two-bedroom", "third floor 1 bed". */
const BED_WORDS = new Set(['br', 'bd', 'bed', 'beds', 'bedroom', 'bedrooms', 'bdrm', 'brs', 'bedroom']);
const ADJECTIVES = new Set([
  'sunny',
  'bright',
  'quiet',
  'renovated',
  'spacious',
  'cozy',
  'charming',
  'classic',
]);
const LOCATED = new Set([
  'located',
  'situated',
  'sits',
  'perched',
  'set',
  'is',
  "it's",
  'lives',
  'sitting',
  'high',
  'up',
  'living',
  'life',
]);
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

/** The building's stories the description names ("elegant nine story building", "a 12-story tower"). */
const describedStories = (d: string): number | null => {
  const m = /\b(\d{1,3}|\w+)[- ]stor(?:y|ey|ies)\b(?! (home|house|colonial|townhome|townhouse))/.exec(d);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : WORD_NUMBERS[m[1]!];
  return n !== undefined && n > 1 ? n : null;
};

/** What follows "Nth floor" names the home: a unit word, a bedroom count, "studio", an adjective and one. */
const namesHome = (tokens: readonly Token[], j: number): boolean => {
  let k = j;
  while (tokens[k] && ADJECTIVES.has(tokens[k]!.low)) k++;
  if (tokens[k]?.raw === ',') k++;
  if (phraseAt(tokens, k, UNIT_WORDS, 2)) return true;
  const n = tokens[k];
  if (n?.kind !== 'num' || n.money || n.value > 10) return false;
  let b = k + 1;
  if (tokens[b]?.raw === '-') b++;
  return BED_WORDS.has(tokens[b]?.low ?? '');
};

/** Spanish floors: "en el tercer piso", "2do piso", "planta baja". "Cuarto" is 4th only before "piso". */
const SPANISH_ORDINALS: Record<string, number> = {
  primer: 1,
  primero: 1,
  primera: 1,
  segundo: 2,
  segunda: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  séptimo: 7,
  septimo: 7,
  octavo: 8,
  noveno: 9,
  décimo: 10,
  decimo: 10,
};
const SPANISH_FLOOR = new Set(['piso', 'nivel', 'planta']);
const SPANISH_HOME = new Set([
  'departamento',
  'depa',
  'apartamento',
  'condominio',
  'condo',
  'unidad',
  'está',
  'esta',
  'ubicado',
  'ubicada',
  'encuentra',
  'recámaras',
  'recámara',
  'recamaras',
  'habitaciones',
  'habitación',
]);

const spanishFloorAt = (tokens: readonly Token[], i: number): { floor: number; next: number } | null => {
  const t = tokens[i]!;
  let floor = SPANISH_ORDINALS[t.low];
  let j = i + 1;
  // "3er piso", "2do piso", "1° piso"
  if (floor === undefined && t.kind === 'num' && !t.money && t.value >= 1 && t.value <= 60) {
    const suffix = tokens[j];
    if (suffix && suffix.start === t.end && /^(er|ro|do|to|vo|mo|no|°|º)$/.test(suffix.low)) {
      floor = t.value;
      j++;
    }
  }
  if (t.low === 'planta' && tokens[i + 1]?.low === 'baja') {
    floor = 1;
    j = i + 1;
  } else if (floor === undefined || !SPANISH_FLOOR.has(tokens[j]?.low ?? '')) return null;
  const before = wordsBefore(tokens, i, 3);
  const enEl = (before.at(-1) === 'el' || before.at(-1) === 'la') && before.at(-2) === 'en';
  if (!enEl || !(before.length === 2 || SPANISH_HOME.has(before.at(-3) ?? ''))) return null;
  return { floor, next: j + 1 };
};

const floorClaimAt = (
  tokens: readonly Token[],
  i: number,
): { floor: number; next: number; top: boolean } | null => {
  const t = tokens[i]!;
  if (t.low === 'penthouse') return { floor: Number.POSITIVE_INFINITY, next: i + 1, top: true };
  const es = spanishFloorAt(tokens, i);
  if (es) return { ...es, top: false };
  const ordinal = t.kind === 'ord' ? t.value : t.low === 'ground' || t.low === 'garden' ? 1 : Number.NaN;
  if (Number.isNaN(ordinal)) return null;
  let j = i + 1;
  if (tokens[j]?.raw === '-') j++;
  const level = tokens[j]?.low;
  // "third-story apartment" says the floor as "third-floor" does.
  const floorWord = level === 'floor' || level === 'fl' || level === 'story' || level === 'storey';
  if (!floorWord && !(t.low === 'garden' && level === 'level')) return null;
  j++;
  const afterFloor = j;
  if (tokens[j]?.raw === '-') j++;
  const before = wordsBefore(tokens, i, 3);
  // "On the 5th floor, …" opening a sentence, "located on the", "a 2BR on the 7th floor": the home's.
  const onThe = before.at(-1) === 'the' && before.at(-2) === 'on';
  const subject = before.at(-3) ?? '';
  // "The roof deck is on the 12th floor": the building's amenity, not the home.
  const amenity = wordsBefore(tokens, i, 8).some((w) => AMENITIES.has(w));
  const located =
    onThe &&
    !amenity &&
    (before.length === 2 || LOCATED.has(subject) || BED_WORDS.has(subject) || UNIT_WORDS.has(subject));
  if (!namesHome(tokens, j) && !located) return null;
  // The claim ends at "floor": the home's kind after it ("condo") is the property type's claim.
  return { floor: ordinal, next: afterFloor, top: !Number.isFinite(ordinal) };
};

export const readFloors: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  if (listing.property_type !== 'condo' && listing.property_type !== 'apartment') return out;
  const described = describedFloors(description);
  const fromUnit = unitFloor(listing.address.street);
  const topSupported = /top[- ]floor|penthouse|\bph\b/.test(description);
  const stories = describedStories(description);
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
    } else if (stories !== null && c.floor > stories) {
      verdict = 'block';
      listed = `a ${stories}-story building`;
    } else verdict = 'warn';
    const reason =
      verdict === 'warn'
        ? c.top
          ? 'The listing does not say the home is on the top floor: confirm it.'
          : 'The listing does not say which floor the home is on: confirm it.'
        : stories !== null && listed === `a ${stories}-story building`
          ? `The listing's building has ${stories} stories.`
          : `The listing puts the home on ${listed ?? 'the top floor'}.`;
    out.push(claimAt(tokens, i, c.next, { ...base, listed, verdict, reason }));
    i = c.next - 1;
  }
  return out;
};
