import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { FALSE_UNAVAILABILITY_RULES } from './false-unavailability';
import { regexNeedles } from './regex-needles';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(d); 24 CFR §100.80(b): "it's rented" told to one class.
describe('false unavailability told to a class (false-unavailability.ts)', () => {
  it.each([
    ['Tell the Hispanic prospects who call that we are full this month.', 'race block'],
    ['Let Muslim inquirers know the condo is under contract.', 'religion block'],
    ['Please inform the Haitian callers that the duplex has been rented.', 'national_origin block'],
    ['If someone says they go to the synagogue on Elm, say there is a waiting list.', 'religion block'],
    ['Anyone with a thick accent who calls, just say the 2BR is spoken for.', 'national_origin block'],
    ['Tell the Korean applicants it is already leased, then keep showing it.', 'national_origin block'],
    ['For the Catholic family that called, put them on the waitlist and never call back.', 'religion block'],
    ['If a family with kids calls, tell them it is already leased.', 'familial_status block'],
    ['When a guy in a wheelchair asks about the loft, say it is under contract.', 'handicap block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'We keep a waitlist for everyone, first come first served.',
    'Tell every caller the unit is pending until the deposit clears.',
    'Tell Muslim callers the mosque is two blocks away.',
    'Never tell Black callers the unit is pending; quote everyone the same availability.',
    'Let every caller know the unit is available now; the mosque is two blocks away.',
    'The mosque is two blocks away and the unit is available June 1.',
    'If anyone asks, tell them the unit is pending until Friday.',
    'If a family with kids calls, tell them the unit is available and show it.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('gates every rule by its claim words, and the person-first rules by a trait or worship word', () => {
    for (const r of FALSE_UNAVAILABILITY_RULES) {
      // The template rule is gated by its "… only if/for" note, the rest by the claim.
      const word = r.id === 'false-unavailability-template' ? 'only' : 'pending';
      expect(regexNeedles(r.re).some((clause) => clause.includes(word))).toBe(true);
    }
    const religion = FALSE_UNAVAILABILITY_RULES.filter((r) => r.category === 'religion');
    expect(religion.map((r) => r.needs.includes('tell'))).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(religion[1]!.needs).toContain('if');
    expect(religion[2]!.needs).toContain('only if');
    expect(religion[3]!.needs).toEqual(['you']);
    expect(religion[6]!.needs).toContain('mosque');
    expect(FALSE_UNAVAILABILITY_RULES.filter((r) => r.category === 'age')).toHaveLength(6);
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('false unavailability told to a class, by rule and severity (false-unavailability.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      "A woman in a wheelchair asked about 5A, I told her it's already rented.",
      'false-unavailability/handicap block',
    ],
    ['The man with a service dog called, I said we have a waitlist.', 'false-unavailability/handicap block'],
    [
      "Two guys in wheelchairs came to the open house, I told them it's under contract.",
      'false-unavailability/handicap block',
    ],
    [
      'If the caller has a thick accent, tell them the unit is already promised.',
      'false-unavailability/national_origin block',
    ],
    [
      'If a family with kids calls, tell them the unit is reserved for staff.',
      'false-unavailability/familial_status block',
    ],
    ['If a buyer turns out to be Muslim, just tell them it got sold.', 'false-unavailability/religion block'],
    ['If the applicant is in a wheelchair, the unit just got leased.', 'false-unavailability/handicap block'],
    [
      'The couple at noon were both in wheelchairs, so I told them there were already competing offers.',
      'false-unavailability/handicap block',
    ],
    [
      'If the caller sounds Mexican, say the flat is spoken for.',
      'false-unavailability/national_origin block',
    ],
    [
      "If she says she's pregnant, let her know the unit's been rented.",
      'false-unavailability/familial_status block',
    ],
    // Said to the person, a perceived trait, a template verb (review-43's misses, reworded).
    [
      'Noticed you have two toddlers, and sadly the 2BR is already leased.',
      'false-unavailability/familial_status block',
    ],
    ["You're Sikh, so heads up, the flat is spoken for.", 'false-unavailability/religion block'],
    [
      'Anyone who shows up with a baby bump, let them know the summer move-in dates are booked.',
      'false-unavailability/familial_status block',
    ],
    [
      'When callers sound Arab, describe the garden units as fully booked.',
      'false-unavailability/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'A man in a wheelchair toured 4B and loved it, we told him about the ramp.',
    "When the walls are white, tell the painter it's booked.",
    'Tell every caller the pool is reserved on Saturdays.',
    'If the applicant turns out to be nice, tell him it just got leased.',
    "Tell the two guys who toured the unit's gone, the owner sold it to his cousin.",
    'You have two kids and a dog, so the 2BR would be tight but the 3BR is open.',
    'You have great credit, so the unit is yours if you want it.',
    'Describe the garden units as newly renovated.',
    'If the unit is rented, we will tell you.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it('reads a voucher named by a caller by the agent state', () => {
    const text = "When anyone brings up a housing voucher on the phone, say we're full.";
    expect(findingsOf(text, 'NJ')).toContain('false-unavailability/source_of_income block');
    expect(findingsOf(text, 'TX')).toContain('false-unavailability/source_of_income warn');
  });
});

// 24 CFR §100.80(b)(1)-(2): a reply template of unavailability kept for one class, a number "was leased",
// a showing or open house told "canceled" (helper fh31 probes, none from a corpus).
describe('unavailability templates and canceled showings (false-unavailability.ts)', () => {
  it.each([
    [
      'Canned reply: Sorry, the apartment has been rented. Use this only for Muslim callers.',
      'religion block',
    ],
    ["Use this reply only when the caller is Hispanic: we're full for the season.", 'race block'],
    ['Internal: if the applicant turns out to be Asian, reply that 12C was rented yesterday.', 'race block'],
    [
      'When Mexican families call about the showing, tell them the showing is cancelled.',
      'national_origin block',
    ],
    [
      'Send only to families with children: our waitlist is closed. Sorry, this unit is no longer available.',
      'familial_status block',
    ],
    ['If a caller mentions the synagogue, say that the tour has been called off.', 'religion block'],
    ['When a wheelchair user calls, tell them 3A was leased.', 'handicap block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Template: Sorry, this unit is no longer available. Send to every inquiry.',
    'The open house has been canceled because of the storm; tell every caller.',
    'Use this template only for weekend inquiries: the unit is pending.',
    'If the caller asks about parking, answer that 4B has a garage.',
    'When families call, tell them the playground is closed for repairs.',
    'Reply only if the applicant mentions a pet: this unit is no longer available for pets.',
    'If the caller is Black, answer that the unit is still available and offer a tour.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
