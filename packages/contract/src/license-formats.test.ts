import { describe, expect, it } from 'vitest';
import {
  GENERIC_LICENSE_PATTERN,
  LICENSE_FORMAT_ROWS,
  normaliseLicenseNumber,
  parseLicenseFormatTable,
} from './license-formats';
import { US_STATES } from './licenses';

describe('licence format table', () => {
  it('has one row per state, each with an https source; a format only with its citation', () => {
    const states = LICENSE_FORMAT_ROWS.map((r) => r.state);
    expect(new Set(states).size).toBe(states.length);
    expect(states).toEqual([...states].sort());
    for (const row of LICENSE_FORMAT_ROWS) {
      expect(US_STATES as string[]).toContain(row.state);
      expect(row.url).toMatch(/^https:\/\/\S+$/);
      if (row.format) {
        expect(row.format.source.length).toBeGreaterThan(20);
        expect(row.format.url).toBe(row.url);
        // The message names the format and shows an example that the pattern itself accepts.
        const example = row.format.description.match(/e\.g\. (\S+)$/)?.[1] ?? '';
        expect(row.format.pattern.test(example)).toBe(true);
      } else {
        expect(row.note).toMatch(/^read: /);
      }
    }
  });

  it('encodes California only, the one format its regulator states (10 CCR §2773, DRE RE 559)', () => {
    const withFormat = LICENSE_FORMAT_ROWS.filter((r) => r.format);
    expect(withFormat.map((r) => r.state)).toEqual(['CA']);
    expect(withFormat[0]?.format).toMatchObject({ digitsOnly: true });
    expect(withFormat[0]?.format?.source).toMatch(/2773/);
  });

  it('reads a row with a pattern and a row without one', () => {
    const rows = parseLicenseFormatTable(`
ZZ | ^\\d{3}$ | Three digits, e.g. 123 | Rule 1 | https://example.gov/1
YY | - | read: nothing | none | https://example.gov/2`);
    expect(rows[0]?.format?.pattern.test('123')).toBe(true);
    expect(rows[0]?.format?.pattern.test('1234')).toBe(false);
    expect(rows[1]).toEqual({
      state: 'YY',
      format: null,
      note: 'read: nothing',
      url: 'https://example.gov/2',
    });
  });
});

describe('normaliseLicenseNumber', () => {
  it.each([
    ['DRE#01234567', true, 'CA', '01234567'],
    ['CA DRE #0123-4567', true, 'CA', '01234567'],
    ['CA DRE No. 01234567', true, 'CA', '01234567'],
    ['Lic. 0123 4567', true, 'CA', '01234567'],
    ['License #: 0123.4567', true, 'CA', '01234567'],
    ['ca-01234567', true, 'CA', '01234567'],
    [' sl 3456789 ', false, 'FL', 'SL3456789'],
    ['Lic. SL3456789', false, 'FL', 'SL3456789'],
    ['475.123456', false, 'IL', '475.123456'],
    ['10401-234567', false, 'NY', '10401-234567'],
    ['LICX12', false, 'TX', 'LICX12'],
  ])('%j (digits only: %s) is %j', (raw, digitsOnly, state, expected) => {
    expect(normaliseLicenseNumber(raw, digitsOnly, state)).toBe(expected);
  });

  it('keeps what is not a label, so a wrong number stays wrong', () => {
    expect(normaliseLicenseNumber('AB123456', true, 'CA')).toBe('AB123456');
    expect(normaliseLicenseNumber('NV01234567', true, 'CA')).toBe('NV01234567');
  });
});

describe('generic licence pattern', () => {
  it.each(['SL3456789', '475.123456', '10401-234567', 'ABC'])('takes %j', (n) => {
    expect(GENERIC_LICENSE_PATTERN.test(n)).toBe(true);
  });
  it.each(['AB', '-123', '123-', 'A'.repeat(21), 'AB_12', 'ab123'])('refuses %j', (n) => {
    expect(GENERIC_LICENSE_PATTERN.test(n)).toBe(false);
  });
});
