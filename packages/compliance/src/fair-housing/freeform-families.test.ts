import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

// The free-wording sets' families (corpus/freeform-1.ts, freeform-2.ts) in new wording, and look-alikes.
const rules = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);

describe('free-wording families', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    ['Write down all prescriptions you are taking in box 7.', 'inquiry-handicap/handicap block', undefined],
    [
      'The landlord has a problem with Sikh tenants, just so you know.',
      'mention-disfavour/religion block',
      undefined,
    ],
    ['Spanish has to be the applicant’s native language.', 'first-language/national_origin block', undefined],
    [
      'No third-party rent payments of any kind.',
      'third-party-payments-refused/source_of_income block',
      'NJ',
    ],
    [
      'Section 8 folks, don’t waste your money on the application.',
      'mention-need-not/source_of_income block',
      'NY',
    ],
    ['Looking for a renter not older than 40.', 'mention-seek-object/age block', 'NY'],
    [
      'She only wants roommates who practice her Buddhist faith for the whole 2BR lease.',
      'mention-seek-object/religion block',
      undefined,
    ],
  ])('finds "%s"', (text, rule, state) => {
    expect(rules(text, state)).toContain(rule);
  });

  it.each([
    'List any medications your dog takes so the sitter knows.',
    'Don’t waste your money on storage, the closets are huge.',
    'We accept third-party payments from any housing program.',
    'The water heater is no older than five years.',
    'Spanish is my first language and I am happy to help in either.',
  ])('leaves "%s" alone', (text) => {
    expect(rules(text)).toEqual([]);
  });
});
