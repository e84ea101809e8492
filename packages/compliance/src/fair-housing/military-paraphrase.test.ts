import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === 'military_status');
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('military status in other words (state laws: OH, IL, NY, CA, WA)', () => {
  it('blocks the paraphrases', () => {
    for (const text of [
      'Still in the service? This won’t work.',
      'No active-duty renters.',
      'No one who might deploy.',
      'No tenants who could be deployed during the lease.',
      'Active duty? Please look elsewhere.',
    ])
      expect(worst(text, 'OH'), text).toBe('block');
  });

  it('warns where no state statute protects the class', () => {
    for (const text of [
      'Still in the service? This won’t work.',
      'No active-duty renters.',
      'No one who might deploy.',
      'No tenants who could be deployed during the lease.',
      'Active duty? Please look elsewhere.',
    ])
      expect(worst(text, 'GA'), text).toBe('warn');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'Military discount.',
      'Near the base.',
      'Military clause honored per the SCRA.',
      'Room service and active lifestyle community nearby.',
      'The service road is shared with the neighbor.',
    ])
      expect(checkFairHousingRules(text, { state: 'OH' }), text).toEqual([]);
  });
});
