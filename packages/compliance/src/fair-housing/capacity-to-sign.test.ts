import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Legal capacity to contract is lawful; a fitness test is not (24 CFR §100.202(c)).
describe('capacity to sign the lease (capacity-to-sign.ts)', () => {
  it.each(['Must be fit to sign the lease.', 'Applicants must be competent to sign the rental agreement.'])(
    'warns on the ambiguous %s',
    (text) => {
      expect(found(text)).toEqual(['handicap warn']);
    },
  );

  it.each([
    'Must be mentally fit to sign the lease.',
    'Tenants must be of sound mind and body to sign the lease.',
  ])('blocks the mental or physical test in %s', (text) => {
    expect(found(text)).toContain('handicap block');
  });

  it.each([
    'Must be of legal age to sign the lease.',
    'Must be legally competent to sign the lease.',
    'All occupants 18+ must sign the lease.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('still blocks a plain fitness requirement', () => {
    expect(found('Must be fit.')).toContain('handicap block');
  });
});
