import { describe, expect, it } from 'vitest';
import { religiousExemptionStated } from './religious-exemption';
import { outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('the religious-organisation exemption (religious-exemption.ts)', () => {
  warmUp();

  it.each([
    'The Baptist church on Main Street is non-commercial and its membership is open to all regardless of race, so its guest house is reserved for members of the congregation.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it('reads the §3607(a) exemption only when both of its conditions are stated', () => {
    const both =
      'The parish retreat house is non-commercial; membership is open to all regardless of race or national origin.';
    expect(religiousExemptionStated(both)).toBe(true);
    expect(religiousExemptionStated('The parish retreat house is non-commercial.')).toBe(false);
    expect(outcomeFor('Members of our church get first pick of the units at Cedar Court.')).toBe('block');
  });
});

// §3607(a): a religious order's own house for its vowed members is non-commercial by what it is (fh32).
describe("a religious order's house for its own members (religious-exemption.ts)", () => {
  warmUp();

  it.each([
    'The convent guest wing is reserved for professed sisters of the order.',
    'Rooms at the Brothers of Charity house are for members of the community only.',
    'The rectory apartment is for the parish priests.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it.each([
    'Apartments at our church-owned complex are for members of the congregation only.',
    'Condos at Grace Tower are for Catholics only.',
  ])('still blocks %s', (text) => {
    expect(outcomeFor(text)).toBe('block');
  });
});

describe('membership open "whatever their race" (religious-exemption.ts)', () => {
  it('states the exemption when a non-commercial home gives priority to members whatever their race', () => {
    expect(
      religiousExemptionStated(
        'Run on a non-commercial basis; priority to members of the congregation, whatever their race or national origin.',
      ),
    ).toBe(true);
    expect(religiousExemptionStated('Priority to members of the congregation, whatever their race.')).toBe(
      false,
    );
  });
});
