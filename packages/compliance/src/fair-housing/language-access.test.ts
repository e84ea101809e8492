import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// HUD LEP guidance (2016): refusing language help keeps out applicants with limited English.
describe('interpreters refused and English required (language-access.ts, standalone-rules.ts)', () => {
  it.each([
    'Interpreters are not allowed at showings.',
    "Please don't bring a translator to the viewing.",
    'Tenants must read and write English to sign.',
    'Signers must speak, read and understand English.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('national_origin block');
  });

  it.each([
    'Free interpreter on request at every showing.',
    'No interpreter needed, our agent speaks Spanish and Vietnamese.',
    'No translation fees for lease documents.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
