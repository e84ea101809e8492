import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('who the home suits, said without a class noun (who-it-suits.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    ['Ideal for a normal married couple.', undefined, 'normal-couple/sexual_orientation', 'warn'],
    ['Ideal for a traditional couple.', undefined, 'normal-couple/sexual_orientation', 'warn'],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    ['Best for someone fully mobile; the loft is up a ladder.', 'OR', 'suits-able-bodied/handicap warn'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Perfect for tenants paid by an employer rather than vouchers.', 'OR'],
    ['Landlord wants civilians instead of military renters.', 'WA'],
    ['Studios designed for the thirty-something set.', 'PA'],
    ['A great fit for renters with salary income.', undefined],
    ['Perfect for civilians who want to live away from the base.', undefined],
  ])('warns on %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('warn');
  });

  it.each<[string, string | undefined]>([
    ['Ideal for a traditional family room layout.', undefined],
    ['Ideal for a normal commute.', undefined],
    ['Ideal for someone who wants a short commute.', 'CA'],
    ['Rent is paid by check rather than cash.', undefined],
    ['A twenty-something-minute walk to the lake.', undefined],
    ['Ideal for tenants with flexible schedules.', 'WA'],
    ['Quiet civilian neighborhood near the park.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

// fh32: "just the thing for", a place between the praise and "for", a service family named in Spanish.
describe('"suits" with a place between, and Spanish service families (patterns.ts, grammar-words.ts)', () => {
  it.each([
    ['Great starter home in Tacoma, WA for a married couple.', 'WA'],
    ['Just the thing for a lesbian couple who love to garden.', undefined],
    ['Casa perfecta para una familia del Ejército.', 'VA'],
  ])('warns %s', (text, state) => {
    expect(outcomeOf(checkFairHousingRules(text, state ? { state } : {}))).toBe('warn');
  });
  it.each([
    'Just the thing for a summer barbecue.',
    'Great location in downtown Tacoma for commuters.',
    'Perfect home in Austin, TX for anyone who loves to cook.',
    'La casa tiene sala familiar, perfecta para reuniones.',
  ])('leaves alone %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
  });
});

// fh32: a Spanish place "lleno de" a class describes its residents; "lleno de luz" names no one.
describe('"barrio lleno de" (patterns.ts)', () => {
  it('warns of a place full of families with children', () => {
    expect(outcomeOf(checkFairHousingRules('Edificio lleno de familias con niños.'))).toBe('warn');
  });
  it.each(['Barrio lleno de árboles y parques.', 'Casa llena de luz en una calle tranquila.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
    },
  );
});

// fh32: a place that "skews" a class describes its residents; prices or a layout that skew name no one.
describe('"skews twenty-something" (patterns.ts)', () => {
  it('warns in NJ of a complex that skews twenty-something', () => {
    expect(
      outcomeOf(checkFairHousingRules('The Newark complex skews thirty-something.', { state: 'NJ' })),
    ).toBe('warn');
  });
  it.each(['Prices skew higher in summer.', 'The layout skews toward open space.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeOf(checkFairHousingRules(text, { state: 'NJ' }))).toBe('ok');
    },
  );
});

describe('who the home suits, said with a list of adjectives', () => {
  it('warns on a list of fitness words before "fully mobile" and leaves a trail description alone', () => {
    expect(outcomeOf(checkFairHousingRules('Best suited to a very active, fully mobile renter.'))).toBe(
      'warn',
    );
    expect(
      outcomeOf(checkFairHousingRules('Best suited to an energetic and athletic, able-bodied buyer.')),
    ).not.toBe('ok');
    expect(
      outcomeOf(checkFairHousingRules('Best suited to a buyer who loves hiking; trails start at the gate.')),
    ).toBe('ok');
  });
});
