import type { PropertyType } from '@pp/contract';
import { phraseAt, wordsBefore, wordsFrom } from './grammar';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * The kind of home: single-family, condo or co-op, townhouse, multi-family, manufactured, land.
 * Sources file the same home differently (a townhome-style condo, a co-op as a condo), so only kinds
 * no source would confuse contradict each other.
 */
const KINDS = new Map<string, PropertyType>([
  ...[
    'single family',
    'single family home',
    'single family house',
    'single family residence',
    'detached home',
    'detached house',
    // Spanish, Portuguese and French for a detached single-family house ("casa unifamiliar
    // independiente", "maison individuelle"; RAE "unifamiliar": "que corresponde a una sola familia").
    'casa unifamiliar',
    'casa unifamiliar independiente',
    'vivienda unifamiliar',
    'residencia unifamiliar',
    'casa independiente',
    'casa independente',
    'moradia unifamiliar',
    'maison individuelle',
  ].map((p) => [p, 'single_family'] as [string, PropertyType]),
  ...['condo', 'condominium', 'condo unit'].map((p) => [p, 'condo'] as [string, PropertyType]),
  ...[
    'townhouse',
    'townhome',
    'town home',
    'town house',
    'rowhouse',
    'row house',
    'rowhome',
    'casa adosada',
    'maison de ville',
  ].map((p) => [p, 'townhouse'] as [string, PropertyType]),
  ...[
    'multi family',
    'multifamily',
    'duplex',
    'triplex',
    'fourplex',
    'quadplex',
    'two flat',
    'three flat',
    '2 flat',
    '3 flat',
    '4 flat',
    'two unit',
    'three unit',
    '2 unit',
    '3 unit',
    '4 unit',
    'income property',
    'investment property',
  ].map((p) => [p, 'multi_family'] as [string, PropertyType]),
  ...['mobile home', 'manufactured home'].map((p) => [p, 'manufactured'] as [string, PropertyType]),
  ...['vacant land', 'vacant lot', 'buildable lot', 'raw land'].map(
    (p) => [p, 'land'] as [string, PropertyType],
  ),
]);
/** Kinds one source may call another's. */
const COMPATIBLE: ReadonlyArray<ReadonlySet<PropertyType>> = [
  new Set(['single_family', 'townhouse']),
  new Set(['condo', 'apartment', 'townhouse']),
  new Set(['multi_family', 'apartment']),
];
// "<kind> living" is the home's kind ("Single-family living in Lakeview"); "the ease of condo living"
// and "like townhome living" are kept out by the word before (NOT_BEFORE).
const NOT_THIS_HOME =
  /^(neighborhood|neighbourhood|area|street|streets|zoning|zoned|homes|houses|lots|community|communities|district|alternative|style|association|board|fee|fees|dues|market|prices|buildings|complex|developments?|owners?|boards?|rules|lifestyle|feel|vibe|like|conversion|conversions|potential|approval)$/;
const LAYOUT_AFTER =
  /^(layout|unit|apartment|apt|penthouse|residence|loft|condo|coop|co|floorplan|plan|design|configuration|living|style)$/;
const NOT_BEFORE = new Set([
  'zoned',
  'near',
  'like',
  'than',
  'to',
  'other',
  'nearby',
  'surrounding',
  'among',
  'of',
  'versus',
  'vs',
  'or',
  'feels',
  'feel',
]);
const NAMES: Record<PropertyType, string> = {
  single_family: 'single-family',
  condo: 'condo',
  townhouse: 'townhouse',
  multi_family: 'multi-family',
  apartment: 'apartment',
  manufactured: 'manufactured',
  land: 'land',
  other: 'other',
};

/** "1,500 sq ft of single-family living": "of" after an area's unit gives the home's own kind. */
const AREA_UNIT = /^(ft|feet|sf|sqft|foot|footage|m²|m2|meters|metres)$/;
const areaOf = (tokens: readonly Token[], from: number): boolean =>
  tokens[from - 1]?.low === 'of' && AREA_UNIT.test(tokens[from - 2]?.low ?? '');

/** "Co-op" is filed as a condo (the contract has no co-op kind): the description tells them apart. */
// Spanish, Portuguese and Italian "cooperativa", French "coopérative" (a housing co-op).
const COOP = new Map<string, true>(
  ['co op', 'coop', 'cooperative', 'cooperativa', 'coopérative'].map((p) => [p, true]),
);
const COOP_WORDS = /\bco-?ops?\b|\bcooperatives?\b|cooperativa|coopérative/;
const CONDO_WORDS = /\bcondo(minium)?s?\b/;
/** The description's words for each kind, to tell a filed kind from a compatible one it names. */
const DESCRIBED = (kind: PropertyType, description: string) =>
  [...KINDS].some(
    ([phrase, k]) => k === kind && new RegExp(`\\b${phrase.replace(/ /g, '[\\s-]?')}s?\\b`).test(description),
  );

export const readPropertyType: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  const listed = listing.property_type;
  if (!listed || listed === 'other') return out;
  for (let i = 0; i < tokens.length; i++) {
    const coop = phraseAt(tokens, i, COOP, 2);
    if (coop && listed === 'condo' && !NOT_BEFORE.has(wordsBefore(tokens, i, 1)[0] ?? '')) {
      // A co-op where the description says condominium (and never co-op) is a contradiction.
      const verdict = COOP_WORDS.test(description) ? 'ok' : CONDO_WORDS.test(description) ? 'block' : 'warn';
      out.push(
        claimAt(tokens, i, coop.next, {
          field: 'property_type',
          listed: NAMES[listed],
          verdict,
          reason:
            verdict === 'ok'
              ? 'The listing describes a co-op.'
              : 'The listing describes a condo, not a co-op.',
        }),
      );
      i = coop.next - 1;
      continue;
    }
    const hit = phraseAt(tokens, i, KINDS, 4);
    if (!hit) continue;
    const after = wordsFrom(tokens, hit.next, 1)[0] ?? '';
    const prev = wordsBefore(tokens, i, 1)[0] ?? '';
    const from = i;
    i = hit.next - 1;
    if (NOT_THIS_HOME.test(after) || (NOT_BEFORE.has(prev) && !areaOf(tokens, from))) continue;
    // "a duplex layout", "this duplex unit", "duplex penthouse": a flat on two floors, not a two-unit building.
    if (/plex$/.test(tokens[from]!.low) && LAYOUT_AFTER.test(after)) continue;
    // A kind compatible with the filed one stands only where the description names it too ("a
    // townhome-style condo"); otherwise the post calls the home what the listing says it is not.
    const ok =
      hit.value === listed ||
      (COMPATIBLE.some((g) => g.has(hit.value) && g.has(listed)) && DESCRIBED(hit.value, description));
    out.push(
      claimAt(tokens, from, hit.next, {
        field: 'property_type',
        listed: NAMES[listed],
        verdict: ok ? 'ok' : 'block',
        reason: `The listing is a ${NAMES[listed]} home.`,
      }),
    );
  }
  return out;
};
