import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';
import { religiousExemptionStated } from './religious-exemption';
import { sharedLiving } from './shared-living';

// New wording for each review-25 family (none of the set's sentences), and look-alikes that stay ok.
const rules = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
const outcome = (text: string, state?: string) => {
  const f = checkFairHousing(text, state ? { state } : {});
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('review-25 families (reach-rules-25.ts and the widened families)', () => {
  // The engine compiles its rules on first use; that cost is not a test's.
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    ['I mostly steer my Hispanic buyers toward the south end.', 'steer-class-to/race block'],
    ['Our agents route Jewish families away from Oak Hills.', 'steer-class-to/religion block'],
    ['She pushes wheelchair users into the ground-floor units out back.', 'steer-class-to/handicap block'],
    ['We channel Somali tenants to the annex building.', 'steer-class-to/national_origin block'],
    [
      "With a newborn, you'd be better off in a place with an elevator somewhere else.",
      'happier-elsewhere/familial_status warn',
    ],
    [
      "As a Catholic family you'd probably be more at home over in St. Jude's parish.",
      'happier-elsewhere/religion warn',
    ],
    [
      'The landlord threatened to report her to immigration when she asked for the deposit back.',
      'immigration-threat/national_origin block',
    ],
    ["If you keep complaining we'll call ICE on your husband.", 'immigration-threat/national_origin block'],
    ["Keep it up and I'll have you deported.", 'immigration-threat/national_origin block'],
    ['Your lease renewal hinges on attending worship with us on Fridays.', 'term-on-worship/religion block'],
    ['Mezuzot may not be affixed to door frames.', 'religious-items-banned/religion block'],
    ['Crucifixes are now prohibited on balcony railings.', 'religious-items-banned/religion block'],
    ['No prayer flags on the patios.', 'religious-items-banned/religion block'],
    ["Buddhist tenants receive half off the first month's rent.", 'class-perk/religion block'],
    ['Members of Beth Shalom Synagogue get a reduced security deposit.', 'class-perk/religion block'],
    ['Single men get the first month free.', 'class-perk/sex block'],
    ['Any prior arrest leads to automatic rejection of the application.', 'arrest-means-denial/race block'],
    ['One arrest, even decades ago, means instant disqualification.', 'arrest-means-denial/race block'],
    ['Tenants with a prior conviction are ineligible.', 'conviction-bar/race warn'],
    ['People who have a felony record will be rejected.', 'conviction-bar/race warn'],
    ['Consular IDs and matriculas are not accepted.', 'foreign-papers-refused/national_origin block'],
    ['We only take a US passport, no green cards.', 'foreign-papers-refused/national_origin block'],
    ['Anyone born overseas must pay a second deposit.', 'born-abroad-terms/national_origin block'],
    ['Tenants born in another country owe three months up front.', 'born-abroad-terms/national_origin block'],
    ['Please indicate your visa status.', 'immigration-status-asked/national_origin warn'],
    [
      'Find out whether the applicant takes antipsychotics before the showing.',
      'ask-whether-disabled/handicap block',
    ],
    ['Check if anyone in the family sees a psychiatrist.', 'ask-whether-disabled/handicap block'],
    ['Are you planning to start a family soon?', 'children-planned-asked/familial_status warn'],
    ['Does your wife want more kids?', 'children-planned-asked/familial_status warn'],
    ['Service animals: $25 monthly pet rent applies.', 'assistance-animal-fee-heading/handicap block'],
    ['ESA: one-time pet deposit of $300.', 'assistance-animal-fee-heading/handicap block'],
    ['Request to install a ramp at the side door: declined.', 'accommodation-request-denied/handicap block'],
    [
      'After she turned in her accommodation request, the manager said her rent would jump.',
      'retaliation/handicap block',
    ],
    [
      "Since the Lees complained that the pool rule singles out their kids, we've been fining them.",
      'retaliation/familial_status block',
    ],
    ['After she reported the super for groping her, we started eviction.', 'retaliation/sex block'],
    [
      "The handyman makes fun of my daughter's wheelchair and the owner says that's not his problem.",
      'harassment-left-or-told-to-leave/handicap block',
    ],
    [
      'The upstairs tenant left homophobic notes on our door and the manager said to ignore them.',
      'harassment-left-or-told-to-leave/sexual_orientation block',
    ],
    [
      'Behind on rent? We can work something out, stop by my place tonight, alone.',
      'work-something-out/sex block',
    ],
    ['Max occupancy for this 2-bedroom condo: 2 people.', 'occupancy-cap/familial_status block'],
    ['Occupancy limit for the 4BR house is three persons.', 'occupancy-cap/familial_status block'],
    [
      "A woman in a wheelchair asked about 5A, I told her it's already rented.",
      'false-unavailability/handicap block',
    ],
    ['The man with a service dog called, I said we have a waitlist.', 'false-unavailability/handicap block'],
    [
      "A Sikh couple wants to see 3C tomorrow. Just tell them it's taken.",
      'told-unavailable-next/religion block',
    ],
    [
      'Si son cubanos, diles que ya está rentado.',
      'es-false-unavailability-national_origin/national_origin block',
    ],
    [
      'Si tienen niños, diles que no hay cuartos.',
      'es-false-unavailability-familial_status/familial_status block',
    ],
    [
      'Se forem estrangeiros, diga que já foi alugado.',
      'pt-false-unavailability-national_origin/national_origin block',
    ],
    ['no w/c users, third floor', 'no/handicap block'],
    ['Quiet, historically Jewish, tree-lined neighborhood.', 'makeup-before-adjectives/religion block'],
    ['A predominantly Mexican, working-class district.', 'makeup-before-adjectives/national_origin block'],
    ['Most of the owners here are in their eighties.', 'residents-ages/age warn'],
    ['Half of the residents are over 70.', 'residents-ages/age warn'],
    [
      'The owner told his Muslim tenant she has to move out because the neighbors complained about her headscarf.',
      'disliked-tenant-ended/religion block',
    ],
    [
      "Our gay tenant won't be renewed because other tenants are uncomfortable with his partner.",
      'disliked-tenant-ended/sexual_orientation block',
    ],
    ['Repairs in your unit depend on coming to Bible study.', 'term-on-worship/religion block'],
    // A second round, other registers: texts, notices, questions, other languages.
    [
      "Between you and me, I've been steering Korean buyers away from Elm Park for years.",
      'steer-class-to/national_origin block',
    ],
    [
      'Pls steer the Black couple toward the eastside listings, not Maple Ridge.',
      'steer-class-to/race block',
    ],
    [
      "With your wheelchair, honestly you'd be happier at our sister building across town.",
      'happier-elsewhere/handicap warn',
    ],
    [
      "Heads up: the owner said he'd call immigration on the family in 2B if they don't drop the complaint.",
      'immigration-threat/national_origin block',
    ],
    [
      "Tell him if he keeps asking about the mold we'll report him to ICE.",
      'immigration-threat/national_origin block',
    ],
    ["Renewal is tied to attending Mass at St. Luke's.", 'term-on-worship/religion block'],
    ['Keep coming to fellowship on Sundays or the deposit stays with us.', 'term-on-worship/religion block'],
    ['Hijabs may not be worn in the lobby.', 'religious-items-banned/religion block'],
    [
      "Board notice: the crucifix on 4C's door must be removed by the weekend.",
      'religious-items-banned/religion block',
    ],
    ['Hindu households get a reduced deposit.', 'class-perk/religion block'],
    ["Parishioners get $100 off each month's rent.", 'class-perk/religion block'],
    ['Arrests, regardless of disposition, are grounds for denial.', 'arrest-means-denial/race block'],
    ['Anyone with a felony on their record will be denied, no exceptions.', 'conviction-bar/race warn'],
    ["Foreign IDs won't be accepted at the leasing office.", 'foreign-papers-refused/national_origin block'],
    ['Only U.S. birth certificates are accepted.', 'foreign-papers-refused/national_origin block'],
    ["What's your citizenship status?", 'immigration-status-asked/national_origin warn'],
    [
      'Before approving, we check whether applicants take any psychiatric medications.',
      'ask-whether-disabled/handicap block',
    ],
    ['ESAs: $200 non-refundable pet fee.', 'assistance-animal-fee-heading/handicap block'],
    ['Request for a closer parking spot for my MS: denied.', 'accommodation-request-denied/handicap block'],
    ['Since she filed a fair housing complaint, we stopped plowing her walk.', 'retaliation/race block'],
    ['Right after they asked for a ramp, the HOA fined them for the porch.', 'retaliation/handicap block'],
    [
      "Tenants keep taunting the Sikh family in 3A and management says it's a private matter.",
      'harassment-left-or-told-to-leave/religion block',
    ],
    [
      "The maintenance guy makes fun of her accent and the owner won't do anything.",
      'harassment-left-or-told-to-leave/national_origin block',
    ],
    [
      "Can't make rent? We'll figure something out, come by my apartment tonight, just you.",
      'work-something-out/sex block',
    ],
    ['Max occupancy for this 3BR home: 3 people.', 'occupancy-cap/familial_status block'],
    [
      "Two guys in wheelchairs came to the open house, I told them it's under contract.",
      'false-unavailability/handicap block',
    ],
    ["A Muslim family called about 4A. Tell them we're full.", 'told-unavailable-next/religion block'],
    ['Nếu là người da đen thì nói là hết phòng.', 'vi-false-unavailability-race/race block'],
    ['no w/c, 3rd floor, no elevator', 'no/handicap block'],
    ['A solidly Irish, blue-collar block.', 'makeup-before-adjectives/national_origin block'],
    ['Most residents here are in their seventies.', 'residents-ages/age warn'],
    [
      "The owner told our Mexican tenant he must leave because the neighbors don't like his kind.",
      'disliked-tenant-ended/national_origin block',
    ],
    [
      'Sabihin mo na may nakakuha na kung mga Pilipino sila.',
      'tl-false-unavailability-national_origin/national_origin block',
    ],
  ])('%s → %s', (text, expected) => {
    expect(rules(text)).toContain(expected);
  });

  // A state class blocks where the state names it and warns elsewhere (jurisdictions.ts).
  it.each([
    ['Married couples get the first month free.', 'MI', 'block'],
    ['Married couples get the first month free.', 'TX', 'warn'],
    ['Most of the tenants are in their twenties.', 'NY', 'warn'],
  ])('%s in %s → %s', (text, state, expected) => {
    expect(outcome(text, state)).toBe(expected);
  });

  it.each([
    'We steer clear of flood zones when we pick listings.',
    'Push the stroller through the side gate to reach the courtyard.',
    'You might be happier with the corner unit, it gets more light.',
    'Families with kids love the playground two blocks over.',
    'We never call ICE on anyone, whatever their status.',
    'The ice maker in 4B needs a new filter.',
    'Call the immigration clinic downtown for free legal help.',
    'Your renewal depends on your payment history and a clean inspection.',
    "Walk to Sunday Mass at St. Brigid's, five minutes away.",
    'Holiday decorations, wreaths and menorahs included, must come down by January 15.',
    // Permission is no ban: 'are allowed' without a negation (BANNED in religious-practice.ts).
    'Mezuzahs are allowed on every door frame, and residents may hang holiday lights too.',
    'Religious decorations are permitted on unit doors.',
    'Every new resident gets $300 off the first month.',
    'Members of the fitness center get a discount on guest passes.',
    'Early applicants get the first month free.',
    'We never consider arrests that did not lead to a conviction.',
    'We review convictions from the past five years individually, with any evidence of rehabilitation.',
    'We accept any government photo ID, including foreign passports and consular IDs.',
    "Expired driver's licenses are not accepted.",
    'Ask whether anyone in the household has a pet or smokes.',
    'Do you plan on having a garden in the backyard?',
    'Assistance animals: no fee and no deposit.',
    'Support animals: pet rent waived.',
    'Pets: $300 deposit plus $30 monthly pet rent.',
    'Request for a reserved space by the entrance: approved, sign goes up Friday.',
    'After she filed a complaint about the noise, we moved the dumpster.',
    "The neighbors laugh at my jokes and the landlord says it isn't his business.",
    'We can work something out, come by the office Monday with your pay stubs.',
    'Maximum occupancy for the party room is 40 people.',
    'Maximum occupancy for this 2-bedroom follows the city code: five persons.',
    'A man in a wheelchair toured 4B and loved it, we told him about the ramp.',
    "Families with kids toured the unit. If it is rented by then, we will tell them it's rented.",
    'Diles que ya se rent\u00f3.',
    'Si tienen ni\u00f1os, hay un parque cerca.',
    'Unit is w/c accessible with a roll-in shower.',
    'Traditionally styled, white shaker kitchen in a walkable neighborhood.',
    'A historically significant, walkable district.',
    'Most of the units are over 900 square feet.',
    'The lease ends in May because the owner is selling.',
    "Seeking a female roommate to share my 3BR house, I live here and we'd split utilities.",
    'Do you want a family room?',
    'The Baptist church on Main Street is non-commercial and its membership is open to all regardless of race, so its guest house is reserved for members of the congregation.',
    'Applicants born outside the US pay the same deposit as everyone else.',
    'We push families with kids to apply early for the summer openings.',
    'We route Spanish-speaking callers to our bilingual agent.',
    'Applicants with a felony conviction for arson within the last 5 years will not be considered.',
    'Landlords who threaten to call ICE on tenants break the law.',
    'No visa sponsorship needed.',
    'Service animals: no pet rent, no pet deposit.',
    'Half the tenants are under 30 minutes from downtown.',
    'A largely Italian, family-run neighborhood bakery on the corner.',
    'Women get 10% off at the salon next door.',
    'Hats may not be worn in the pool.',
    "Residents get $100 off each month's rent.",
  ])('look-alike stays ok: %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });

  // The class word stays the class patterns' own; only the new family's reason is absent.
  it('a tenant leaving for her own reasons is no disliked tenant put out', () => {
    expect(rules("Our Catholic tenant won't renew her lease because she bought a house.").join()).not.toMatch(
      /disliked-tenant-ended/,
    );
  });

  it('reads a roommate sought for the writer’s own home as shared living', () => {
    expect(sharedLiving('Grad student seeks a roommate to share my 2BR/1BA.')).toBe(true);
    expect(sharedLiving('Landlord seeks a roommate for the tenant in unit 4.')).toBe(false);
  });

  it('reads the §3607(a) exemption only when both of its conditions are stated', () => {
    const both =
      'The parish retreat house is non-commercial; membership is open to all regardless of race or national origin.';
    expect(religiousExemptionStated(both)).toBe(true);
    expect(religiousExemptionStated('The parish retreat house is non-commercial.')).toBe(false);
    expect(outcome('Members of our church get first pick of the units at Cedar Court.')).toBe('block');
  });
});
