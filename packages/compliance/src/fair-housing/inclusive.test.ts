import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { inclusiveClauses } from './inclusive';
import { outcomeFor } from './testing/family-cases';

const found = (text: string) =>
  checkFairHousingRules(text, { state: 'NY' }).map((f) => [f.category, f.severity]);

describe('inclusive clauses', () => {
  it('finds a welcome said to everyone or to a list joined by "all"', () => {
    expect(inclusiveClauses('families , singles and retirees are all welcome')).toHaveLength(1);
    expect(inclusiveClauses('everyone welcome | open house sunday')).toEqual([[0, 17]]);
    expect(inclusiveClauses('all welcome except kids')).toEqual([]);
    expect(inclusiveClauses('seniors welcome')).toEqual([]);
  });

  it('raises nothing on an inclusive list and keeps an exception or a lone welcome', () => {
    expect(found('Families, singles and retirees are all welcome to tour Saturday.')).toEqual([]);
    expect(found('Kids, couples, roommates and seniors are all encouraged to apply.')).toEqual([]);
    expect(found('Everyone is welcome, whatever their faith.')).toEqual([]);
    expect(found('All are welcome except families with kids.')).toContainEqual(['familial_status', 'block']);
    expect(found('Christians welcome.')).toEqual([['religion', 'warn']]);
  });
});

describe('equal-treatment statements (inclusive.ts equalTreatmentClauses)', () => {
  it('keeps a list of household words beside a statement of equal treatment', () => {
    expect(
      found('Married, unmarried or roommates, each applicant is evaluated by the same criteria.'),
    ).toEqual([]);
    expect(found('Spouses and domestic partners may co-sign; we do not ask about marital status.')).toEqual(
      [],
    );
    expect(found('Single parents and couples apply the same way, regardless of marital status.')).toEqual([]);
  });

  it('reads an offer of accommodation to a class as no limitation, and an exclusion beside it still', () => {
    expect(
      found('Renters with disabilities can ask for reasonable modifications; email the office.'),
    ).toEqual([]);
    expect(
      found('Tenants with disabilities may request accommodations. No wheelchairs on the upper floors.'),
    ).toContainEqual(['handicap', 'block']);
  });

  it('reads an exception made for a class as an accommodation, and no exception still as read', () => {
    expect(found('We make exceptions for tenants with disabilities.')).toEqual([]);
    expect(
      found('The owner grants reasonable exceptions to the pet policy for residents with disabilities.'),
    ).toEqual([]);
    expect(found('We make no exceptions for tenants with disabilities.')).not.toEqual([]);
    expect(found('We make exceptions for families with kids only in the back building.')).toContainEqual([
      'familial_status',
      'block',
    ]);
  });

  it('reads "married or not" as equal treatment', () => {
    expect(found('Partners can apply on one application, married or not.')).toEqual([]);
    expect(found('Couples may apply, married or not, but no kids.')).toContainEqual([
      'familial_status',
      'block',
    ]);
  });

  it('still reads a limitation, or a list with no statement of equal treatment', () => {
    expect(found('Married couples only; each applicant is screened the same way.')).toContainEqual([
      'marital_status',
      'block',
    ]);
    expect(found('Married couples may apply.')).not.toEqual([]);
    expect(found('No kids; we do not ask about marital status.')).toContainEqual([
      'familial_status',
      'block',
    ]);
  });
});

// A refusal said of no one states equal treatment (HUD 1995 memo); a refusal of a class still blocks.
describe('a refusal said of no one (inclusive.ts negatedRefusalClauses)', () => {
  it.each([
    'Nobody with a disability is ever turned away here.',
    'No one with a wheelchair has ever been turned away.',
    'No family with children pays extra for the larger units.',
    'We have never turned away anyone with a disability.',
    'The landlord does not charge more to families with kids.',
    'Nadie con hijos es rechazado.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it.each([
    'Nobody in a wheelchair, sorry.',
    'No families with children.',
    'Nobody with kids allowed.',
    'Nobody with kids; we turned away two families last week.',
  ])('still blocks %s', (text) => {
    expect(outcomeFor(text)).toBe('block');
  });
});

describe('the same terms for all (inclusive.ts)', () => {
  it('leaves "men and women rent here on the same terms" alone', () => {
    expect(
      outcomeFor('Men and women rent here on the same terms, and every applicant pays the same deposit.'),
    ).toBe('ok');
  });
});
