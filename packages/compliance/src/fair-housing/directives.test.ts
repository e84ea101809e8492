import { describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { addressDirectives, objectDirective } from './directives';
import { checkFairHousingRules } from './engine';

// Normalised text, as the engine passes it: lower case, no apostrophes, '|' at a clause end.
const ids = (s: string) => addressDirectives(s).map((d) => d.id);

describe('directives of exclusion', () => {
  it('finds negative frames built from polarity + head, whatever the wording', () => {
    expect(ids('this really isnt the ideal landlord for you')).toContain('not-the-place');
    expect(ids('the studio wont be for them')).toContain('not-for-you');
    expect(ids('they will not be approved')).toContain('not-accepted');
    expect(ids('we are unable to house you')).toContain('cannot-rent-to-you');
    expect(ids('please browse some other rentals')).toContain('redirect');
    expect(ids('you might be happier elsewhere')).toContain('redirect');
    expect(ids('regretfully , not at this time')).toContain('sorry-no');
    expect(ids('dont even bother')).toContain('need-not');
  });

  it('reads refusals said as outcomes, feelings and redirections', () => {
    expect(ids('we wont be moving forward with your applications')).toContain('cannot-rent-to-you');
    expect(ids('the unit just isnt going to be available to you')).toContain('not-accepted');
    expect(ids('would likely feel out of place here')).toContain('out-of-place');
    expect(ids('are not what were looking for')).toContain('not-sought');
    expect(ids('have always been the owners comfort zone')).toContain('owners-choice');
    expect(ids('would be better off in a different complex')).toContain('redirect');
    expect(ids('wed ask you to look for something else')).toContain('redirect');
    expect(ids('wont be moving forward in our process')).toContain('not-proceed');
    expect(ids('weve decided to go with someone else')).toContain('someone-else');
    expect(ids('get first pick of the units')).toContain('first-pick');
  });

  it('reads steering, impossibility, a flat no and a group called a problem', () => {
    expect(ids('would be happier at a retirement home')).toContain('steer-institution');
    expect(ids('this probably isnt going to work out')).toContain('not-possible');
    expect(ids('the landlord says no')).toContain('says-no');
    expect(ids('tend to be a problem , so were passing')).toEqual(
      expect.arrayContaining(['trouble', 'redirect']),
    );
    expect(ids('need a different kind of place')).toContain('redirect');
    expect(ids('so were done renting to them')).toContain('cannot-rent-to-you');
  });

  it('leaves outcomes about things alone', () => {
    expect(ids('the owner is passing on the repairs to the buyer')).toEqual([]);
    expect(ids('you will be better off calling than emailing')).toEqual([]);
    expect(ids('the dishwasher isnt available until the 15th')).toEqual([]);
    expect(ids('were not moving forward with the renovation until spring')).toEqual([]);
    expect(ids('the garage is going to be repainted')).toEqual([]);
    expect(ids('if the stairs are a concern , our ground floor units might be a better fit')).toEqual([]);
  });

  it('leaves the same frames alone when they are about a thing', () => {
    expect(ids('this isnt a place for loud music')).toEqual([]);
    expect(ids('dont miss this one')).toEqual([]);
    expect(ids('we do not accept pets')).toEqual([]);
    expect(ids('sorry , no smoking indoors')).toEqual([]);
    expect(ids('we are not accepting offers below asking')).toEqual([]);
  });

  it('finds object frames that end where the mention starts', () => {
    expect(objectDirective('leases strictly to ')?.id).toBe('only-to');
    expect(objectDirective('owner would rather the lodger be a ')?.id).toBe('prefer-that');
    expect(objectDirective('occupants should be entirely free of ')?.id).toBe('must-lack');
    expect(objectDirective('only steps from the ')).toBeNull();
    expect(objectDirective('this one is going to a ')?.id).toBe('going-to');
    expect(objectDirective('we are not going to proceed with ')?.id).toBe('refuse-object');
    expect(objectDirective('the garage is going to be ')).toBeNull();
    expect(objectDirective('wed rather not have ')?.id).toBe('rather-not');
    expect(objectDirective('the owner will pass on any ')?.id).toBe('refuse-verb');
    expect(objectDirective('all are welcome except ')?.id).toBe('except');
    expect(objectDirective('all utilities included except the ')?.id).toBe('except');
  });
});

describe('a preference word before a mention', () => {
  const found = (t: string) => checkFairHousingRules(t, { state: 'GA' }).map((f) => [f.category, f.severity]);
  it('reads "would rather rent to someone under 40" as an age preference', () => {
    expect(found('Owner would rather rent to someone under 40.')).toEqual([['age', 'warn']]);
    expect(objectDirective('seeking ')?.id).toBe('seek-object');
  });
  it('leaves a preference about the home alone', () => {
    expect(found('We would rather rent to someone who loves gardening.')).toEqual([]);
  });
});

// fh32: the Spanish refusal frames joined to a class mention (42 U.S.C. §3604(c), any language).
describe('Spanish "no es para usted" and "busquen en otro lado" (directives.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    '¿Tiene niños? Este departamento no es para ustedes.',
    '¿Tienen hijos pequeños? Entonces busquen en otro lado.',
  ])('blocks %s', (text) => {
    expect(check(text)).toBe('block');
  });
  it.each([
    '¿Tiene hijos? La escuela primaria está a dos cuadras.',
    '¿Busca casa? Este departamento es para usted.',
    'El estacionamiento no es para ustedes, es para visitas.',
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });
});
