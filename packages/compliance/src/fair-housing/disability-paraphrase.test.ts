import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string) => {
  const f = checkFairHousingRules(text).filter((x) => x.category === 'handicap');
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};
const all = (text: string) => checkFairHousingRules(text).length;

describe('disability said in other words', () => {
  it('blocks questions about a handicap (24 CFR §100.202(c))', () => {
    for (const text of [
      "Thanks for reaching out! What's your diagnosis?",
      'What is his medical condition?',
      'Before the tour: do you take any medication?',
      'Is your son on meds?',
      'What medications are you taking?',
      'Can you climb the stairs without help?',
      'Is she able to walk up the steps unassisted?',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('blocks refusals of and fees on assistance animals (FHEO-2020-01; §100.204)', () => {
    for (const text of [
      'No pets, no exceptions, including emotional support animals.',
      'ESAs not accepted.',
      'No pets — no exceptions, not even service dogs.',
      'Pet fee applies to service dogs.',
      'Pet rent also applies to assistance animals.',
      'Service animals subject to pet deposit.',
      'Emotional support dogs must pay the pet fee.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('blocks steering of people with disabilities (§100.70(c))', () => {
    for (const text of [
      'People in wheelchairs would be happier at our other property.',
      'The upper floors aren’t for folks with mobility issues.',
      'Tenants who use walkers would be better served at our sister building.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'No pets.',
      'No pets; assistance animals welcome as required by law.',
      'Pet deposit $300, waived for service and assistance animals.',
      'Walk-in shower and grab bars.',
      'Can you meet the rent and the lease terms?',
      'Elevator to the upper floors.',
      'No illegal drugs on the premises.',
      'Current illegal use of controlled substances is a lease violation.',
      'Medicine cabinet and linen closet in the hall bath.',
      'Support beams replaced; service entrance at the back.',
    ])
      expect(all(text), text).toBe(0);
  });

  it('still blocks "no illegals" after illegal drugs became lawful words', () => {
    expect(checkFairHousingRules('No illegals.').map((f) => f.category)).toContain('national_origin');
  });
});
