import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Residents described by where they worship (residents-worship.ts; 24 CFR §109.20).
describe('residents described by their worship', () => {
  it.each([
    'Nice block, most of the families head to Sunday Mass together.',
    'Almost all the neighbors walk to shul on Saturday mornings.',
    'Many of our tenants attend Friday prayers at the masjid on Elm.',
    'The residents here are mostly congregants of Temple Beth El.',
  ])('flags %s', (text) => {
    expect(found(text)).toContain('religion block');
  });

  it.each([
    'Two blocks to Mass at St. Anne and the Saturday market.',
    'Our handyman walks to church every Sunday before his shift.',
    'Most residents walk to the farmers market on weekends.',
    'Most of the tenants go to the gym in the basement.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
