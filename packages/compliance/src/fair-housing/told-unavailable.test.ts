import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, WIDENED_FAMILIES, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('false unavailability ordered for a class (told-unavailable.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined]>([
    ['If the prospect has a wheelchair, say the unit is rented.', undefined],
    ['If the renter says they are pregnant, tell them everything is leased.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([['If nothing is available, tell them so politely.', undefined]])(
    'leaves alone %s (%s)',
    (text, state) => {
      expect(outcomeOf(check(text, state))).toBe('ok');
    },
  );
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('false unavailability ordered for a class, by rule (told-unavailable.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      "A Sikh couple wants to see 3C tomorrow. Just tell them it's taken.",
      'told-unavailable-next/religion block',
    ],
    ["A Muslim family called about 4A. Tell them we're full.", 'told-unavailable-next/religion block'],
    ["Two single women asked about 2B. Just tell them it's taken.", 'told-unavailable-next/sex block'],
    ['Tell him we have a waitlist if he turns out to be Muslim.', 'told-unavailable-if/religion block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(["Families with kids toured the unit. If it is rented by then, we will tell them it's rented."])(
    'leaves alone %s',
    (text) => {
      expect(outcomeFor(text)).toBe('ok');
    },
  );

  it.each(['Another Section 8 lady called about 2B.', "Tell them it's rented if they call after Friday."])(
    'look-alike %s: no finding of the widened families',
    (text) => {
      expect(findingsOf(text).filter((r) => WIDENED_FAMILIES.test(r))).toEqual([]);
    },
  );
});

// fh32: the waitlist said closed to a caller who mentions a disability aid or children; a plural sex with a
// relative clause of calling; a home shown "only … to" a class.
describe('scripted unavailability and "only show those to" (told-unavailable.ts, false-unavailability.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'If a caller mentions a wheelchair, tell them the waitlist is full.',
    'If a caller has kids, say the waiting list is closed.',
    'Tell the ladies who email about the studio that it is taken.',
    'We only show the lofts to Christians.',
    'We only show those to families without kids.',
  ])('blocks %s', (text) => {
    expect(check(text)).toBe('block');
  });
  it.each([
    'If the waitlist is closed, tell callers when it reopens.',
    'If a caller mentions a wheelchair, tell them about the ramp at the side entrance.',
    'Tell the men who deliver the couch that the unit is on the 3rd floor.',
    'We only show the units to applicants who have submitted an application.',
    'We only rent the studio for 12 months.',
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });
});

// review-33 families: a person seen as a class ("looks Black from the photo"), and "nothing is open" as the
// false claim (24 CFR §100.80(b)(1); vocabulary/perceived-traits.ts, false-unavailability.ts).
describe('false unavailability after a person seen as a class, or "nothing is open"', () => {
  const outcome = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'Owner text: the guy looked Hispanic on the video call, so just say it is taken.',
    'The deaf applicant asked for a tour; just tell him no units are available.',
    'A caller in a wheelchair asked again, tell her nothing is available this month.',
  ])('blocks %s', (text) => {
    expect(outcome(text)).toBe('block');
  });
  it.each([
    'The siding looks white in the photo; tell her it is rented already.',
    'The applicant looks great on paper; tell her nothing is open until the June lease ends.',
    'Nothing is open right now, check back in March.',
  ])('leaves alone %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
