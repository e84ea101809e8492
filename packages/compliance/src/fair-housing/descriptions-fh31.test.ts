import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

// Helper fh31's probes (none from a corpus) for the description and condition rules widened in
// birthplace-asks.ts, requirement-rules.ts, steering-predicted.ts, who-it-suits.ts,
// state-class-proxies.ts, gender-identity-rules.ts, vocabulary/age.ts and vocabulary/nouns.ts.
const outcome = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, state ? { state } : {});
  return f.some((x) => x.severity === 'block') ? 'block' : f.length ? 'warn' : 'ok';
};
const rules = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);

describe('descriptions and conditions widened by helper fh31', () => {
  it.each<[string, string | undefined, string]>([
    // Birthplace as a condition, English and Spanish (HUD national origin guidance, 2016).
    ['Solo rentamos a personas nacidas en Mexico.', undefined, 'block'],
    ['Only open to tenants born in Canada.', undefined, 'block'],
    ['Preferimos inquilinos nacidos en este país.', undefined, 'block'],
    // Citizenship in a requirements list warns.
    ['Qualifications: 3x rent, US citizenship, no evictions.', undefined, 'warn'],
    ['Requisitos: ciudadanía estadounidense, buen crédito.', undefined, 'warn'],
    // Where a class "ends up" (24 CFR §100.70(c)): a hint, warns.
    ['Wheelchair users always wind up on the ground floor of Building A.', undefined, 'warn'],
    ['Families with kids usually end up in Building C.', undefined, 'warn'],
    // A class that would make more of the home warns (HUD 1995 memo).
    ['A woman would get more out of this studio.', undefined, 'warn'],
    // Payroll, orders and age-cohort audiences: state classes, warn as descriptions.
    ['Great for W-2 earners.', 'NY', 'warn'],
    ['Tenants here tend to be salaried professionals.', 'NY', 'warn'],
    ['Ideal for soldiers with PCS orders.', 'WA', 'warn'],
    ['Aimed at new college graduates.', 'NY', 'warn'],
    // Placement by sex at birth (HUD Equal Access Rule, 24 CFR §5.106(b)).
    ['Rooms are assigned based on biological sex.', 'CA', 'block'],
    ['Trans men stay on the women\u2019s floor.', 'CA', 'block'],
    ['Roommates matched by birth certificate.', 'CA', 'block'],
    // A faith's street or block, read as a community noun after a word that names no thing.
    ['Quiet Hasidic block near the shul.', undefined, 'block'],
  ])('%s → %s', (text, state, expected) => {
    expect(outcome(text, state)).toBe(expected);
  });

  it('names the rule that read each shape', () => {
    expect(rules('Ideal for soldiers with PCS orders.', 'WA')).toContain('orders-suits/military_status warn');
    expect(rules('Great for W-2 earners.', 'NY')).toContain('payroll-person-suits/source_of_income warn');
  });

  it.each<[string, string | undefined]>([
    ['Only tenants born in 1990 or later qualify for the youth program.', undefined],
    ['Our agent was born in Ohio and only works weekends.', undefined],
    ['Requirements: • 650 credit • proof of income • no pets.', undefined],
    ['Requirements: 650 credit; citizenship is never asked.', undefined],
    ['Most buyers end up in the townhomes because of the yard.', undefined],
    ['Packages usually end up in the mailroom.', undefined],
    ['Anyone would get more out of the garage workshop.', undefined],
    ['The man who built it would love to see it sold to a new family.', undefined],
    ['Our leasing staff are salaried professionals.', 'NY'],
    ['Bring two recent pay stubs or W-2s.', 'NY'],
    ['The seller, a salaried professional, is relocating.', 'NY'],
    ['Fast closings for any buyer, whatever their orders or job.', 'WA'],
    ['Beds are assigned by gender identity; everyone chooses.', 'CA'],
    ['Trans women sleep in the women\u2019s wing like all women.', 'CA'],
    ['Quiet street with a block party every July.', undefined],
    ['White block wall along the back yard.', undefined],
    ['The dead-end street is lined with black walnut trees.', undefined],
  ])('leaves alone %s', (text, state) => {
    expect(outcome(text, state)).toBe('ok');
  });
});
