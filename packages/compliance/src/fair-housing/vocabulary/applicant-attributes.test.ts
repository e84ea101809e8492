import { describe, expect, it } from 'vitest';
import { SOURCES } from '../sources';
import { APPLICANT_ATTRIBUTES } from './applicant-attributes';

describe('applicant attributes', () => {
  it('cites a known source per group and compiles every form', () => {
    for (const g of APPLICANT_ATTRIBUTES) {
      expect(Object.keys(SOURCES), g.category).toContain(g.source);
      for (const f of g.forms) expect(() => new RegExp(f), f).not.toThrow();
    }
  });

  it('lists needed words that every form needs one of, so the cheap check never hides a match', () => {
    const samples: Record<string, string> = {
      familial_status: 'applicants with kids',
      national_origin: 'born outside the us',
      race: 'named like jamal',
      color: 'light skinned',
      gender_identity: 'born a man',
      marital_status: 'unmarried partners',
      age: 'between 25 and 40',
      military_status: 'in the national guard',
      handicap: 'oxygen tank',
      religion: 'share our faith',
    };
    for (const g of APPLICANT_ATTRIBUTES) {
      const sample = samples[g.category]!;
      expect(new RegExp(g.forms.join('|')).test(sample), sample).toBe(true);
      expect(
        g.needs.some((n) => sample.includes(n)),
        sample,
      ).toBe(true);
    }
  });

  it('keeps look-alikes of a thing out of the forms', () => {
    const all = new RegExp(`\\b(?:${APPLICANT_ATTRIBUTES.flatMap((g) => g.forms).join('|')})\\b`);
    for (const text of ['wheelchair accessible', 'walkers paradise', 'under 50 minutes', 'at 65 main st'])
      expect(all.test(text), text).toBe(false);
  });
});
