import { describe, expect, it } from 'vitest';
import { activityNext } from './amenity-friendly';
import { outcomeFor, warmUp } from './testing/family-cases';

describe('activityNext', () => {
  it('reads an activity within two words after the group, not after a frame word or a negation', () => {
    expect(activityNext('the ', ' knitting circle on mondays')).toBe(true);
    expect(activityNext('a ', ' chess night')).toBe(true);
    expect(activityNext('', ' only club house')).toBe(false);
    expect(activityNext('no ', ' club')).toBe(false);
    expect(activityNext('', ' preferred quiet building')).toBe(false);
  });
});

// New wording (not the review sets' sentences), and look-alikes that keep their finding.
describe('an age group named for an activity (amenity-friendly.ts, through the engine)', () => {
  warmUp();

  it.each([
    'The lounge runs a seniors knitting circle and a kids art class every week.',
    'Sign up for the retirees walking group at the front desk.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text, 'NJ')).toBe('ok');
  });

  it.each(['Seniors only, quiet building.', 'No kids club here, adults only.'])('still reads %s', (text) => {
    expect(outcomeFor(text, 'NJ')).not.toBe('ok');
  });
});
