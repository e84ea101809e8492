import { z } from 'zod';
import {
  GENERIC_LICENSE_PATTERN,
  genericLicenseMessage,
  LICENSE_FORMAT_ROWS,
  type LicenseFormat,
  normaliseLicenseNumber,
} from './license-formats';

export { LICENSE_FORMAT_ROWS, type LicenseFormat, type LicenseFormatRow } from './license-formats';

/**
 * An agent's real-estate licences (issue 22): which state issued it and its number as the state prints
 * it. The formats live here, not in @pp/compliance, because the profile's request schema validates with
 * them and @pp/compliance depends on this package (an import the other way would be a circle).
 */

/** Two-letter codes of the fifty states and the District of Columbia (USPS abbreviations). */
export const US_STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsState = keyof typeof US_STATE_NAMES;
export const US_STATES = Object.keys(US_STATE_NAMES) as UsState[];

const squash = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
const BY_NAME = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [squash(name), code as UsState]),
);

/** A listing page's state ("CA", "ca", "California") as its two-letter code; undefined when not a US state. */
export const toStateCode = (state: string | null | undefined): UsState | undefined => {
  if (!state) return undefined;
  const upper = state.trim().toUpperCase();
  if (upper in US_STATE_NAMES) return upper as UsState;
  return BY_NAME.get(squash(state));
};

/**
 * Formats only where the regulator publishes one (license-formats.ts, each row with its source);
 * every other state takes the generic rule, and its message says that no format is published.
 */
export const LICENSE_FORMATS: Partial<Record<UsState, LicenseFormat>> = Object.fromEntries(
  LICENSE_FORMAT_ROWS.flatMap((row) => (row.format ? [[row.state, row.format]] : [])),
);

/** Any state without a published format: 3 to 20 letters, digits, dots or dashes. */
export const GENERIC_LICENSE_FORMAT: LicenseFormat = {
  pattern: GENERIC_LICENSE_PATTERN,
  description: 'Licence numbers are 3 to 20 letters, digits, dots or dashes',
  source: 'generic: no format published by the state',
  url: '',
  digitsOnly: false,
};

export const LICENSE_MESSAGES = {
  stateUnknown: 'Choose a US state (two-letter code)',
  numberRequired: 'Licence number is required',
  duplicateState: 'Only one licence per state',
  tooMany: (max: number) => `At most ${max} licences`,
} as const;

export const MAX_LICENSES = 10;

const formatOf = (code: UsState) => LICENSE_FORMATS[code] ?? GENERIC_LICENSE_FORMAT;

/** The number as stored: labels ("DRE#", "Lic.") and spaces dropped, upper case (license-formats.ts). */
export const normaliseLicense = (state: string, number: string): string => {
  const code = toStateCode(state);
  return normaliseLicenseNumber(number, code ? formatOf(code).digitsOnly : false, code);
};

/** null when the number, normalised, fits the state's format, else the message for the field. */
export const validateLicense = (state: string, number: string): string | null => {
  const code = toStateCode(state);
  if (!code || code !== state.trim().toUpperCase()) return LICENSE_MESSAGES.stateUnknown;
  if (!number.trim()) return LICENSE_MESSAGES.numberRequired;
  const format = LICENSE_FORMATS[code];
  const value = normaliseLicense(code, number);
  if (format) return format.pattern.test(value) ? null : `${format.description}.`;
  return GENERIC_LICENSE_FORMAT.pattern.test(value)
    ? null
    : `${genericLicenseMessage(US_STATE_NAMES[code])}.`;
};

export const ZAgentLicenseSchema = z.object({
  state: z.string().trim().toUpperCase(),
  number: z.string().trim().max(40, 'Must be at most 40 characters'),
});
export type TAgentLicense = { state: UsState; number: string };

/** What is wrong with a list of licences: a state we do not know, a state twice, a number off its format. */
export const licenseIssues = (
  licenses: readonly { state: string; number: string }[],
): { index: number; field: 'state' | 'number'; message: string }[] => {
  const issues: { index: number; field: 'state' | 'number'; message: string }[] = [];
  const seen = new Set<string>();
  licenses.forEach(({ state, number }, index) => {
    if (!(US_STATES as string[]).includes(state)) {
      issues.push({ index, field: 'state', message: LICENSE_MESSAGES.stateUnknown });
      return;
    }
    if (seen.has(state)) issues.push({ index, field: 'state', message: LICENSE_MESSAGES.duplicateState });
    seen.add(state);
    const message = validateLicense(state, number);
    if (message) issues.push({ index, field: 'number', message });
  });
  return issues;
};

/**
 * The profile's licences: at most ten, one per state, each number in its state's format. An issue's
 * field is the flat key "licenses.<i>.<state|number>" (the error envelope keys errors by the last path
 * segment, so a nested path would answer a bare "number" the form could not place).
 */
export const ZAgentLicensesSchema = z
  .array(ZAgentLicenseSchema)
  .max(MAX_LICENSES, LICENSE_MESSAGES.tooMany(MAX_LICENSES))
  .transform((licenses, ctx) => {
    for (const { index, field, message } of licenseIssues(licenses)) {
      ctx.addIssue({ code: 'custom', path: [`licenses.${index}.${field}`], message });
    }
    return licenses.map(({ state, number }) => ({
      state,
      number: normaliseLicense(state, number),
    })) as TAgentLicense[];
  });
