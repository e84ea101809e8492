import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousing } from './engine';

// New wording for each review-27 family (none of the set's sentences), and look-alikes that stay ok.
const rules = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
const outcome = (text: string, state?: string) => outcomeOf(checkFairHousing(text, state ? { state } : {}));

describe('review-27 families (reach-rules-27.ts)', () => {
  // The engine compiles its rules on first use; that cost is not a test's.
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    [
      "Because you're Muslim, we'll only show you the duplexes on the north side.",
      'because-of-class/religion block',
    ],
    [
      'Now that your son uses a wheelchair, the renewal requires a bigger deposit.',
      'because-of-class/handicap block',
    ],
    [
      "Since your girlfriend is pregnant, we'll need a cosigner on the lease.",
      'because-of-class/familial_status block',
    ],
    [
      'Your husband is deaf, so you must provide a larger security deposit.',
      'because-of-class/handicap block',
    ],
    [
      'Families with toddlers are usually happier out in the suburbs than here.',
      'class-happier-elsewhere/familial_status warn',
    ],
    ['Honestly the residents over there are more like you.', 'people-like-you/race warn'],
    [
      'Wheelchair users are placed on the ground floor of Building D.',
      'mention-assigned-section/handicap block',
    ],
    [
      'Families with kids go on the third floor of Tower B.',
      'mention-assigned-section/familial_status block',
    ],
    [
      'Kids under 12 are not allowed to play in the courtyard unless a parent is present.',
      'kids-barred-common-areas/familial_status block',
    ],
    [
      'Teenagers may not walk through the hallways without an adult.',
      'kids-barred-common-areas/familial_status block',
    ],
    [
      'Prayer meetings are no longer allowed to reserve the clubhouse.',
      'worship-gatherings-banned/religion block',
    ],
    [
      'Buyers in the mostly Hispanic south-side neighborhoods need 25% down.',
      'race-area-loan-terms/race block',
    ],
    ['Unmarried couples pay a higher rate on the joint loan.', 'unmarried-loan-terms/marital_status block'],
    [
      "When the man with the thick accent calls again, tell him we're full.",
      'false-unavailability/national_origin block',
    ],
    [
      "Anyone with a foreign accent who calls about 2A, tell them it's already rented.",
      'accent-told-unavailable/national_origin block',
    ],
    [
      'Applicants with an accent must provide additional proof of employment.',
      'accent-extra-terms/national_origin block',
    ],
    [
      'Disability benefits count only if a physician signs that you will recover.',
      'disability-income-doctor/handicap block',
    ],
    [
      'Residents’ gender has to match the sex assigned at birth.',
      'sex-matches-birth-certificate/gender_identity block',
    ],
  ])('%s', (text, rule) => {
    expect(rules(text, 'CA')).toContain(rule);
  });

  it.each([
    [
      'Your emotional support cat counts as a pet here, so pet rent applies.',
      'assistance-animal-pet-charge/handicap block',
    ],
    [
      'Your ESA is treated like any pet, so the monthly pet fee applies.',
      'assistance-animal-pet-charge/handicap block',
    ],
    ['Support animal or not, no dogs over 40 pounds.', 'assistance-animal-breed-limit/handicap block'],
    ['Even service animals must weigh under 30 lbs.', 'assistance-animal-breed-limit/handicap block'],
    ["If you're fostering, come back once custody is final.", 'custody-pending-bar/familial_status block'],
    ["Behind on rent? Be sweet to me and we'll call it even.", 'be-nice-rent-forgiven/sex block'],
    ['They would probably enjoy the homes in Koreatown better.', 'steer-to-enclave/national_origin warn'],
    [
      'Any criminal record, however old, means an automatic rejection.',
      'any-felony-automatic-denial/race warn',
    ],
    [
      'One arrest, whether or not convicted, will deny your application.',
      'arrest-regardless-of-conviction/race block',
    ],
    ['No more than four people may live here, one per bedroom.', 'one-per-bedroom/familial_status block'],
    [
      'Will the landlord accept housing vouchers? Unfortunately, no.',
      'voucher-question-no/source_of_income block',
    ],
    ["We're a calm, largely empty-nester complex.", 'life-stage-building/familial_status warn'],
    ['The owners here are almost all retirees.', 'life-stage-building/familial_status warn'],
    ['Best for someone fully mobile; the loft is up a ladder.', 'suits-able-bodied/handicap warn'],
    [
      'Showing log: Lee family (Korean): told them the application is due by noon. Smith family: told them take your time.',
      'deadline-by-class/national_origin block',
    ],
    ['Room for rent, no Mex*cans.', 'masked-class-excluded/national_origin block'],
    ['Quiet studio. Hind*s not welcome.', 'masked-class-excluded/religion block'],
  ])('%s', (text, rule) => {
    expect(rules(text, 'OR')).toContain(rule);
  });

  it("reads an applicant's own FAQ question by its answer", () => {
    expect(outcome('Q: Must I tell you about my medical history? A: No, and we will never ask.')).toBe('ok');
    expect(outcome('Do I need to disclose a disability? Yes, disclose any disability on page 2.')).toBe(
      'block',
    );
  });

  it('drops the housemate choice in a household adding a member (Roommate.com, 9th Cir. 2012)', () => {
    expect(
      outcome(
        'Trans-run co-op seeks a fourth housemate to share the kitchen; looking for queer or trans housemates.',
        'MN',
      ),
    ).toBe('ok');
    expect(outcome('Landlord seeks gay tenants only for the whole 2BR.', 'MN')).toBe('block');
  });

  it.each([
    'Since you use a wheelchair, we can offer the ground-floor unit by the elevator.',
    "Because you have a service dog, you don't need to pay a pet deposit.",
    'Residents here like you to recycle.',
    'The accent wall in the living room needs extra paint.',
    'Kids love the courtyard fountain and the playground.',
    'Book clubs, Bible studies and birthday parties can all reserve the community room.',
    'No pet deposit or pet rent for ESAs.',
    'Emotional support animals are exempt from pet fees; tenants pay for actual damage.',
    'Service animals must be leashed in common areas.',
    'Applicants in the process of adopting are welcome to apply.',
    "You'll love the restaurants in Chinatown.",
    'Convictions within the past 3 years for arson are reviewed individually.',
    'One parking space per bedroom.',
    'Do you take Section 8? No problem, we do.',
    'Rent is due on the 1st; late fees apply after the 5th.',
    'The lease name must match your ID.',
    'Children under 12 must be accompanied by an adult at the pool.',
    'Most families with kids live near the playground.',
    'Mostly older homes on tree-lined streets.',
    'A mostly brick building with a retired teacher\u2019s garden.',
    'Ideal for someone who wants a short commute.',
    'No sm*king anywhere on the property.',
    "Because you're disabled, you only need to pay the standard deposit.",
    'Homes in the historic district need a 10% deposit for restoration grants.',
    "Since you're a veteran, we'll waive the application fee.",
    'As you have seen, the deposit is higher this year.',
    'Told everyone offers are due tonight. Couple 3: no rush on the inspection.',
    'Prayer groups and book clubs may not reserve the room for more than 3 hours.',
    "You'd love the dumplings in Chinatown more than anything.",
    'Since you have an emotional support animal, we need a letter from your doctor.',
    "Since you have a service dog, we'll need proof of vaccination like any dog.",
    'Game room open to residents 16 and up; younger children with an adult.',
  ])('stays ok: %s', (text) => {
    expect(outcome(text, 'CA')).toBe('ok');
  });
});
