import { EU_ACRE_WORDS } from './european-words';
import { PT_SQFT_WORDS } from './portuguese';

/**
 * The words of an area's unit (issue 26), for area.ts: square feet, square metres, acres and hectares
 * as English, Spanish, Portuguese, French, Arabic, German, Italian and Polish posts write them.
 */
export type Unit = 'sqft' | 'm2' | 'acre' | 'hectare';
export const UNITS = new Map<string, Unit>([
  ...[
    'sq ft',
    'sqft',
    'sq feet',
    'sq foot',
    'square feet',
    'square foot',
    'square ft',
    'sf',
    'ft ²',
    'sq fts',
    'sqfts',
    'sq f',
    'sq ft.',
    'sq ftg',
    'sq footage',
    'square footage',
    'sq ft living',
    'ft2',
    'ft 2',
    // Arabic (Houston posts, russian-arabic.ts): "4,610 قدمًا مربعًا" / "قدم مربع" (square feet).
    'قدمًا مربعًا',
    'قدما مربعا',
    'قدم مربع',
    'أقدام مربعة',
    // Spanish (es-US posts, issue 26): "1,299 pies cuadrados", "pies²", "p²".
    'pies cuadrados',
    'pie cuadrado',
    'pies ²',
    'pies2',
    'p ²',
    'ft cuadrados',
    ...PT_SQFT_WORDS,
  ].map((w) => [w, 'sqft'] as [string, Unit]),
  ...[
    'm ²',
    'm 2',
    'sq m',
    'sqm',
    'square meters',
    'square metres',
    'square meter',
    'square metre',
    'm2',
    'metros cuadrados',
    'metro cuadrado',
    'mts2',
    'mts ²',
  ].map((w) => [w, 'm2'] as [string, Unit]),
  ...['acre', 'acres', 'ac', 'acre lot', 'acres lot', ...EU_ACRE_WORDS].map(
    (w) => [w, 'acre'] as [string, Unit],
  ),
  // Land in Spanish posts is often in hectares ("casi una hectárea"); "ha" alone is too often a laugh.
  ...['hectare', 'hectares', 'hectárea', 'hectáreas', 'hectarea', 'hectareas'].map(
    (w) => [w, 'hectare'] as [string, Unit],
  ),
]);
