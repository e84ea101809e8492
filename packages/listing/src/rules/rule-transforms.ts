import type { ReaderRuleField, TEmbeddedFieldRule, TTextFieldRule } from '@pp/contract';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanText } from '../helpers/text';

type FieldRule = Pick<TEmbeddedFieldRule | TTextFieldRule, 'field' | 'transform' | 'status_map'>;

/** Rule patterns compiled once each: a rule set is validated before it gets here (bounded, no back-references). */
const compiled = new Map<string, RegExp | null>();
const compile = (pattern: string): RegExp | null => {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(pattern, 'i'));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
};

/** The part of `text` a rule's pattern picks (its first group, else the whole match), or null. */
export const pickByPattern = (text: string, pattern: string | undefined): string | null => {
  if (!pattern) return text;
  const m = compile(pattern)?.exec(text.slice(0, 2_000));
  return m ? (m[1] ?? m[0]) : null;
};

/** Figures a record writes as 0 for "not given": no home has 0 bedrooms, a year 0 or a 0 sq ft. */
const COUNTS = new Set<ReaderRuleField>([
  'beds',
  'baths_total',
  'living_area_sqft',
  'lot_size',
  'year_built',
]);

/**
 * A raw value through the rule's transform, one of a closed list: the rule names the transform, the
 * code here is the only thing that runs. An estimate is never a price, whatever the rule says.
 */
export const applyTransform = (rule: FieldRule, raw: unknown, pageUrl: string): unknown => {
  if (raw === null || raw === undefined || typeof raw === 'object') return null;
  const text = String(raw);
  switch (rule.transform) {
    case 'text':
      return cleanText(text);
    case 'url':
      return absoluteUrl(text, new URL(pageUrl).origin);
    case 'price':
      return /\best\b|estimate/i.test(text) ? null : parsePrice(raw);
    case 'status-map':
      return rule.status_map?.[text.trim().toLowerCase()] ?? mapStatus(text);
    case 'property-type':
      return mapPropertyType(text);
    case 'year':
      return parseYear(raw);
    default: {
      // A lot keeps its unit ("2.15 acres"): the caller sets lot_unit with it.
      if (rule.field === 'lot_size') return parseLotSize(raw);
      const n = rule.transform === 'count' ? parseCount(raw) : parseNumber(raw);
      return n !== null && n <= 0 && COUNTS.has(rule.field) ? null : n;
    }
  }
};
