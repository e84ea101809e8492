import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZExtractionReportRequestSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { readListingOnScreen } from './check-listing-identity';
import { healthReport } from './health-report';
import { pageLoader } from './testing/page-loader';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'synthetic');
const URL = 'https://www.zillow.com/homedetails/37-Birch-Hollow-Rd-Nashua-NH-03062/48123456_zpid/';
const html = readFileSync(path.join(FIXTURES, 'synthetic-zillow-sold-37-birch-hollow-rd.html'), 'utf8');
const load = pageLoader();

describe('the health report of a read (issue 25)', () => {
  it('is what the contract takes, and holds none of the page’s content', () => {
    const document = load(html, URL);
    const { listing, report } = readListingOnScreen(document, URL);
    const sent = healthReport(report!, document);
    expect(ZExtractionReportRequestSchema.parse(sent)).toEqual(sent);
    expect(sent.layers.source).toContain('address.street');
    // Every field is either found by some layer or named empty, never both.
    const found = new Set(Object.values(sent.layers).flat());
    for (const field of sent.empty) expect(found.has(field)).toBe(false);
    const text = JSON.stringify(sent);
    for (const value of [URL, '48123456', listing!.address.street, listing!.agent_name, listing!.price])
      if (value !== null && value !== '') expect(text).not.toContain(String(value));
  });
});
