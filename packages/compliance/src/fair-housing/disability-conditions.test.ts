import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string) => {
  const f = checkFairHousingRules(text);
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('disability said by treatment, symptom, aid or accommodation (disability-conditions.ts)', () => {
  it('blocks the limits in new wording', () => {
    for (const text of [
      'We do not rent to anyone taking antipsychotics.',
      'Cozy cottage; no tenants on anxiety medication, thanks.',
      'No roommates who have had a nervous breakdown.',
      'Anyone on antidepressants need not apply.',
      'Quiet building; nobody with a psychiatric history.',
      'Nobody who sees things that are not there.',
      'Sober housing: applicants must have been sober for six months before moving in.',
      'Folks in recovery can apply after they have stayed drug free for 18 months.',
      'Recovering addicts are fine as long as they are no longer taking suboxone.',
      'Tenants who get around in power chairs cannot lease the loft units.',
      'Buyers who depend on oxygen tanks will not be shown the penthouse.',
      'If you require a ramp, look elsewhere.',
      'If you will need a stair lift, please do not apply.',
      'Handrails? If you need them, this place is not for you.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves descriptions, offers and lawful rules alone', () => {
    for (const text of [
      'Residents on MAT are welcome here.',
      'No illegal drugs on the property.',
      'If you need grab bars, we install them at no cost.',
      'If you need more space, this studio is not for you.',
      'Ramps? If you need one, just ask and we will build it.',
      'We welcome tenants taking antidepressants; no one is turned away.',
      'Anyone on antidepressants is welcome here.',
      'The carpets have been cleaned and the unit is move-in ready.',
      'Accessible parking spaces are next to the elevator.',
    ])
      expect(worst(text), text).toBe('ok');
  });
});
