import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

// New wording for the accommodation families (not the review sets' sentences) and look-alikes.
const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('accommodation families (assistance-documentation.ts, accommodation-refusals.ts)', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    [
      'Management only honors assistance animal notes written by an MD.',
      'documentation-one-kind/handicap block',
    ],
    [
      'ESA documentation must come from a board certified psychiatrist.',
      'documentation-one-kind/handicap block',
    ],
    ['Accommodation letters from counselors are not accepted here.', 'documentation-one-kind/handicap block'],
    ['Our weight limits still apply to emotional support dogs.', 'breed-limit-on-aid/handicap block'],
    ['Dobermans are prohibited even if they are service dogs.', 'breed-limit-on-aid/handicap block'],
    [
      "Mr. Ortiz's request for a transfer to a ground floor apartment was rejected.",
      'accommodation-request-denied/handicap block',
    ],
    [
      'The resident request for a ramp at the side door has been declined.',
      'accommodation-request-denied/handicap block',
    ],
    [
      'Therapy dogs are fine as long as you pay the usual pet rent each month.',
      'assistance-animal-fee/handicap block',
    ],
    [
      'The association will not allow wheelchair ramps on street-facing porches.',
      'modification-refused/handicap block',
    ],
  ])('blocks "%s"', (text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it.each([
    'Documentation from any health care professional who knows your disability is accepted.',
    'We only accept rental applications from the online portal.',
    'Rottweilers are not allowed as pets; assistance animals are exempt from every breed rule.',
    'His request for a second storage locker was denied.',
    'Her request for a reserved space near the entrance was approved the same day.',
    'Service dogs are welcome and never pay pet rent.',
    'We do not allow satellite dishes on the balconies.',
  ])('leaves "%s" alone', (text) => {
    expect(rules(text)).toEqual([]);
  });
});
