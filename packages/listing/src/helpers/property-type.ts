import type { PropertyType } from '@pp/contract';

/**
 * Maps source vocabularies ("SINGLE_FAMILY", "SingleFamilyResidence", "single_family", "Single-family",
 * "Townhouse", "CONDO", "Multi-Family (2-4 Unit)", "MANUFACTURED", "LOT") onto the normalised types.
 */
export const mapPropertyType = (raw: unknown): PropertyType | null => {
  if (typeof raw !== 'string') return null;
  const s = raw.toLowerCase().replace(/[^a-z]+/g, '');
  if (s === '' || /^(unspecified|unknown|none|other)$/.test(s)) return null;
  if (/townho|rowhouse|townhome/.test(s)) return 'townhouse';
  if (/condo|coop|cooperative/.test(s)) return 'condo';
  if (/multi|duplex|triplex|fourplex|quadruplex/.test(s)) return 'multi_family';
  if (/apartment/.test(s)) return 'apartment';
  if (/manufactured|mobile/.test(s)) return 'manufactured';
  if (/^(lot|lots|land|lotsland|vacantland|farm|ranch)/.test(s)) return 'land';
  if (/singlefamily|^house|residence|detached/.test(s)) return 'single_family';
  return 'other';
};

/** Redfin's numeric propertyType codes, as its pages use them. */
export const REDFIN_PROPERTY_TYPES: Record<number, PropertyType> = {
  1: 'other',
  3: 'condo',
  4: 'multi_family',
  5: 'land',
  6: 'single_family',
  7: 'other',
  8: 'other',
  13: 'townhouse',
};
