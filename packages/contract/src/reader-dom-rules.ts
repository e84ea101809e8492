import { z } from 'zod';

/**
 * The printed-page readers' inputs (issue 25, `dom_fields`): where each reader finds an element of a
 * page without its data scripts. The reader still decides what the element's text means (regexes,
 * number parsing, status words): a rule only says where to look, as CSS selectors, so a redesign that
 * renames a hook or a class is answered by publishing a rule set, not by a release.
 *
 * One list for every source: a name means the same thing wherever it is used (`price` is the element
 * printing the price), and names a source does not use are simply never read.
 */
export const READER_DOM_INPUTS = [
  // Address
  'address_line',
  'address_block',
  'street',
  'city_line',
  'city',
  'state',
  'postal_code',
  // Price and status
  'price',
  'price_box',
  'price_block',
  'currency',
  'status_badge',
  'status_chip',
  // Facts
  'beds',
  'baths',
  'area',
  'lot_size',
  'lot_size_line',
  'year_built',
  'property_type',
  'summary_facts',
  'fact_items',
  'feature_items',
  'detail_tiles',
  'detail_rows',
  'detail_tile_label',
  'detail_tile_value',
  'key_facts',
  // Description
  'description',
  'description_heading',
  // Photos
  'photo_galleries',
  'photo_images',
  'photo_metas',
  'og_image',
  'cloned_slide',
  'canonical',
  // Attribution
  'parties',
  'attribution',
  'agent_line',
  'agent_name',
  'seller_agent_name',
  'brokerage',
  'seller_brokerage',
  'contact_block',
  'provider_heading',
  'provider_block',
  'label_lines',
  'label_name',
  'agent_row',
  'brokerage_row',
  'mls_name_row',
  'mls_id_row',
  'row_label',
  'row_links',
  'row_item',
  'row_mls_name',
  'row_mls_id',
  'mls_name',
  'mls_id',
] as const;
export type ReaderDomInput = (typeof READER_DOM_INPUTS)[number];

/**
 * A source whose older printed design is read by a reader of its own (Realtor.com's 2018 page,
 * Trulia's 2017 page) names that design's inputs `legacy_<name>`, as `record_fields` names Trulia's
 * 2016-17 script inputs, so one design's selectors never send the other's reader to the wrong element.
 */
export type ReaderDomKey = ReaderDomInput | `legacy_${ReaderDomInput}`;
export const READER_DOM_KEYS: readonly ReaderDomKey[] = [
  ...READER_DOM_INPUTS,
  ...READER_DOM_INPUTS.map((name) => `legacy_${name}` as const),
];

export const READER_DOM_LIMITS = {
  selectorLength: 200,
  selectorsPerInput: 8,
} as const;

/**
 * A selector that cannot be one is refused before it is published: brackets, parentheses and quotes
 * must close, and nothing of a style sheet or markup (`{`, `}`, `;`, `<`) stands outside quotes. The reader still guards every query, since a browser's selector grammar is larger
 * than this check; a selector it rejects finds nothing and the next one is tried.
 */
export const looksLikeSelector = (selector: string): boolean => {
  const closing: string[] = [];
  let quote: string | null = null;
  for (const ch of selector) {
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[') closing.push(']');
    else if (ch === '(') closing.push(')');
    else if (ch === ']' || ch === ')') {
      if (closing.pop() !== ch) return false;
    } else if ('{};<'.includes(ch)) return false;
  }
  return quote === null && closing.length === 0 && selector.trim().length > 0;
};

const ZDomSelector = z
  .string()
  .min(1)
  .max(READER_DOM_LIMITS.selectorLength)
  .refine(looksLikeSelector, 'not a CSS selector');

/**
 * For each printed-page input, CSS selectors tried in order: for a single element the first selector
 * that finds one wins; for a list (photos, fact rows) every selector's elements are read in order.
 */
export const ZDomFields = z.partialRecord(
  z.enum(READER_DOM_KEYS as [ReaderDomKey, ...ReaderDomKey[]]),
  z.array(ZDomSelector).min(1).max(READER_DOM_LIMITS.selectorsPerInput),
);
export type TDomFields = z.infer<typeof ZDomFields>;
