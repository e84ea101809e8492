import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const found = (t: string, state = 'NY') =>
  checkFairHousingRules(t, { state }).map((f) => [f.category, f.severity]);

describe('screening inquiries (24 CFR §100.202(c); 42 U.S.C. §3604(c))', () => {
  it('blocks a question or a disclosure request about a protected characteristic', () => {
    expect(found('Are you currently pregnant?')).toEqual([['familial_status', 'block']]);
    expect(found('List any psychiatric medications you take.')).toEqual([['handicap', 'block']]);
    expect(found('Which temple does anyone in the household attend?')).toEqual([['religion', 'block']]);
    expect(found('¿Cuál es su país de origen?')).toEqual([['national_origin', 'block']]);
  });
  it('reads a yes/no form field after the attribute as a question', () => {
    expect(found('Mental illness in household (Y/N)')).toEqual([['handicap', 'block']]);
  });
  it('keeps the state severity of a state class', () => {
    expect(found('Please indicate your marital status.', 'NY')).toEqual([['marital_status', 'block']]);
    expect(found('Please indicate your marital status.', 'GA')).toEqual([['marital_status', 'warn']]);
  });
  it("leaves §100.202(c)'s allowed questions and plain questions clean", () => {
    expect(found('Do you need an accessible unit or another accommodation?')).toEqual([]);
    expect(found('Does anyone in the household qualify for the disability priority list?')).toEqual([]);
    expect(found('Do you want a home near your church?')).toEqual([]);
    expect(found('Do you have pets? (Y/N)')).toEqual([]);
  });

  it('reads a form question about the whole household, check boxes and "tell me" requests', () => {
    expect(
      found(
        'Q7: Do you or anyone who will live in the unit have a physical or mental disability? ☐ Yes ☐ No',
      ),
    ).toEqual([['handicap', 'block']]);
    expect(found('Mental illness ☐ Yes ☐ No')).toEqual([['handicap', 'block']]);
    expect(found('Please list all medications taken by household members.')).toEqual([['handicap', 'block']]);
    expect(found('Please list any psychiatric diagnoses.')).toEqual([['handicap', 'block']]);
    expect(found('Can you tell me what your disability is and how severe it is?')).toEqual([
      ['handicap', 'block'],
    ]);
    expect(found('Do you or anyone in your household need an accessible unit?')).toEqual([]);
    expect(found('Can you tell me about the parking? Garage ☐ Yes ☐ No')).toEqual([]);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe("an applicant's own question read by its answer (inquiry-rules.ts)", () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it("reads an applicant's own FAQ question by its answer", () => {
    expect(
      outcomeOf(check('Q: Must I tell you about my medical history? A: No, and we will never ask.')),
    ).toBe('ok');
    expect(
      outcomeOf(check('Do I need to disclose a disability? Yes, disclose any disability on page 2.')),
    ).toBe('block');
  });
});

// The attribute named as what does not count is an equal-treatment statement, not an inquiry (fh32).
describe('an attribute disclaimed with "regardless of" / "sin importar" (inquiry-rules.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'Todos los solicitantes son bienvenidos sin importar su país de origen.',
    'Son aceptados independientemente de su nacionalidad.',
    'All applicants are welcome regardless of your national origin.',
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });

  it.each(['¿Cuál es su país de origen?', 'Are you or anyone in your household of Mexican nationality? Y/N'])(
    'still reads %s',
    (text) => {
      expect(check(text)).not.toBe('ok');
    },
  );
});

// Helper fh31's probes: a duty to tell the landlord of a class attribute, put in a lease or house rule
// (24 CFR §100.202(c) made a term; 42 U.S.C. §3604(b)); a duty to report a leak or an absence is not one.
describe('a duty to tell the landlord of a protected attribute (inquiry-rules.ts)', () => {
  it.each([
    ['Residents shall notify the landlord of any pregnancy in the household.', 'familial_status'],
    ['Tenants agree to inform the office of any disability diagnosis.', 'handicap'],
    ['Tenant must notify management of any change in religion.', 'religion'],
  ])('blocks %s', (text, category) => {
    expect(found(text)).toContainEqual([category, 'block']);
  });
  it.each([
    'Tenant must tell management of any leak within 24 hours.',
    'Tenants shall notify the landlord of any change in household size.',
    'Residents must inform the office of extended absences over 14 days.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
