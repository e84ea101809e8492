import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// HUD national origin guidance (2016): birthplace is national origin; 42 U.S.C. §3604(a), (c).
describe('birthplace asked of buyers or on an application (birthplace-asks.ts)', () => {
  it.each([
    ['Are your clients all born in the US? My seller wants to know.', 'national_origin block'],
    ['Please verify the tenants were born here before we send the lease.', 'national_origin block'],
    ['Can you make sure the buyers are native-born?', 'national_origin block'],
    ['Rental application, item 3: place of birth ______', 'national_origin warn'],
    ['Application form, section B: Nationality: ______', 'national_origin warn'],
  ])('reads %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Born and raised in Austin, your agent knows every street.',
    'Application, item 4: ethnicity (optional)',
    'Nationality Ave townhouse with a two-car garage.',
    'Application fee covers the credit check for every adult.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
