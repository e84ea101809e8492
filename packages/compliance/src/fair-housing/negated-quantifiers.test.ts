import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const check = (text: string, state?: string) =>
  outcomeOf(checkFairHousingRules(text, state ? { state } : {}));

// A negated quantifier subject holding a class, read by its verb (negated-quantifiers.ts, inclusive.ts).
describe('negated quantifier subjects: "nobody with kids is allowed" / "… is turned away"', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  // Exclusion: a verb of admission under the negated subject (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1)).
  it.each<[string, string | undefined]>([
    ['Nobody with kids is allowed.', undefined],
    ['Nobody in a wheelchair is allowed upstairs.', undefined],
    ['Not a single tenant on Section 8 is accepted.', 'NY'],
    ['None of the applicants with children will be approved.', undefined],
    ['Nadie con niños puede vivir aquí.', undefined],
    ['No one over 60 may apply.', 'NY'],
    ['Not one applicant who uses a walker will be approved.', undefined],
    ['None of the Catholic applicants will be considered.', undefined],
    ['Nobody with a service dog may rent here.', undefined],
    ['No tenant on SSI qualifies for this unit.', 'CA'],
    ['Not a single family with a baby gets a lease here.', undefined],
    ['Nobody with a mental illness gets approved.', undefined],
    ['Nobody with kids or pets is allowed, sorry.', undefined],
    ['No renter with a housing voucher can apply.', 'NJ'],
    ['Ninguna familia con hijos será aprobada.', undefined],
    ['Ninguna persona con discapacidad es aceptada.', undefined],
    ['Ningún inquilino con sección 8 es aceptado.', 'NY'],
    ['Nadie mayor de 60 puede rentar.', 'NY'],
    ['Nadie que tenga niños puede rentar aquí.', undefined],
    ['Nobody with kids is allowed, smokers refused.', undefined],
    ['Not a single woman will be approved for the loft.', undefined],
    ['None of the Hispanic applicants may rent here.', undefined],
    ['No one who is deaf can rent this unit.', undefined],
    ['Nobody who is divorced may apply.', 'CA'],
    ['No applicant with a Section 8 voucher is considered.', 'NY'],
    ['Nobody with kids will be allowed to sign a lease.', undefined],
    // Where the person comes from: a place, a birthplace, a descent (national origin).
    ['Nobody from Guatemala will be approved.', undefined],
    ['Not a single applicant born overseas can rent here.', undefined],
    ['None of the renters of Somali descent are allowed to renew.', undefined],
    ['Nadie de Honduras puede rentar aquí.', undefined],
    ['Ningún inquilino de origen cubano es aceptado.', undefined],
  ])('blocks %s (%s)', (text, state) => {
    expect(check(text, state)).toBe('block');
  });

  // Inclusion: a verb of refusal, a surcharge or a feeling of exclusion under the negated subject
  // (HUD 1995 memo: equal-opportunity statements are lawful).
  it.each<string>([
    'Nobody with a wheelchair should feel unwelcome.',
    'No one with kids is turned away.',
    'Nobody on a voucher will be refused.',
    'Nadie con niños es rechazado.',
    'Nadie con discapacidad debe sentirse excluido.',
    'No one on Section 8 will be made to feel left out.',
    'Not a single family with children has been turned down.',
    'None of our tenants with service animals are charged extra.',
    'No one in a wheelchair should feel any less welcome here.',
    'Ningún inquilino con vales de vivienda es rechazado.',
    'Nobody in a wheelchair has been refused a unit here.',
    'Nadie que tenga niños es rechazado.',
    'None of our gay tenants have ever been turned away.',
    'Not one Muslim family has been refused here.',
  ])('reads as inclusion: %s', (text) => {
    expect(check(text, 'NY')).toBe('ok');
  });

  // No verb of admission: a description or a report, not read by this rule.
  it.each<string>([
    'Nobody with kids has complained about the noise.',
    'Nobody with kids lives on this floor.',
    'Nobody on a voucher has applied yet.',
    'Not a single tenant with children has moved out this year.',
    'None of the applicants with children were late on rent.',
    'Nobody with kids is considered a nuisance here.',
    'Nadie con niños vive en este piso.',
    'Nobody with kids complained and pets are welcome.',
    'Nobody from the management office is allowed to park in the guest spots.',
    'Nobody from Jamaica has complained about the heat.',
    'Nadie de la oficina puede estacionarse en la entrada.',
    'No one from Haiti is turned away.',
  ])('is not an exclusion: %s', (text) => {
    expect(check(text, 'NY')).not.toBe('block');
  });

  // A reason given for a rule says nothing of a class: the rule before it is still read.
  it('keeps the finding before "so no one feels left out"', () => {
    expect(check('Please use English only in the common areas so no one feels left out.')).toBe('block');
  });
});
