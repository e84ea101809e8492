import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

// New wording for each frame family (not the review sets' sentences), for several classes, and
// look-alikes that must stay ok. `rule` is the finding's rule id and class; `outcome` its strongest severity.
const rules = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => f.rule);
const outcome = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, state ? { state } : {});
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('frames around a named group (group-frames.ts)', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    [
      'Per the HOA vote, no more condos shall be sold to families with kids.',
      undefined,
      'no-home-let-to/familial_status',
      'block',
    ],
    [
      'Resolution 7: no new leases will be approved to voucher holders.',
      'NJ',
      'no-home-let-to/source_of_income',
      'block',
    ],
    [
      'Resolution 7: no new leases will be approved to voucher holders.',
      'TX',
      'no-home-let-to/source_of_income',
      'warn',
    ],
    [
      'No more units are to be rented to people in wheelchairs.',
      undefined,
      'no-home-let-to/handicap',
      'block',
    ],
    [
      "No further homes may be sold to anyone who isn't a member of Temple Beth El.",
      undefined,
      'no-home-let-to/religion',
      'block',
    ],
    [
      "Families with young children won't feel at home here.",
      undefined,
      'would-not-be-comfortable-here/familial_status',
      'block',
    ],
    [
      "Immigrants usually wouldn't feel welcome here, honestly.",
      undefined,
      'would-not-be-comfortable-here/national_origin',
      'block',
    ],
    [
      "Deaf tenants wouldn't be comfortable in this building.",
      undefined,
      'would-not-be-comfortable-here/handicap',
      'block',
    ],
    [
      "Folks in recovery wouldn't be comfortable here.",
      undefined,
      'would-not-be-comfortable-here/handicap',
      'block',
    ],
    [
      'Tenants who use wheelchairs would not be happy in this building.',
      undefined,
      'would-not-be-comfortable-here/handicap',
      'block',
    ],
    [
      "Couples with kids probably wouldn't be comfortable living here.",
      undefined,
      'would-not-be-comfortable-here/familial_status',
      'block',
    ],
    [
      "Muslims tend to struggle with our rules, so we don't encourage them to apply.",
      undefined,
      'not-encouraged-to-apply/religion',
      'block',
    ],
    [
      'Folks who just arrived in the country find the paperwork hard, so we discourage them from applying.',
      undefined,
      'not-encouraged-to-apply/national_origin',
      'block',
    ],
    ['Would really suit a retired couple.', undefined, 'would-suit/familial_status', 'warn'],
    ['It would nicely suit a divorced teacher.', undefined, 'would-suit/marital_status', 'warn'],
    ["You'll be surrounded by lots of young families.", undefined, 'surrounded-by/familial_status', 'warn'],
    ['Would rather sell to another Catholic family.', undefined, 'rather-rent-to-fellow/religion', 'block'],
    [
      'He would rather lease it to a fellow Marine family.',
      'TX',
      'rather-rent-to-fellow/military_status',
      'warn',
    ],
  ])('%s (%s)', (text, state, rule, severity) => {
    expect(rules(text, state)).toContain(rule);
    expect(outcome(text, state)).toBe(severity);
  });

  it.each([
    'No further units will be leased until the roof is repaired.',
    'No units may be sold to investors.',
    'Guests would be comfortable here.',
    'Everyone would be comfortable here.',
    'Deaf-friendly doorbells installed in every unit.',
    "We don't encourage pets.",
    'Would suit a commuter.',
    'Surrounded by trees and birds.',
    'Would rather sell to another buyer.',
    'No more units will be shown to anyone until Monday.',
  ])('leaves alone: %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
