import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { SELECTION_RULES } from './selection-frames';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);
const rules = (text: string) => checkFairHousingRules(text).map((f) => (f.rule ?? '').split('/')[0]);

// 42 U.S.C. §3604(a)-(c); 24 CFR §100.65-§100.75: a selection frame with an attribute that stands for a class.
describe('selection frames with an applicant attribute', () => {
  it('blocks a limitation said through an attribute, for each federal class', () => {
    for (const [text, category] of [
      ["We'll only consider applicants without strollers.", 'familial_status'],
      ["Owner would rather hold the unit for someone who isn't expecting.", 'familial_status'],
      ["Landlord wants someone whose household isn't growing anytime soon.", 'familial_status'],
      ['We prefer tenants who were born here.', 'national_origin'],
      ['Owner will only rent to people who speak without an accent.', 'national_origin'],
      ["If they grew up outside the US, just tell them it's taken.", 'national_origin'],
      ['We usually pass on applicants named like Jamal or Keisha.', 'race'],
      ['We want someone not too dark, if you know what I mean.', 'color'],
      ['Not a place for someone transitioning.', 'gender_identity'],
      ['Applicants must present as the sex on their birth certificate.', 'gender_identity'],
      ['The building is set up for tenants who can haul groceries without help.', 'handicap'],
      ["The third floor won't suit someone with an oxygen tank.", 'handicap'],
      ["We'd rather rent to someone who shares our faith.", 'religion'],
      ['Members must be brothers and sisters of the church.', 'religion'],
    ] as const)
      expect(found(text), text).toContain(`${category} block`);
  });

  it('blocks different terms by class (§3604(b)) and a ban on religious displays alone (§3617)', () => {
    expect(found('Applicants with children pay a double deposit.')).toEqual(['familial_status block']);
    expect(found('Families with kids are offered ground-floor units only.')).toContain(
      'familial_status block',
    );
    expect(found('Applicants born outside the US pay a higher deposit.')).toEqual(['national_origin block']);
    // "Applicants with children" is also a class-marked group (class-terms.ts), whose longer span wins;
    // so is a stroller since it is a perceived trait of familial status (perceived-traits.ts), read by
    // terms-for-class.ts's person slot.
    expect(rules('Applicants with strollers pay a double deposit.')).toEqual(['class-term-added']);
    expect(found('The HOA prohibits religious displays on doors but allows holiday wreaths.')).toEqual([
      'religion block',
    ]);
  });

  it('reads state classes by the jurisdiction table: block where protected, warn elsewhere', () => {
    expect(found("We'd rather rent to someone with more years ahead of them.", 'MA')).toEqual(['age block']);
    expect(found("We'd rather rent to someone with more years ahead of them.")).toEqual(['age warn']);
    expect(found('Tenants in the National Guard will not be considered.', 'CA')).toEqual([
      'military_status block',
    ]);
    expect(found('Owner prefers married couples over unmarried partners.', 'MA')).toContain(
      'marital_status block',
    );
  });

  it('reaches paraphrases: steering verbs, "told it is rented", aids, grown kids, other religious items', () => {
    for (const [text, category] of [
      ['Please steer callers with accents toward the Maple complex.', 'national_origin'],
      ['Single moms with toddlers usually get told the unit is rented.', 'familial_status'],
      ['Owner is set up for people who walk without a cane.', 'handicap'],
      ['Applicants with service dogs must pay a higher deposit.', 'handicap'],
      ['Owner is only considering people whose kids are grown.', 'familial_status'],
      ["If the applicant was born overseas, we'll pass on that one.", 'national_origin'],
      ['The HOA bans mezuzahs but allows Christmas wreaths.', 'religion'],
    ] as const)
      expect(found(text), text).toContain(`${category} block`);
    for (const text of [
      'Candy cane lane lights every December; we only rent on 12-month leases.',
      'Service animals are always welcome, no pet deposit.',
      'Wreaths, menorahs and nativity scenes are all allowed on doors.',
      'We told the last buyers it was a steal, and it sold in a week.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('warns on residents described by an attribute', () => {
    expect(found('Traditional family-values folks fit right in here.')).toEqual(['marital_status warn']);
    expect(found('Church-family feel in a quiet cul-de-sac.')).toEqual(['religion warn']);
  });

  it('leaves lawful criteria, negated refusals, and attributes with no frame', () => {
    for (const text of [
      'Income must be 3x rent, applied to all income sources.',
      'Each adult is screened the same way.',
      "We don't ask about relationship status.",
      'Ground-floor unit available.',
      'Your agent, born and raised here, knows every street.',
      'People like you will love the pool.',
      'Nursery-ready second bedroom with blackout blinds.',
      'Wheelchair-accessible units are offered on the ground floor.',
      'We only consider complete applications, strollers fit in the storage room.',
      'The owner is a retiree who prefers quiet weekends.',
      'We never turn away applicants with strollers.',
      'Our agent speaks Spanish without an interpreter needed.',
      'Walkers paradise, everything within five minutes.',
      'Due date for applications is the 15th; we only consider complete files.',
      'Between 25 and 40 minutes to downtown.',
      'Under 50 minutes to the airport; we prefer applicants with good references.',
      'The real woodwork and original floors shine.',
      'Close to the nursery school and the Guard armory.',
      'Owner prefers a 12-month lease and the second bedroom makes a great nursery.',
      'We skip the application fee for veterans and those in the National Guard.',
      'Must be able to move in at 60 days notice.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('runs each rule only on a text holding one of its needed words', () => {
    for (const r of SELECTION_RULES) {
      expect(r.needs.length, r.id).toBeGreaterThan(0);
      for (const m of 'We only consider applicants who prefer quiet.'.matchAll(r.re)) expect(m).toBeNull();
    }
  });
});
