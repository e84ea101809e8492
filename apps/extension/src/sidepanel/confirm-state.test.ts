import type { TListing } from '@pp/contract';
import type { FieldCheck } from '@pp/listing';
import { describe, expect, it } from 'vitest';
import {
  CHECKING_FIELDS,
  readCorrection,
  shownValue,
  stateChecks,
  unconfirmedReason,
  withCorrections,
} from './confirm-state';

/** Issue 25: an empty or doubtful price, status or address is never published unconfirmed. */
const check = (field: FieldCheck['field'], value: unknown, critical: boolean): FieldCheck => ({
  field,
  value,
  layer: value === null ? null : 'text',
  confidence: value === null ? 0 : 0.4,
  disagreeing: [],
  critical,
});

const checks = [
  check('price', null, true),
  check('address.street', '9 Oak Rd', true),
  check('beds', 3, false),
];

describe('fields to confirm before publishing', () => {
  it('waits for every doubtful price, status or street, naming them', () => {
    expect(unconfirmedReason(checks, {})).toBe(
      'Confirm or correct the price and street address read from the page before publishing.',
    );
    expect(unconfirmedReason(checks, { price: { kind: 'corrected', value: 410_000 } })).toBe(
      'Confirm or correct the street address read from the page before publishing.',
    );
  });

  it('lets publishing go once the critical ones are answered, whatever the others', () => {
    const answers = {
      price: { kind: 'corrected', value: 410_000 },
      'address.street': { kind: 'confirmed' },
    } as const;
    expect(unconfirmedReason(checks, answers)).toBeNull();
    expect(unconfirmedReason([], {})).toBeNull();
  });

  it('holds publishing while the checks are on their way from the page, whatever was answered', () => {
    const answers = {
      price: { kind: 'confirmed' },
      status: { kind: 'confirmed' },
      'address.street': { kind: 'confirmed' },
    } as const;
    expect(unconfirmedReason(stateChecks(null), answers)).toBe(CHECKING_FIELDS);
    // A state from before checks existed has none to wait for.
    expect(unconfirmedReason(stateChecks(undefined), {})).toBeNull();
    expect(unconfirmedReason(stateChecks(checks), answers)).toBeNull();
  });

  it('reads corrections as the field asks, or says why not', () => {
    expect(readCorrection('price', ' $1,250,000 ')).toEqual({ value: 1_250_000 });
    expect(readCorrection('price', 'call')).toEqual({ problem: 'Price must be a number above 0.' });
    expect(readCorrection('status', 'pending')).toEqual({ value: 'pending' });
    expect(readCorrection('status', 'gone')).toEqual({ problem: 'Choose a status.' });
    expect(readCorrection('address.street', '  ')).toEqual({ problem: 'Enter the street address.' });
  });

  it('applies corrections to the listing and keeps confirmed values', () => {
    const listing = {
      price: null,
      status: 'for_sale',
      address: { street: '9 Oak Rd', city: 'Austin', state: 'TX', postal_code: '78701' },
    } as unknown as TListing;
    const out = withCorrections(listing, {
      price: { kind: 'corrected', value: 410_000 },
      'address.street': { kind: 'corrected', value: '9 Oak Road' },
      status: { kind: 'confirmed' },
    });
    expect(out.price).toBe(410_000);
    expect(out.address).toEqual({ street: '9 Oak Road', city: 'Austin', state: 'TX', postal_code: '78701' });
    expect(out.status).toBe('for_sale');
    expect(listing.price).toBeNull();
  });

  it('shows values as the agent reads them', () => {
    expect(shownValue('price', 1_250_000)).toBe('$1,250,000');
    expect(shownValue('status', 'off_market')).toBe('Off market');
    expect(shownValue('price', null)).toBe('—');
  });
});
