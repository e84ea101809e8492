import { describe, expect, it } from 'vitest';
import { toStateCode, US_STATES, validateLicense, ZAgentLicensesSchema } from './licenses';

describe('US states', () => {
  it('lists the fifty states and DC, each once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES).size).toBe(51);
    expect(US_STATES).toContain('DC');
  });

  it.each([
    ['CA', 'CA'],
    [' ca ', 'CA'],
    ['California', 'CA'],
    ['new york', 'NY'],
    ['District of Columbia', 'DC'],
  ])('reads %j as %s', (input, code) => {
    expect(toStateCode(input)).toBe(code);
  });

  it.each(['', 'XX', 'Ontario', null, undefined])('knows %j is not a state', (input) => {
    expect(toStateCode(input)).toBeUndefined();
  });
});

describe('validateLicense', () => {
  it('takes a California DRE number of 8 digits, leading zeros included (10 CCR §2773)', () => {
    expect(validateLicense('CA', '01234567')).toBeNull();
    expect(validateLicense('CA', ' 01234567 ')).toBeNull();
  });

  it.each(['1234567', '123456789', 'AB123456', 'DRE 0123456', 'NV01234567'])(
    'refuses CA %s, naming the format and an example',
    (n) => {
      expect(validateLicense('CA', n)).toBe(
        'California DRE licence numbers are 8 digits, leading zeros included, e.g. 01234567.',
      );
    },
  );

  it.each(['DRE# 01234567', 'CA DRE #0123-4567', 'Lic. 0123 4567', 'ca01234567', '#01234567'])(
    'takes CA %j once normalised',
    (n) => {
      expect(validateLicense('CA', n)).toBeNull();
    },
  );

  it('takes a generic number for a state without a published format', () => {
    expect(validateLicense('TX', '0654321')).toBeNull();
    expect(validateLicense('FL', 'SL3456789')).toBeNull();
    expect(validateLicense('NY', '10401-234567')).toBeNull();
    expect(validateLicense('IL', '475.123456')).toBeNull();
    expect(validateLicense('FL', 'sl 345 6789')).toBeNull();
  });

  it.each(['ab', 'x'.repeat(21), '-123', '12/34', 'SL_345'])(
    'refuses a generic %j, naming the state',
    (n) => {
      expect(validateLicense('TX', n)).toBe(
        'Texas publishes no licence number format we could cite: enter it as printed on your licence, 3 to 20 letters, digits, dots or dashes (e.g. AB-12345).',
      );
    },
  );

  it('refuses an unknown state and an empty number', () => {
    expect(validateLicense('XX', '123')).toMatch(/US state/);
    expect(validateLicense('California', '01234567')).toMatch(/US state/);
    expect(validateLicense('CA', '  ')).toMatch(/required/);
  });
});

describe('ZAgentLicensesSchema', () => {
  it('keeps valid licences, upper-casing the state', () => {
    const parsed = ZAgentLicensesSchema.parse([
      { state: 'ca', number: '01234567' },
      { state: 'TX', number: '654321' },
    ]);
    expect(parsed).toEqual([
      { state: 'CA', number: '01234567' },
      { state: 'TX', number: '654321' },
    ]);
  });

  it('stores the number normalised: label, spaces and separators of a digits-only format dropped', () => {
    const parsed = ZAgentLicensesSchema.parse([
      { state: 'CA', number: 'DRE# 0123-4567' },
      { state: 'FL', number: 'Lic. sl 3456789' },
      { state: 'IL', number: '475.123456' },
    ]);
    expect(parsed).toEqual([
      { state: 'CA', number: '01234567' },
      { state: 'FL', number: 'SL3456789' },
      { state: 'IL', number: '475.123456' },
    ]);
  });

  it('names the field and the format of a bad number', () => {
    const result = ZAgentLicensesSchema.safeParse([{ state: 'CA', number: '1234' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['licenses.0.number'] });
    expect(result.error?.issues[0]?.message).toMatch(/8 digits/);
  });

  it('refuses an unknown state, a second licence for one state, and more than ten', () => {
    const unknown = ZAgentLicensesSchema.safeParse([{ state: 'ZZ', number: '123' }]);
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['licenses.0.state'] });
    const twice = ZAgentLicensesSchema.safeParse([
      { state: 'TX', number: '123' },
      { state: 'tx', number: '456' },
    ]);
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['licenses.1.state'],
      message: 'Only one licence per state',
    });
    const many = ZAgentLicensesSchema.safeParse(
      US_STATES.slice(0, 11).map((state) => ({ state, number: '12345678' })),
    );
    expect(many.success).toBe(false);
  });
});
