import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('national origin screened by papers, birthplace, English or an accent (origin-screens.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    [
      "If they don't speak English, tell them not to bother.",
      undefined,
      'english-or-go/national_origin',
      'block',
    ],
    ["If you don't speak English, please don't apply.", undefined, 'english-or-go/national_origin', 'block'],
    ["If you can't read English, look elsewhere.", undefined, 'english-or-go/national_origin', 'block'],
    [
      'Tenants have to sign the lease in English without a translator.',
      undefined,
      'english-without-interpreter/national_origin',
      'block',
    ],
    ['Best fit if they were born in America.', undefined, 'born-here-no-accent/national_origin', 'block'],
    [
      'We prefer someone who speaks English without a heavy accent.',
      undefined,
      'born-here-no-accent/national_origin',
      'block',
    ],
    [
      'Please find out from the Tuesday callers where they are really from.',
      undefined,
      'ask-where-from/national_origin',
      'warn',
    ],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    [
      "When the man with the thick accent calls again, tell him we're full.",
      'CA',
      'false-unavailability/national_origin block',
    ],
    [
      "Anyone with a foreign accent who calls about 2A, tell them it's already rented.",
      'CA',
      'accent-told-unavailable/national_origin block',
    ],
    [
      'Applicants with an accent must provide additional proof of employment.',
      'CA',
      'accent-extra-terms/national_origin block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Ask for additional documentation from tenants born abroad.', 'WA'],
    ['Every buyer has to present an American birth certificate at closing.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ["If you can't make the showing, look elsewhere.", undefined],
    ['We offer leases in English and Spanish; interpreters welcome.', undefined],
    ['Features an accent wall and no carpet.', undefined],
    ['Tell them not to bother with the side door.', undefined],
    ['The accent wall in the living room needs extra paint.', 'CA'],
    ['Bring two forms of ID to the showing.', 'WA'],
    ['Bring a passport, driver license or birth certificate.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
