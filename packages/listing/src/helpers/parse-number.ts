/** Number parsing tolerant of how listing pages write figures: "$1,150,000", "2,000 sq ft", "2.15 acres". */

/** Unicode vulgar fractions pages print in counts ("2 ½ baths", "2½ ba"). */
const FRACTIONS: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75 };

/** The first number in a text ("1,206 sqft" → 1206, "2 ½ baths" → 2.5), or null. */
export const parseNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /(-?\d[\d,]*(?:\.\d+)?|-?\.\d+)(?:\s?([¼½¾]))?|([¼½¾])/.exec(value);
  if (!match) return null;
  if (match[3]) return FRACTIONS[match[3]] ?? null;
  const n = Number((match[1] ?? '').replace(/,/g, '')) + (match[2] ? (FRACTIONS[match[2]] ?? 0) : 0);
  return Number.isFinite(n) ? n : null;
};

/** A price as written on a page: "$6,500,000", "$2.5M", "$3,200/mo" → 3200. */
export const parsePrice = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*([KkMm])?\b/.exec(value);
  if (!match?.[1]) return null;
  const n = Number(match[1].replace(/,/g, ''));
  const scale = match[2] ? (match[2].toLowerCase() === 'm' ? 1_000_000 : 1_000) : 1;
  const price = Math.round(n * scale);
  return Number.isFinite(price) && price > 0 ? price : null;
};

/**
 * The currency a printed price is written in: "C$2,098,000" / "CA$…" / "CAD …" (Zillow shows Canadian
 * listings so) is CAD, a bare or "US" dollar sign USD; null when the text names no currency.
 */
export const printedCurrency = (value: unknown): 'CAD' | 'USD' | null => {
  if (typeof value !== 'string') return null;
  if (/\bCA?\$|\bCAD\b/.test(value)) return 'CAD';
  return /\$|\bUSD\b/.test(value) ? 'USD' : null;
};

/** A positive whole-or-half count (beds, baths); anything else is null. */
export const parseCount = (value: unknown): number | null => {
  const n = parseNumber(value);
  return n !== null && n >= 0 && n < 1000 ? n : null;
};

export type LotSize = { value: number; unit: 'sqft' | 'acres' };

/** "93,654 sqft", "2.15 acres", 5370 with unit "Square Feet" → value and unit. */
export const parseLotSize = (value: unknown, unitHint?: unknown): LotSize | null => {
  const n = parseNumber(value);
  if (n === null || n <= 0) return null;
  const unitText = `${typeof value === 'string' ? value : ''} ${typeof unitHint === 'string' ? unitHint : ''}`;
  const unit = /acre/i.test(unitText) ? 'acres' : 'sqft';
  return { value: n, unit };
};

/** Years a building can plausibly have been built in. */
export const parseYear = (value: unknown): number | null => {
  const n = parseNumber(value);
  return n !== null && Number.isInteger(n) && n >= 1600 && n <= 2100 ? n : null;
};
