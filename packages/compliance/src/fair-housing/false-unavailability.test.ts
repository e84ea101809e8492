import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';
import { FALSE_UNAVAILABILITY_RULES } from './false-unavailability';
import { regexNeedles } from './regex-needles';

const found = (text: string, state?: string) =>
  checkFairHousing(text, { state }).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(d); 24 CFR §100.80(b): "it's rented" told to one class.
describe('false unavailability told to a class (false-unavailability.ts)', () => {
  it.each([
    ['Tell the Hispanic prospects who call that we are full this month.', 'race block'],
    ['Let Muslim inquirers know the condo is under contract.', 'religion block'],
    ['Please inform the Haitian callers that the duplex has been rented.', 'national_origin block'],
    ['If someone says they go to the synagogue on Elm, say there is a waiting list.', 'religion block'],
    ['Anyone with a thick accent who calls, just say the 2BR is spoken for.', 'national_origin block'],
    ['Tell the Korean applicants it is already leased, then keep showing it.', 'national_origin block'],
    ['For the Catholic family that called, put them on the waitlist and never call back.', 'religion block'],
    ['If a family with kids calls, tell them it is already leased.', 'familial_status block'],
    ['When a guy in a wheelchair asks about the loft, say it is under contract.', 'handicap block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'We keep a waitlist for everyone, first come first served.',
    'Tell every caller the unit is pending until the deposit clears.',
    'Tell Muslim callers the mosque is two blocks away.',
    'Never tell Black callers the unit is pending; quote everyone the same availability.',
    'Let every caller know the unit is available now; the mosque is two blocks away.',
    'The mosque is two blocks away and the unit is available June 1.',
    'If anyone asks, tell them the unit is pending until Friday.',
    'If a family with kids calls, tell them the unit is available and show it.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('gates every rule by its claim words, and the person-first rules by a trait or worship word', () => {
    for (const r of FALSE_UNAVAILABILITY_RULES)
      expect(regexNeedles(r.re).some((clause) => clause.includes('pending'))).toBe(true);
    const religion = FALSE_UNAVAILABILITY_RULES.filter((r) => r.category === 'religion');
    expect(religion.map((r) => r.needs.includes('tell'))).toEqual([true, false, false]);
    expect(religion[1]!.needs).toContain('if');
    expect(religion[2]!.needs).toContain('mosque');
    expect(FALSE_UNAVAILABILITY_RULES.filter((r) => r.category === 'age')).toHaveLength(2);
  });
});
