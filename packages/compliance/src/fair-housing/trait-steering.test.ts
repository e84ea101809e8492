import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('steering by a perceived trait (trait-steering.ts)', () => {
  it.each([
    [
      'When a visitor shows up in a turban, recommend the Northgate building instead.',
      'trait-steering/religion',
    ],
    ['Steer anyone wearing a yarmulke toward our other property on Fifth.', 'trait-steering/religion'],
    ['If the caller sounds Asian, point them to the sister complex downtown.', 'trait-steering/race'],
    [
      'For prospects with a strong accent, mention our other location across the river.',
      'trait-steering/national_origin',
    ],
  ])('blocks %s', (text, rule) => {
    expect(rules(text)).toContain(`${rule} block`);
  });

  it.each([
    'We also manage another property on Fifth with a pool.',
    'Hat hooks by the door; the other building has a gym.',
    'Suggest the Northgate building instead if the caller needs three bedrooms.',
    'Visitors in any head covering are welcome at every property we manage.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => r.startsWith('trait-steering'))).toEqual([]);
  });
});
