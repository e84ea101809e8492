import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// Families as grammar, in new wording (none of the review sets' sentences), and look-alikes that
// stay ok: use limits (use-limits.ts), passive "only offered to", shared attribute verbs (mentions.ts),
// worship gatherings and object bans (religious-practice.ts), a false "it's pending" after a comma or a
// unit number (told-unavailable.ts, false-unavailability.ts), minors named by an age (age-mentions.ts).
const outcome = (text: string, state?: string) =>
  outcomeOf(checkFairHousingRules(text, state ? { state } : {}));
const categories = (text: string) => [...new Set(checkFairHousingRules(text).map((f) => f.category))];

describe('use limits, passive grants and review-26 families', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    ['Kids under 12 have to get out of the hot tub area after 7 pm.', 'familial_status'],
    ['Tenants in wheelchairs are to use the back door by the dumpsters.', 'handicap'],
    ['Women tenants must be back in their units by 10 pm on weeknights.', 'sex'],
    ['Muslim residents may not use the fitness room during Friday prayers.', 'religion'],
    ['Hispanic families are restricted to the side entrance on Elm Street.', 'race'],
    ['Apartments here are rented only to people who read and write English fluently.', 'national_origin'],
    ['This suite is leased exclusively to Christian professionals.', 'religion'],
    ['The lender will not consider wages of applicants who are deaf.', 'handicap'],
    ['Torah study groups are not permitted in the clubhouse.', 'religion'],
    ['No church meetings in the party room, please; the book club has it.', 'religion'],
    [
      'Crucifixes hung on front doors are in violation of the association rules and will be removed.',
      'religion',
    ],
    ['That lady who phoned about 12A seemed Muslim, tell her 12A is taken.', 'religion'],
    ['If the family with the four kids calls again, just say we are completely full.', 'familial_status'],
    ['Residents under 16 must leave the gym by 8 pm.', 'familial_status'],
    ['Room in my building for rent, no kids.', 'familial_status'],
    ['Deaf residents are housed on the ground floor of Building B.', 'handicap'],
    ['Korean families always go in the older wing.', 'national_origin'],
    ['The super said he would forget the late fee if she kept him company.', 'sex'],
    ['Before we approve you, list the congregation your family belongs to.', 'religion'],
    ['What faith are you? We ask every applicant.', 'religion'],
    ["Can't place a policy there, too many Haitians on that street.", 'national_origin'],
  ])('blocks "%s" (%s)', (text, category) => {
    expect(outcome(text)).toBe('block');
    expect(categories(text)).toContain(category);
  });

  it.each([
    'Guests must leave the pool deck by 10 pm.',
    'Movers must use the freight elevator and the loading dock entrance.',
    'Children under 14 must be accompanied by an adult at the pool; no lifeguard on duty.',
    'All residents must be inside the gate by midnight when the garage closes.',
    'Leases are only offered to applicants who pass the same credit check as everyone else.',
    'Units are rented only to applicants with complete applications.',
    'Residents may reserve the community room for any club, including Bible studies.',
    'No religious services are held on site; St. Mark’s is two blocks away.',
    'Holiday decorations, menorahs included, must come down by January 15.',
    'Tell every caller that 4B is pending until the deposit clears.',
    'We don’t count income from gifts unless a letter documents them.',
    'Service animals must use the same entrances as every resident.',
    'Residents over 18 must sign the lease.',
    'Minors may not use the weight room unsupervised.',
    'Kids can’t wait to play in the courtyard.',
    'Packages are placed in the back room until you pick them up.',
    'New tenants are assigned to the first floor units as they open up.',
    'Room in my shared apartment, no kids, we share the kitchen.',
    'We waive the late fee if you sign up for autopay.',
    'Tell us which church you would like to live near and we will search there.',
    'Not too many kids in this building, so it is quiet at night.',
    'Kids under 10 must leave the spa unless a parent is with them.',
  ])('leaves "%s" alone', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('a class assigned to a building or floor (use-limits.ts, assigned-section)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      'Wheelchair users are placed on the ground floor of Building D.',
      'CA',
      'mention-assigned-section/handicap block',
    ],
    [
      'Families with kids go on the third floor of Tower B.',
      'CA',
      'mention-assigned-section/familial_status block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });
});
