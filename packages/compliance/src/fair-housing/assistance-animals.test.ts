import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const outcome = (t: string) => checkFairHousingRules(t, { state: 'OR' }).map((f) => f.severity);

describe('assistance animals excepted from a pet ban (42 U.S.C. §3604(f)(3)(B))', () => {
  it('reads the exception as inclusive', () => {
    expect(outcome('No pets except assistance animals.')).toEqual([]);
    expect(outcome('No pets, service animals excepted.')).toEqual([]);
    expect(outcome('Pets not allowed other than trained service dogs.')).toEqual([]); // A pet charge or limit waived for the animal is the same accommodation (24 CFR §100.204).
    expect(outcome('There is an extra deposit for pets, but not for service animals.')).toEqual([]);
    expect(outcome('Pet rent is $50/month except for service animals.')).toEqual([]);
    expect(outcome('Breed restrictions apply, other than for trained guide dogs.')).toEqual([]);
  });
  it('still blocks excluding the animals themselves', () => {
    expect(outcome('No service animals.')).toEqual(['block']);
    expect(outcome('All pets welcome except emotional support animals.')).toEqual(['block']);
    // "allowed" closing the ban is the ban's, not an exception ("no X allowed").
    expect(outcome('No service animals allowed.')).toEqual(['block']);
    expect(outcome('No tenants with service animals allowed.')).toEqual(['block']);
    expect(outcome('No pets; service animals allowed.')).toEqual([]);
    expect(outcome('No pets other than service animals allowed.')).toEqual([]);
    expect(outcome('No pets but not service animals either.')).toEqual(['block']);
    expect(outcome('Pet rent is $50, and an extra deposit for service animals.')).toContain('block');
  });
});
