import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

// New wording for each review-24 family (none of the set's sentences), and look-alikes that stay ok.
const rules = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
const outcome = (text: string, state?: string) => {
  const f = checkFairHousing(text, state ? { state } : {});
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('review-24 families (reach-rules-24.ts)', () => {
  // The engine compiles its rules on first use; that cost is not a test's.
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    [
      'Any reasonable accommodation request costs $150 to process.',
      'accommodation-request-burden/handicap block',
    ],
    ['Support dogs need a notarized note from the vet.', 'accommodation-request-burden/handicap block'],
    ['Nobody with a felony conviction, sorry.', 'felons-barred/race warn'],
    ['If he turns out to be disabled, tell him the rent is much higher.', 'conditional-terms/handicap block'],
    ['Move Muslim applicants to the end of the queue.', 'application-held-back/religion block'],
    // Accommodation burdens (HUD/DOJ 2004; FHEO-2020-01; 24 CFR 100.203).
    [
      'Service dog paperwork has to be notarized before we look at it.',
      'accommodation-request-burden/handicap block',
    ],
    [
      'ESA requests must be submitted through our portal only, no emails.',
      'accommodation-request-burden/handicap block',
    ],
    [
      'Accommodation forms: a $50 review fee applies to every disability request letter.',
      'accommodation-request-burden/handicap block',
    ],
    [
      'We only honor support animal letters issued by our approved provider.',
      'documentation-only-from-landlords-source/handicap block',
    ],
    [
      'Assistance animal documentation must come from our in-house nurse.',
      'documentation-only-from-landlords-source/handicap block',
    ],
    ["Service animal or not, you'll pay the pet fee.", 'assistance-animal-or-not/handicap block'],
    [
      'He offered to install grab bars himself and management turned him down.',
      'paid-modification-refused/handicap block',
    ],
    [
      'My client asked if she could put in a ramp at her own expense, and the board vetoed it.',
      'paid-modification-refused/handicap block',
    ],
    ["Ideal for someone who's very fit, five flights up.", 'suits-the-fit/handicap warn'],
    ['Best suited to people in top shape, the trail starts at the door.', 'suits-the-fit/handicap warn'],
    // Criminal records (HUD 2016): any arrest blocks, a blanket conviction ban warns.
    ['Nobody who has ever had an arrest will be approved.', 'arrest-excluded/race block'],
    ['No applicants with past arrests, period.', 'arrest-excluded/race block'],
    ['Ex-cons need not apply.', 'felons-barred/race warn'],
    ['We will not rent to convicted felons.', 'felons-barred/race warn'],
    // Worse terms on a condition, "instead of", worse units shown (3604(b); 100.65; 100.70).
    [
      'When a caller says they have three kids, charge the premium deposit.',
      'conditional-terms/familial_status block',
    ],
    [
      'If the applicant is disabled, add an extra month of rent up front.',
      'conditional-terms/handicap block',
    ],
    [
      'For Muslim applicants the owner wants three months up front instead of one.',
      'group-terms-instead/religion block',
    ],
    [
      'We offered the Black couple the units next to the highway, the nice corner ones are for the regulars.',
      'worse-units-shown/race block',
    ],
    [
      'She showed the wheelchair user the ground floor by the laundry, the newer units go to the young professionals.',
      'worse-units-shown/handicap block',
    ],
    // Papers of status asked by origin (3604(b); HUD national origin guidance).
    [
      'Anyone who sounds foreign has to show a green card before a tour.',
      'status-papers-by-origin/national_origin block',
    ],
    [
      'A passport and a visa are required from every Nigerian applicant.',
      'status-papers-by-origin/national_origin block',
    ],
    // An application held back after a class word (100.60(b)(4)).
    [
      "He's in a wheelchair, so sit on his application for a couple of weeks.",
      'application-held-back/handicap block',
    ],
  ])('%s', (text, expected) => {
    expect(rules(text)).toContain(expected);
  });

  it('reads state classes by the agent state: a voucher named in the condition warns in Texas, blocks in New Jersey', () => {
    const text = 'For Section 8 tenants we require a cosigner rather than the usual income check.';
    expect(rules(text, 'NJ')).toContain('group-terms-instead/source_of_income block');
    expect(rules(text, 'TX')).toContain('group-terms-instead/source_of_income warn');
    const held = "Since they're Section 8, put their file at the bottom of the stack.";
    expect(rules(held, 'NY')).toContain('application-held-back/source_of_income block');
  });

  it.each([
    'Reasonable accommodation requests: ask us any way you like, no fee, no notary.',
    'Accommodation requests can be made in person, by phone or on our form, whichever is easiest.',
    'A letter from any licensed provider who knows you is fine for a support animal.',
    'Pet or not, the deposit is refundable.',
    'She offered to install a ramp at her own cost and the owner agreed right away.',
    'Perfect for someone who loves the outdoors.',
    'No arrests were reported on the property last year.',
    'Convictions are reviewed case by case, and arrests alone never count.',
    'If they have kids, mention the playground.',
    'For families with kids we keep a list of nearby schools rather than a brochure.',
    'We show everyone the nice units first and let them pick.',
    "We accept a passport, a driver's license or a state ID from anyone.",
    'Proof of income from all applicants, no exceptions.',
    'Incomplete files sit at the bottom until the pay stubs arrive.',
    'Emotional support animals require no deposit and no notarized letter.',
    'Pets are welcome; service animals never need a deposit.',
    'If they have kids, tell them the yard is bigger.',
    'Move late applications to the end of the queue.',
    'We weigh criminal records from the last five years, case by case.',
  ])('leaves alone: %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
