import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';
import { joinTokens, tokenise } from './normalise';

// The older families review-24 widened (false unavailability, harassment left by management, retaliation,
// nuisance calls, parking, coercion, floors, origin groups, Spanish and Arabizi) and its guards, each in
// new wording, with look-alikes that stay ok.
const rules = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
const outcome = (text: string) => {
  const f = checkFairHousing(text);
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('families widened by review-24', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    [
      'Three police visits and the lease ends, even if she was the one being beaten.',
      'victim-calls-counted/sex block',
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
    [
      'If the caller sounds Mexican, say the flat is spoken for.',
      'false-unavailability/national_origin block',
    ],
    [
      "If she says she's pregnant, let her know the unit's been rented.",
      'false-unavailability/familial_status block',
    ],
    [
      "Someone spray-painted antisemitic graffiti on the Cohens' car and the board says it's a private matter.",
      'harassment-left-or-told-to-leave/religion block',
    ],
    [
      "A guy upstairs keeps misgendering her in the hallway and the manager won't do anything.",
      'harassment-left-or-told-to-leave/gender_identity block',
    ],
    [
      'Neighbors shout go back to your country at the Patels and the landlord told them to deal with it.',
      'harassment-left-or-told-to-leave/national_origin block',
    ],
    ['After he told fair housing about us, we stopped plowing his driveway.', 'retaliation/race block'],
    [
      "Since she requested a reasonable accommodation for her anxiety we've been fining her for every little thing.",
      'retaliation/handicap block',
    ],
    [
      "Ever since Mrs. Okafor asked for a ramp the manager has been writing her up, and now he won't renew.",
      'retaliation/handicap block',
    ],
    [
      "Two police calls and she's out, even when her boyfriend was hitting her.",
      'victim-calls-counted/sex block',
    ],
    [
      'We give a closer look to anyone with a record of calling the police.',
      'victim-history-scrutinised/sex warn',
    ],
    [
      "Spots are unassigned, we won't save a space by the entrance for his arthritis.",
      'accommodation-policy-refused/handicap block',
    ],
    [
      'The board said it will block the closing if the Muslim family signs.',
      'coercion-over-buyer/religion block',
    ],
    [
      'Parents with young kids can only rent the garden-level apartments.',
      'families-assigned/familial_status block',
    ],
    ['Tenants from overseas pay a double deposit.', 'class-contrast-terms/national_origin block'],
    ['Solo alquilamos a personas que hablen inglés.', 'es-english-required/national_origin block'],
    ['Só alugamos para pessoas que falem inglês.', 'es-english-required/national_origin block'],
    ['Beit lil ijar, mamnoo3 atfal.', 'ar-latn-refuse-familial_status/familial_status block'],
    ['la naqbal 3arab, shaqqa jameela', 'ar-latn-refuse-national_origin/national_origin block'],
  ])('%s', (text, expected) => {
    expect(rules(text)).toContain(expected);
  });

  it('reads a voucher named by a caller by the agent state', () => {
    const text = "When anyone brings up a housing voucher on the phone, say we're full.";
    expect(rules(text, 'NJ')).toContain('false-unavailability/source_of_income block');
    expect(rules(text, 'TX')).toContain('false-unavailability/source_of_income warn');
  });

  it.each([
    "When the walls are white, tell the painter it's booked.",
    'Tell every caller the pool is reserved on Saturdays.',
    'If the applicant turns out to be nice, tell him it just got leased.',
    "Tell the two guys who toured the unit's gone, the owner sold it to his cousin.",
    'Someone left racial slurs on the door; management removed them the same day and called the police.',
    "The neighbors keep yelling at each other and the HOA won't do a thing, it's a private dispute.",
    'After she asked for a ramp we installed it within a week.',
    "Since he asked for a new fridge we won't renew.",
    "Two police calls and you're out, and your partner is welcome to apply too.",
    "Parking is first come first served, so we can't hold a spot near the door for your car.",
    "The HOA will hold up the sale if the inspection report isn't in.",
    'Families love the ground floor units with patios.',
    'Applicants born outside the US pay the same deposit as everyone else.',
    'Hablamos español; el contrato está disponible en español y en inglés.',
    'Shaqqa jameela qarib min al souq, mawqif majjani.',
  ])('leaves alone: %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});

describe('guards review-24 added', () => {
  it('lets a live-in sharer choose a roommate by sex, faith or children, not by origin', () => {
    expect(
      outcome(
        "Private room in my 2br condo, shared kitchen, looking for a female roommate who doesn't smoke.",
      ),
    ).toBe('ok');
    expect(
      outcome("Housemate wanted for my house share, we share the kitchen, I'd prefer someone without kids."),
    ).toBe('ok');
    expect(outcome('Room in my house, shared kitchen, roommate wanted, no Mexicans.')).toBe('block');
    expect(outcome('Whole 2br apartment for rent, no children.')).toBe('block');
  });

  it('reads a style word after a kind of home as style, and a possessive as one named owner', () => {
    expect(outcome('Bachelorette pad vibes with a pink bar cart.')).toBe('ok');
    expect(outcome('Great bachelorette pad.')).toBe('warn');
    expect(outcome("Walk to St. Luke's potluck and First Presbyterian's rummage sale.")).toBe('ok');
    expect(outcome('Quiet street full of Baptists.')).toBe('block');
  });

  it('reads a phrase written as one word as the phrase', () => {
    expect(outcome('Downtown loft, #emptynesters')).toBe('warn');
    expect(outcome('Downtown loft, #greatviews')).toBe('ok');
  });

  it('ends no sentence at a title', () => {
    expect(joinTokens(tokenise('Ask Mr. Diaz.')).text).toBe('ask mr diaz |');
  });
});
