import { describe, expect, it } from 'vitest';
import { CODED_STEERING_RULES } from './coded-steering';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('steering and preference said in code (coded-steering.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'People like you tend to be more comfortable over in the east side.',
      undefined,
      'like-you-happier-elsewhere/race',
    ],
    ['No urban tenants, please.', undefined, 'coded-people-refused/race'],
    ['The seller would prefer to sell the condo to an Asian family.', undefined, 'would-rather-rent-to/race'],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(CODED_STEERING_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    ['The area is changing, if you know what I mean.', 'changing-wink/race'],
    ['Nothing like the ghetto, this street is quiet.', 'unlike-the-inner-city/race'],
    ['Suited to quiet professional adults.', 'suited-to-adults/familial_status'],
  ])('%s is %s and warns', (text, rule) => {
    expect(firesIn(CODED_STEERING_RULES, text, rule)).toBe(true);
    expect(findingsOf(text).some((f) => f.endsWith(' warn'))).toBe(true);
    expect(outcomeFor(text)).toBe('warn');
  });

  it.each([
    'No urban sprawl here, just open fields.',
    'Buyers like you love the open kitchen.',
    'Urban loft, ten minutes from the inner city.',
    'The owner would rather rent the unit furnished.',
    'Half a mile to the Irish Famine Memorial and the Jewish Heritage Museum.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
