import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(a), (c); the §3607(a) exemption never covers an agent's sale or rental.
describe('religious membership as a condition (religious-membership.ts)', () => {
  it.each([
    "Buyers must be members in good standing of St. Mary's parish.",
    'Proof of membership in First Baptist Church required.',
    'Baptismal certificate required with application.',
    'Church membership required.',
    'Applicants must be active members of Grace Fellowship.',
    'Please include a letter from your pastor.',
    'Homes here are available only to parishioners of Holy Trinity Church.',
    'Proof of baptism required at closing.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('religion block');
  });

  it.each([
    "Catholic school nearby, walk to St. Mary's church.",
    'HOA members in good standing may use the pool.',
    'Buyers must be members of the HOA.',
    'Proof of income required.',
    'Proof of membership required for the gym.',
    'Club membership included with purchase.',
    'Proof of membership in the golf club required for course access.',
    'Tenants must be members of the tenants association.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
