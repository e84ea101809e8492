import type { PropertyType } from '@pp/contract';
import { phraseAt, wordsBefore, wordsFrom } from './grammar';
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
  ].map((p) => [p, 'single_family'] as [string, PropertyType]),
  ...['condo', 'condominium', 'co op', 'coop', 'cooperative', 'condo unit'].map(
    (p) => [p, 'condo'] as [string, PropertyType],
  ),
  ...['townhouse', 'townhome', 'town home', 'town house', 'rowhouse', 'row house', 'rowhome'].map(
    (p) => [p, 'townhouse'] as [string, PropertyType],
  ),
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
const NOT_THIS_HOME =
  /^(neighborhood|neighbourhood|area|street|streets|zoning|zoned|homes|houses|lots|community|communities|district|alternative|style|living|association|board|fee|fees|dues|market|prices|buildings|complex|developments?|owners?|boards?|rules|lifestyle|feel|vibe|like|conversion|conversions|potential|approval)$/;
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

export const readPropertyType: ClaimReader = ({ tokens, listing }) => {
  const out: Claim[] = [];
  const listed = listing.property_type;
  if (!listed || listed === 'other') return out;
  for (let i = 0; i < tokens.length; i++) {
    const hit = phraseAt(tokens, i, KINDS, 4);
    if (!hit) continue;
    const after = wordsFrom(tokens, hit.next, 1)[0] ?? '';
    const prev = wordsBefore(tokens, i, 1)[0] ?? '';
    const from = i;
    i = hit.next - 1;
    if (NOT_THIS_HOME.test(after) || NOT_BEFORE.has(prev)) continue;
    const ok = hit.value === listed || COMPATIBLE.some((g) => g.has(hit.value) && g.has(listed));
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
