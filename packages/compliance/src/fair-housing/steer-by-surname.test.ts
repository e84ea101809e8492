import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

// Steering by a surname or a perceived trait (steer-by-class.ts), in new wording, and look-alikes.
const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('steering by surname and by perceived trait', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    [
      'Honestly the Nguyen family would feel more at home over in Eastgate.',
      'happier-elsewhere/national_origin warn',
    ],
    ['The Ibrahim family might be happier in another complex.', 'happier-elsewhere/national_origin warn'],
    ['Direct the lady in the hijab over to the Maple Court building.', 'steer-class-to/religion block'],
    [
      'Refer callers with a thick accent to our other property on 5th.',
      'steer-class-to/national_origin block',
    ],
  ])('finds "%s"', (text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it.each([
    'The Smith family might feel more at home in the bigger unit.',
    'The Patel family would feel more comfortable with the corner unit, they said.',
    'Send families with kids to the leasing office first.',
    'Point Spanish-speaking callers to our bilingual agent.',
    'We sent the buyers over to the open house on Elm.',
  ])('leaves "%s" alone', (text) => {
    expect(rules(text)).toEqual([]);
  });
});
