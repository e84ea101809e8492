import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus, type TListing } from '@pp/contract';
import type { FieldCheck, FieldName } from '@pp/listing';

/**
 * The agent's answers to the fields the reader doubts (issue 25): each is confirmed as read or
 * corrected. A price, status or street the reader doubts (or did not find) is never published
 * before the agent has answered for it.
 */
export type FieldAnswer = { kind: 'confirmed' } | { kind: 'corrected'; value: string | number };
export type FieldAnswers = Partial<Record<FieldName, FieldAnswer>>;

export const FIELD_LABELS: Partial<Record<FieldName, string>> = {
  price: 'Price',
  status: 'Status',
  'address.street': 'Street address',
  'address.city': 'City',
  'address.state': 'State',
  'address.postal_code': 'ZIP code',
  beds: 'Bedrooms',
  baths_total: 'Bathrooms',
  baths_full: 'Full baths',
  baths_half: 'Half baths',
  living_area_sqft: 'Living area (sq ft)',
  year_built: 'Year built',
  agent_name: 'Listing agent',
  brokerage: 'Brokerage',
  mls_id: 'MLS number',
};

export const STATUS_LABELS = LISTING_STATUS_LABELS;

const NUMERIC = new Set<FieldName>([
  'price',
  'beds',
  'baths_total',
  'baths_full',
  'baths_half',
  'living_area_sqft',
  'lot_size',
  'year_built',
]);

export const fieldLabel = (field: FieldName): string => FIELD_LABELS[field] ?? field.replace(/[._]/g, ' ');

/** The value as the agent reads it ("$1,150,000", "For sale", "—" when nothing was found). */
export const shownValue = (field: FieldName, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'price' && typeof value === 'number') return `$${Math.round(value).toLocaleString('en-US')}`;
  if (field === 'status' && typeof value === 'string') return STATUS_LABELS[value as ListingStatus] ?? value;
  if (Array.isArray(value)) return `${value.length} photo${value.length === 1 ? '' : 's'}`;
  return String(value);
};

/** A typed correction read as the field's value, or the sentence that says why it cannot be. */
export const readCorrection = (
  field: FieldName,
  text: string,
): { value: string | number } | { problem: string } => {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: `Enter the ${fieldLabel(field).toLowerCase()}.` };
  if (field === 'status') {
    return (LISTING_STATUSES as readonly string[]).includes(trimmed)
      ? { value: trimmed }
      : { problem: 'Choose a status.' };
  }
  if (NUMERIC.has(field)) {
    const n = Number(trimmed.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(n) || n <= 0) return { problem: `${fieldLabel(field)} must be a number above 0.` };
    return { value: n };
  }
  return { value: trimmed };
};

/**
 * A tab state's checks as unconfirmedReason takes them: none for a state from before checks existed
 * (absent), but null (on their way) stays null, never read as none.
 */
export const stateChecks = (checks: FieldCheck[] | null | undefined): FieldCheck[] | null =>
  checks === undefined ? [] : checks;

/** Said while the page works out which fields to ask about (the drafts went first). */
export const CHECKING_FIELDS = 'Checking the price, status and address read from the page…';

/**
 * Why publishing must wait, or null when every critical doubtful field has been answered. Null checks
 * have not come from the page yet (background/held-checks.ts): nothing is published before they have.
 */
export const unconfirmedReason = (checks: FieldCheck[] | null, answers: FieldAnswers): string | null => {
  if (checks === null) return CHECKING_FIELDS;
  const open = checks.filter((c) => c.critical && !answers[c.field]);
  if (open.length === 0) return null;
  const names = open.map((c) => fieldLabel(c.field).toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Confirm or correct the ${list} read from the page before publishing.`;
};

/** The listing with the agent's corrections applied (confirmed fields keep the value read). */
export const withCorrections = (listing: TListing, answers: FieldAnswers): TListing => {
  let out = listing;
  for (const [field, answer] of Object.entries(answers) as [FieldName, FieldAnswer][]) {
    if (answer.kind !== 'corrected') continue;
    if (field.startsWith('address.')) {
      const key = field.slice('address.'.length) as keyof TListing['address'];
      out = { ...out, address: { ...out.address, [key]: String(answer.value) } };
    } else out = { ...out, [field]: answer.value };
  }
  return out;
};
