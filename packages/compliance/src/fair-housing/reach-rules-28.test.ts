import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousing } from './engine';

// New wording for each review-28 family (none of the set's sentences), and look-alikes that stay ok.
const outcome = (text: string, state?: string) => outcomeOf(checkFairHousing(text, state ? { state } : {}));

describe('review-28 families (reach-rules-28.ts and the tokeniser)', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    // Classified shorthand and emoji letters.
    ['1BR over garage, N/S, wht tnts only, $900.'],
    ['Loft, Catholic tnt prefd, no pets.'],
    ['Cozy cottage, 🅽🅾 kids, quiet lane.'],
    // Religious dress or objects.
    ['Front desk policy: no turbans or yarmulkes in the lobby.'],
    ['Take down the crucifix on your balcony by Friday.'],
    // Visitors by race; a companion required of a class.
    ['Warning: the board has received complaints about your Hispanic guests; this is a lease violation.'],
    ['Women tenants must be accompanied by a male relative in the laundry room after dark.'],
    ['Deaf applicants need to bring a hearing companion to the showing.'],
    // Redlining by area.
    ['Lending memo: reject refinance requests in the predominantly Latino south side neighborhoods.'],
    // Disability.
    ['Intake step 3: ask the applicant about their diagnosis before approving.'],
    ['Residents returning from rehab must show six months of sobriety before renewal.'],
    ['Walkers and rollators may not be used in the dining hall.'],
    ['If the prospect has a wheelchair, say the unit is rented.'],
    // Familial status scripted unavailability.
    ['If the renter says they are pregnant, tell them everything is leased.'],
    // Gender marker mismatch.
    ["If the applicant's license lists another gender, the application is denied."],
    // Arrests charged or not; congregation members only; a sex by its letter.
    ['Screening rule: arrests, convicted or not, mean the applicant is declined.'],
    ['Carriage house offered only to members of Temple Beth El congregation.'],
    ['Rm for rent, utils incl, F only, close to bus.'],
  ])('flags %s', (text) => {
    expect(outcome(text)).not.toBe('ok');
  });

  it('a higher deposit for program-paid rent blocks in New Jersey', () => {
    expect(
      outcome('Tenants whose rent is covered by a county program pay an extra $300 deposit.', 'NJ'),
    ).toBe('block');
  });

  it('"Sec. 8" keeps its number across the dot', () => {
    expect(outcome('Sunny 2BR, no Sec. 8 please.', 'NY')).toBe('block');
  });

  it.each([
    ['Wht cabinets and new floors, $1,100.'],
    ['No 🅱️ikes in the hallway.'],
    ['Hooks by the door for hats and scarves.'],
    ['Visitors must sign in at the front desk.'],
    ['Children under 12 must be accompanied by an adult at the pool.'],
    ['We decline applications from the flood zone.'],
    ['Ask what accommodation they need and note it on the form.'],
    ['Applicants should show two years of stable income.'],
    ['Kick scooters may not be ridden in the hallways.'],
    ['If nothing is available, tell them so politely.'],
    ['See Sec. 4 of the lease. No smoking.'],
    ['Arrests that did not lead to a conviction are never considered.'],
    ['Members of the parish council meet on Tuesdays in the hall.'],
    ['Leasing office open M-F only, weekends by appointment.'],
    ['A Section 202 building for seniors: every household has a member 62 or older.'],
    ['Looking for a Hindu sister to share my one-bedroom flat with me; vegetarian kitchen.'],
  ])('leaves %s alone', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
