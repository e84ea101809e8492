import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousing } from './engine';

// New wording for review-28's steering, who-it-suits and refused-because families; look-alikes stay ok.
const outcome = (text: string, state?: string) => outcomeOf(checkFairHousing(text, state ? { state } : {}));

describe('review-28 steering and refusals (steering-28.ts, refused-because-28.ts)', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    ["Between us, they'd fit in better in Little Saigon."],
    ["You'll feel at home on the east side, where most residents share your culture."],
    ['The couple has two toddlers; steer them toward the family friendly subdivisions on the ridge.'],
    ['Perfect for tenants paid by an employer rather than vouchers.', 'OR'],
    ['Landlord wants civilians instead of military renters.', 'WA'],
    ['Studios designed for the thirty-something set.', 'PA'],
  ])('warns on %s', (text, state?: string) => {
    expect(outcome(text, state)).toBe('warn');
  });

  // Religion: the checker blocks what the label calls a warning (HUD 1995 memo policy), so "not ok".
  it('flags a faith matched to listings', () => {
    expect(
      outcome(
        'Client notes: the clients are devout Catholic, so the homes by St. Jude would work best for them.',
      ),
    ).not.toBe('ok');
  });

  it.each([
    ['Claim denied because the insured has a psychiatric disability.'],
    ['Lease not renewed because their daughter is deaf.'],
    ["Application rejected because the applicant's mother, who would live with her, uses a wheelchair."],
  ])('blocks %s', (text) => {
    expect(outcome(text)).toBe('block');
  });

  it.each([
    ["You'll love the dumplings in Koreatown."],
    ['The buyers are first-timers; the condos will suit them best.'],
    ['Point them to the subdivisions with the lowest HOA fees.'],
    ['Rent is paid by check rather than cash.'],
    ['A twenty-something-minute walk to the lake.'],
    ['Permit denied because the fence is white and the HOA wants grey.'],
    ['Application declined because the applicant has a prior eviction.'],
    ['Application declined, not because she is deaf but because of income.'],
  ])('leaves %s alone', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
