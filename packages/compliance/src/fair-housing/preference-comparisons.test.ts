import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state });
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('a preference said as a comparison (preference-comparisons.ts)', () => {
  it('blocks "sooner empty than rented to" a class and "rather a younger tenant" where age is protected', () => {
    for (const [text, state] of [
      ['He would rather take a loss than sell to a Black family.', undefined],
      ['We would rather keep the duplex vacant than rent it out to a family with kids.', undefined],
      ['The owners would sooner keep the condo vacant than lease it to a Muslim family.', undefined],
      ['I would rather see the house sit empty than rent it to people with disabilities.', undefined],
      ['We would sooner leave the unit empty than rent to Section 8 tenants.', 'NY'],
      ['The landlord would prefer to have an older tenant upstairs.', 'NJ'],
      ['We would rather go with a younger couple this time.', 'NY'],
    ] as const)
      expect(worst(text, state), text).toBe('block');
  });

  it('leaves comparisons that name no class alone', () => {
    for (const text of [
      'We would rather leave it empty than rent it unfurnished.',
      'We would sooner rent to a long-term tenant than to short-term guests.',
      'We would rather have a tenant who stays two years.',
      'We would rather leave it empty than rent it to another smoker.',
      'We would sooner leave the studio empty than rent it to a smoker.',
      'Owners would rather sell than renovate the older kitchen.',
    ])
      expect(worst(text), text).toBe('ok');
  });
});
