import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(b), (c); 24 CFR §100.600(a)(1), §100.75(c)(3): religion as a term or a price.
describe('religion as a term of the tenancy or the price of a service (religion-terms.ts)', () => {
  it.each([
    'Rider B: the resident commits to joining the Tuesday prayer meeting in the lobby.',
    'The lease requires weekly attendance at the owner’s chapel.',
    'Your deposit comes back sooner once you start coming to our Friday prayers.',
    'Join my small group on Thursdays and the leak gets fixed this week.',
    'We observe the Sabbath here, so we only rent to families who keep it too.',
    'Applications are reviewed only from households that observe Ramadan.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('religion block');
  });

  it.each([
    'Owner goes to church on Sunday mornings, so no showings before 1 pm.',
    'Tenants agree to attend the annual building meeting in March.',
    'Repairs are faster if you submit the request through the portal.',
    'Steps from St. Anne’s church and the farmers market.',
    'We keep a quiet-hours rule, so we only rent to people who observe it.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
