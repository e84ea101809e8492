import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousing(text, { state });
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe("review-29's families in new wording (terms-rules-29.ts, screens-rules-29.ts)", () => {
  it('blocks the new wordings', () => {
    for (const text of [
      'The discounted parking rate goes to residents who go to Friday prayer meetings at the chapel.',
      'Reminder: wearing a niqab at the front desk will result in a fine.',
      'Loft rooms offered to female nurses only.',
      'I could waive the late fee if you stop by the leasing office alone tonight.',
      'Strictly no exceptions for support dogs in this building.',
      'Applicants must prove they are capable of living independently.',
      'Residents who completed a rehab program must wait a year before they can apply.',
      'Studio: limit two people, counting newborns.',
      'Kids must be accompanied by a grown-up everywhere in the building, hallways included.',
      'Heads up: we may terminate the lease if you are pregnant.',
      'Please do not bring buyers with babies to the open house.',
      'Collect a larger deposit from renters with toddlers.',
      'Ask for additional documentation from tenants born abroad.',
      'Take them over to the east side where they would fit in.',
      'Units with carpet: management will not accept payments covered by the housing authority.',
      'Turn away anyone whose income comes from disability benefits.',
      'Residents paying through section 8 pay 150 more each month.',
      'We reject applicants from cohabiting couples.',
      'Since theyre Muslim, we will only show them the units on the east side.',
      'Our policy: we do not lease to a transgender tenant.',
      'Make Hispanic tenants get a guarantor before move-in.',
      'Every buyer has to present an American birth certificate at closing.',
    ])
      expect(worst(text, 'WA'), text).toBe('block');
  });

  it('warns on the who-it-suits wordings', () => {
    for (const text of [
      'A great fit for renters with salary income.',
      'Perfect for civilians who want to live away from the base.',
      'Given that you are Vietnamese, you would feel most at home by the Little Saigon plaza.',
      'Seniors generally prefer the ground floor, so take them there first.',
      'The east end is mostly single residents and young couples.',
    ])
      expect(worst(text), text).toBe('warn');
  });

  it('blocks a place described by nationality and an adult age cap where age is protected', () => {
    expect(worst('Westfield is predominantly French and Greek, a proud old enclave.')).toBe('block');
    expect(worst('Shared loft for creatives, under 40 only.', 'MA')).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'Residents who attend the annual meeting may vote on the budget.',
      'Wearing a hard hat in the construction zone is required; ignoring it is a violation.',
      'Guest parking for visitors only.',
      'We can move your repair up the list if you call the office before noon.',
      'No exceptions for pets in the pool area.',
      'The building offers independent living apartments with optional meals.',
      'Maximum four occupants in the two-bedroom.',
      'Children under 12 must be supervised at the pool.',
      'We will not renew if rent is more than 30 days late.',
      'Please bring the buyers with their pre-approval letters.',
      'Higher deposits for tenants with large dogs.',
      'Bring two forms of ID to the showing.',
      'The owner accepts rent paid by check or through the portal.',
      'Tenants paying with a card pay a 3% processing fee.',
      'Ideal for tenants with flexible schedules.',
      'Quiet civilian neighborhood near the park.',
      'Since you work nights, you will be happiest in the quiet back unit.',
      'Buyers generally prefer the ground floor, so take them there first.',
      'The kitchen is mostly Italian marble, a rare find.',
      'The hardwood floors are largely polished oak.',
      'Mostly single-story homes on large lots.',
      'We will not renew the lease for a term longer than a year.',
      'We require applicants to have a guarantor when income is under three times the rent.',
      'Bring a passport, driver license or birth certificate.',
      'Commute: under 30 minutes only by bike.',
    ])
      expect(worst(text, 'WA'), text).toBe('ok');
  });
});
