import { describe, expect, it } from 'vitest';
import { ZExtractionHealthQuerySchema, ZExtractionReportRequestSchema } from './extraction-health';

const validReport = {
  source: 'zillow',
  reader_version: '2026.11.1',
  fingerprint: '0a1b2c3d',
  layers: { source: ['price', 'address.street'], text: ['beds'] },
  skipped: ['embedded'],
  needs_confirmation: ['beds'],
  empty: ['lot_size'],
};

const refused = (change: Record<string, unknown>) =>
  ZExtractionReportRequestSchema.safeParse({ ...validReport, ...change }).success === false;

describe('the extraction report schema: names only', () => {
  it('takes a report of field names, layers, a fingerprint and the reader version', () => {
    expect(ZExtractionReportRequestSchema.parse(validReport)).toEqual(validReport);
  });

  it('refuses any key beyond those, at the top and among the layers', () => {
    expect(refused({ url: 'https://www.zillow.com/homedetails/1-Main-St/123_zpid/' })).toBe(true);
    expect(refused({ address: '1 Main St' })).toBe(true);
    expect(refused({ agent_name: 'Jane Agent' })).toBe(true);
    expect(refused({ layers: { source: ['price'], page: ['price'] } })).toBe(true);
  });

  it('refuses a value outside the enumerations and formats (no free text gets through)', () => {
    expect(refused({ fingerprint: '1 Main St' })).toBe(true);
    expect(refused({ fingerprint: '0A1B2C3D' })).toBe(true);
    expect(refused({ reader_version: 'jane@example.com' })).toBe(true);
    expect(refused({ empty: ['Jane Agent'] })).toBe(true);
    expect(refused({ needs_confirmation: ['address'] })).toBe(true);
    expect(refused({ layers: { source: ['https://x.test/'] } })).toBe(true);
    expect(refused({ skipped: ['agent'] })).toBe(true);
    expect(refused({ source: 'craigslist' })).toBe(true);
  });

  it('reads the window as 2 to 90 days, 14 by default', () => {
    expect(ZExtractionHealthQuerySchema.parse({})).toEqual({ days: 14 });
    expect(ZExtractionHealthQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(ZExtractionHealthQuerySchema.safeParse({ days: '91' }).success).toBe(false);
    expect(ZExtractionHealthQuerySchema.safeParse({ days: '1' }).success).toBe(false);
  });
});
