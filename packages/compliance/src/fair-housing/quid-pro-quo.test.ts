import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.600(a)(2); 42 U.S.C. §3604(b), (c): housing conditioned on a favour to the landlord.
describe('quid pro quo harassment (quid-pro-quo.ts)', () => {
  it.each([
    'Rent can be reduced if you are friendly with the landlord.',
    'Rent discount for tenants willing to spend time with me, wink wink.',
    'Be nice to me and the rent is negotiable.',
    'Free rent in exchange for favors.',
    'Deposit waived for a single woman willing to keep me company.',
    'Lower rent for the right girl, if you know what I mean.',
    'We can work something out for a cute girl. Wink.',
    'Pretty ladies, we can work something out on the rent.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });

  it.each([
    'Friendly landlord lives on site; rent includes water.',
    'Nice neighbors, quiet street, rent $1,500.',
    'Spend time with family on the big deck; lease is 12 months.',
    'Reduced rent in exchange for yard work and snow removal.',
    'We can work something out on the move-in date.',
    'Owner is friendly and responsive; deposit one month.',
    'Lease renewal discount if you keep us updated on repairs.',
    'The lease is flexible if you are good with dogs.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('quid pro quo with a service held out (quid-pro-quo.ts)', () => {
  it('blocks a repair moved up for a date, and leaves a date or an ordered queue alone', () => {
    expect(found('Your repair goes to the top of the list if you let me take you to dinner.')).toContain(
      'sex block',
    );
    expect(found('Want to grab dinner with me after the showing?')).toEqual([]);
    expect(found('Repairs are handled in the order received; emergencies get priority.')).toEqual([]);
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('rent trouble traded for a private visit (quid-pro-quo.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Behind on rent? We can work something out, stop by my place tonight, alone.',
      'work-something-out/sex block',
    ],
    [
      "Can't make rent? We'll figure something out, come by my apartment tonight, just you.",
      'work-something-out/sex block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(['We can work something out, come by the office Monday with your pay stubs.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeFor(text)).toBe('ok');
    },
  );
});

describe('a staff rule against the trade (quid-pro-quo.ts)', () => {
  it('leaves "staff may not ask for favors in exchange for repairs" alone', () => {
    expect(
      found('Staff may not ask residents for dates, favors or anything personal in exchange for repairs.'),
    ).toEqual([]);
  });
});

describe('a service held until a date is agreed (service-held-for-date)', () => {
  it('blocks it and leaves an ordinary hold alone', () => {
    expect(findingsOf('Your lease renewal is on hold till you say yes to dinner.')).toContain(
      'service-held-for-date/sex block',
    );
    expect(findingsOf('Your repair is on hold until the part arrives.')).toEqual([]);
  });
});
