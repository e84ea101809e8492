import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';
import { joinTokens, tokenise } from './normalise';
import { REACH_23_RULES } from './reach-rules-23';

// New wording written for each review-23 family (not the set's sentences), and look-alikes.
const found = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
// Whether a review-23 rule itself matches (another rule may win the overlap in the engine's output).
const fires = (text: string, id: string) => {
  const norm = joinTokens(tokenise(text)).text;
  return REACH_23_RULES.some((r) => `${r.id}/${r.category}` === id && new RegExp(r.re.source).test(norm));
};
const outcome = (text: string, state?: string) => {
  const f = checkFairHousing(text, state ? { state } : {});
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('review-23 families (reach-rules-23.ts)', () => {
  // The engine compiles its rules on first use; that cost is not a test's.
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    [
      'Tenants using a Section 8 voucher pay a doubled security deposit.',
      'NJ',
      'class-contrast-terms/source_of_income',
    ],
    [
      'Voucher holders can only see units on Monday mornings; everybody else books whenever they like.',
      'NJ',
      'class-contrast-terms/source_of_income',
    ],
    [
      'Families with young children pay a $300 stroller fee, others do not.',
      undefined,
      'class-contrast-terms/familial_status',
    ],
    [
      'Requests from households with kids are processed after all the others.',
      undefined,
      'class-contrast-terms/familial_status',
    ],
    [
      'Military families put down an extra two months of deposit.',
      'WA',
      'class-contrast-terms/military_status',
    ],
    ['Renters under 30 need a cosigner regardless of income.', 'NY', 'class-contrast-terms/age'],
    [
      'Single applicants must show 4x the rent, while married couples need 3x.',
      'MN',
      'class-contrast-terms/marital_status',
    ],
    [
      "Tenants who don't speak English get their repairs scheduled after everyone else's.",
      undefined,
      'class-contrast-terms/national_origin',
    ],
    [
      'Applicants who name a synagogue as a reference get only the 6-month lease; others choose.',
      undefined,
      'class-contrast-terms/religion',
    ],
    [
      'Ever since he filed a fair housing complaint about his wheelchair, we stopped plowing his spot.',
      undefined,
      'retaliation/handicap',
    ],
    [
      "We're not renewing her lease because she reported us to HUD over the voucher refusal.",
      'NY',
      'retaliation/source_of_income',
    ],
    [
      'After they filed a discrimination complaint with HUD, management raised their rent.',
      undefined,
      'retaliation/race',
    ],
    [
      'Two 911 calls in a year void the lease, even when the caller is the victim of an assault.',
      undefined,
      'victim-calls-counted/sex',
    ],
    [
      'Residents who call police on an abuser more than once will be evicted.',
      undefined,
      'victim-calls-counted/sex',
    ],
    [
      'The neighbors keep leaving threatening notes for the Muslim family and the manager says there is nothing he can do.',
      undefined,
      'harassment-left-or-told-to-leave/religion',
    ],
    [
      'Staff call the deaf tenant names and tell her to go find a building that takes her kind.',
      undefined,
      'harassment-left-or-told-to-leave/handicap',
    ],
    [
      'Your heater gets fixed as soon as you stop ignoring my dinner invites.',
      undefined,
      'repair-for-favour/sex',
    ],
    [
      'She requested a reserved parking space near the door for her wheelchair; denied.',
      undefined,
      'accommodation-request-denied/handicap',
    ],
    [
      'He asked for an ASL interpreter at the lease signing and it was turned down.',
      undefined,
      'accommodation-request-denied/handicap',
    ],
    [
      'The doctor letter checks out, but your support cat still counts toward the pet limit.',
      undefined,
      'assistance-animal-counted-as-pet/handicap',
    ],
    [
      'Please include a physician statement that you are able to live independently.',
      undefined,
      'proof-of-independent-living/handicap',
    ],
    [
      'People like you tend to be more comfortable over in the east side.',
      undefined,
      'like-you-happier-elsewhere/race',
    ],
    ['No urban tenants, please.', undefined, 'coded-people-refused/race'],
    ['The seller would prefer to sell the condo to an Asian family.', undefined, 'would-rather-rent-to/race'],
    [
      'Unit 3 will be leased only if the applicant is a member of a Catholic parish.',
      undefined,
      'only-if-congregation/religion',
    ],
    ['Para rentar es requisito hablar inglés.', undefined, 'es-english-required/national_origin'],
    [
      'If a caller speaks with a thick accent, tell them the unit was rented.',
      undefined,
      'trait-unavailable/national_origin',
    ],
    [
      'Anyone paying with a voucher has to put down a larger deposit.',
      'NJ',
      'class-contrast-terms/source_of_income',
    ],
    [
      "Even with your psychiatrist's letter, your support dog counts toward the pet limit.",
      undefined,
      'assistance-animal-counted-as-pet/handicap',
    ],
    [
      "Callers with a thick accent: don't schedule a showing, just say nothing is available.",
      undefined,
      'trait-unavailable/national_origin',
    ],
    [
      "They evicted him two weeks after he testified in his neighbor's HUD case.",
      undefined,
      'retaliation/race',
    ],
    [
      'Since you went to the fair housing commission over your kids, your rent is going up $150.',
      undefined,
      'retaliation/familial_status',
    ],
    ['Your AC gets repaired once you say yes to dinner with the owner.', undefined, 'repair-for-favour/sex'],
    [
      'Tenants who use a voucher have to wait twice as long for repairs.',
      'IL',
      'class-contrast-terms/source_of_income',
    ],
  ])(
    'blocks %s',
    (text, state, rule) => {
      expect(fires(text, rule)).toBe(true);
      expect(outcome(text, state)).toBe('block');
      // The first sentence pays for tokeniser and rule compilation on a shared, busy machine.
    },
    20_000,
  );

  it.each([
    ['The area is changing, if you know what I mean.', 'changing-wink/race'],
    ['Nothing like the ghetto, this street is quiet.', 'unlike-the-inner-city/race'],
    ['Suited to quiet professional adults.', 'suited-to-adults/familial_status'],
    ['Rental form, line 4: religious affiliation.', 'faith-asked-on-application/religion'],
    ['One arrest, even if it never led to charges, and you are denied.', 'arrest-denied/race'],
  ])('warns %s', (text, rule) => {
    expect(fires(text, rule)).toBe(true);
    expect(found(text).some((f) => f.endsWith(' warn'))).toBe(true);
    expect(outcome(text)).toBe('warn');
  });

  it.each([
    ['Voucher holders pay the same deposit as everyone else.', 'NJ'],
    ['Families with kids love the park; others prefer the gym.', undefined],
    ['Veterans receive a $100 discount on the first month; everyone else pays full price.', 'WA'],
    ['Veterans put down the standard deposit like everyone else.', 'WA'],
    ['Parents will love the school district; everyone else will love the trails.', undefined],
    ['Asked to paint the bedroom black; declined.', undefined],
    ['A tenant requested a ramp and we installed it; nothing was denied.', undefined],
    ['We evicted him after he stopped paying rent for six months.', undefined],
    ['We answer every complaint to HUD promptly and never raise rent in response.', undefined],
    ['After the tenant filed a complaint about the heat, we replaced the boiler.', undefined],
    ['No urban sprawl here, just open fields.', undefined],
    ['We do not offer tours on Sundays.', undefined],
    ['After she filed a complaint about the ramp, we fixed it within a week.', undefined],
    ['We raised the rent for every unit this year after the tax reassessment.', undefined],
    ['Domestic violence hotline numbers are posted in the lobby; call police in an emergency.', undefined],
    ['We will never end a lease because a victim called the police.', undefined],
    ['Find a place that takes pets if you have a large dog.', undefined],
    ['Request to repaint the kitchen purple: denied.', undefined],
    ['Request for a ramp approved; install starts Monday.', undefined],
    ['Buyers like you love the open kitchen.', undefined],
    ['Urban loft, ten minutes from the inner city.', undefined],
    ['The owner would rather rent the unit furnished.', undefined],
    ['We never ask about religion on our application.', undefined],
    ['Se habla inglés y español.', undefined],
    ['An arrest alone is not grounds for denial; convictions are reviewed individually.', undefined],
    ['Half a mile to the Irish Famine Memorial and the Jewish Heritage Museum.', undefined],
    ['Room for rent in the home I live in, sharing the kitchen; seeking a female roommate.', undefined],
    [
      'Every resident of Maple Court must be 62 or older; the community qualifies for the 62+ exemption.',
      undefined,
    ],
    ['Households with kids never pay a larger deposit here.', undefined],
    ['Voucher renters also sign the separate lease addendum the housing authority sends.', 'NY'],
  ])('leaves alone %s', (text, state) => {
    expect(outcome(text, state)).toBe('ok');
  });

  // Korean with a people noun between the class word and the marker (vocabulary/lang-ko.ts particles).
  it.each([
    ['중국인 입주자 불가.', 'block'],
    ['백인 세입자 우대합니다.', 'block'],
    ['세입자 모집: 반려동물 불가, 흡연 사절.', 'ok'],
    ['외국인 세입자 환영합니다.', 'ok'],
  ])('reads Korean %s as %s', (text, expected) => {
    expect(outcome(text)).toBe(expected);
  });

  // One term for all, a group named inside "every applicant, including …": neither family flags it.
  it('reads "including voucher holders … like everyone else" as one term for all', () => {
    const text = 'Every applicant, including voucher holders, pays one month of deposit like everyone else.';
    expect(fires(text, 'class-contrast-terms/source_of_income')).toBe(false);
    expect(outcome(text, 'NJ')).toBe('ok');
  });

  // Who a home suits by marital status warns in every state: where no state statute names the class, a
  // city or county ordinance may (Miami-Dade County Code, chapter 11A), so the state decides only block
  // or warn (jurisdictions.ts).
  it.each(['CA', 'FL'])('warns on a married-couple suit in %s', (state) => {
    expect(outcome('This cottage would suit a married couple.', state)).toBe('warn');
  });
  it('keeps a female-only rule for a whole unit the writer does not share', () => {
    expect(outcome('Two-bedroom apartment for rent, female tenants only.')).toBe('block');
  });
  it('blocks no children in a self-styled seniors building that never checked ages', () => {
    expect(outcome('We call ourselves a senior community but never verified ages, so no kids allowed.')).toBe(
      'block',
    );
  });
});
