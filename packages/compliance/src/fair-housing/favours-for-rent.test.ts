import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.600(a)(1)-(2), §100.7; 42 U.S.C. §3604(b), (c): favours for rent and advances tolerated.
describe('favours for rent and advances tolerated (favours-for-rent.ts)', () => {
  it.each([
    'Swing by my unit after dark wearing something cute and consider the rent paid.',
    'Behind on rent again? We could settle it in other ways.',
    'Deposit is flexible for the right lady.',
    'The super keeps hitting on the tenant in 4B even after she complained; nothing we can do.',
    'Our handyman keeps asking the girls in the building out; if they don’t like it they can leave.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });

  it.each([
    'Come by tonight to sign the lease and we will waive the application fee.',
    'Rent can be paid by check, money order or other ways such as Zelle.',
    'The super keeps the boiler room spotless; call him after hours for emergencies.',
    'Perfect for the right buyer who wants a project.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
