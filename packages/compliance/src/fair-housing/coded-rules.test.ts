import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string) => checkFairHousingRules(text, { state: 'NY' }).map((f) => [f.rule, f.severity]);

describe('coded rules', () => {
  it('reads an age placed after the people, or after a refusal, and keeps adulthood and units apart', () => {
    // People named by an age take the class patterns too (engine.ts): the generic "X only" reads it.
    expect(rules('Renters under 35 only.')).toEqual([['only-after/age', 'block']]);
    expect(rules('Owner will not lease to people over 70.')).toEqual([['age-excluded/age', 'block']]);
    expect(rules('Applicants should be 40 or older.')).toEqual([['age-minimum/age', 'block']]);
    expect(rules('Applicants must be 18 or older.')).toEqual([]);
    expect(rules('Roof under 10 years old; homes over 50 years old nearby.')).toEqual([]);
  });

  it('reads an age bound on the person called ideal, and not on a commute', () => {
    expect(rules('Perfect lodger would be over 45.')).toEqual([['ideal-age/age', 'block']]);
    expect(rules('Ideal commute is under 30 minutes.')).toEqual([]);
  });

  it('reads an age decade as a preference, or as who the home suits', () => {
    // The decade after the people is an age mention (age-mentions.ts): the generic preference reads it.
    expect(rules('Looking for a roommate in their late twenties.')).toEqual([
      ['mention-seek-object/age', 'block'],
    ]);
    expect(rules('Great for someone in their 40s.')).toEqual([['suits/age', 'warn']]);
    expect(rules('Built in the 20s and restored in the 50s.')).toEqual([]);
  });

  it("flags the owner's own congregation but not a place of worship as a landmark", () => {
    expect(rules('Tenants should attend our parish.')[0]).toEqual(['our-congregation/religion', 'block']);
    // "congregation" is also a religion word now, so the subject grammar may read it first.
    expect(rules('Preference to members of our congregation.')[0]).toEqual(['seek/religion', 'block']);
    expect(rules('The owner only rents to members of her church.')[0]).toEqual([
      'members-of-congregation/religion',
      'block',
    ]);
    expect(rules('Within walking distance of their church.')).toEqual([]);
    expect(rules('Two blocks from St. Anne’s; join our open house Sunday.')).toEqual([]);
  });

  it('reads "not a voucher building" as a refusal, and leaves a HUD home for sale alone', () => {
    expect(rules('This is not a voucher-approved building.')).toEqual([
      ['not-program-property/source_of_income', 'block'],
    ]);
    expect(rules('Not a HUD home; conventional or FHA financing.')).toEqual([]);
  });

  it('reads membership of the owner\'s congregation and "people of his own race"', () => {
    expect(rules('Owner prefers tenants who belong to his congregation.')).toEqual([
      ['belongs-to-congregation/religion', 'block'],
    ]);
    expect(rules('He only rents to people of his own race.')).toEqual([['own-race/race', 'block']]);
    expect(rules('He wants tenants from his own country.')).toEqual([
      ['own-national_origin/national_origin', 'block'],
    ]);
    expect(rules('Walk to their church on Sunday; the owner has his own entrance.')).toEqual([]);
  });

  it("blocks an adult age floor on occupancy and leaves the leaseholder's age alone", () => {
    expect(rules('18+ bldg, quiet studio.')).toEqual([['adult-age-floor/familial_status', 'block']]);
    expect(rules('21+ only, no exceptions.')).toEqual([['adult-age-floor/familial_status', 'block']]);
    expect(rules('Must be 18+ to sign the lease.')).toEqual([]);
  });
});
