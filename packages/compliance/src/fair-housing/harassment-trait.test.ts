import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

// New wording for the harassment-ignored and retaliation families (not the review sets' sentences),
// and look-alikes.
const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);
const classes = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

describe('abuse over a trait left alone by the landlord, and retaliation (harassment-ignored.ts, retaliation.ts)', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    [
      "The board won't intervene when neighbors taunt you over your hijab.",
      'harassment-ignored-trait/religion block',
    ],
    [
      "Management won't mediate when tenants mock you about your walker.",
      'harassment-ignored-trait/handicap block',
    ],
    [
      'We never take action when residents insult you because of your kids.',
      'harassment-ignored-trait/familial_status block',
    ],
    [
      "Since she decided to run to HUD about the grab bars, her lease won't be renewed.",
      'retaliation/handicap block',
    ],
    [
      'The HOA cited the Nguyens two days after they filed a fair housing complaint about the voucher.',
      'retaliation/source_of_income warn',
    ],
  ])('finds "%s"', (text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it('reads the class from the trait, whichever family finds it', () => {
    expect(classes('Threats about their wheelchair are not our problem, call the police.')).toContain(
      'handicap block',
    );
  });

  it.each([
    'We do not get involved in disputes over parking spaces.',
    'Management will step in at once if anyone is threatened over their religion.',
    'After she complained about the leak, we fixed it the same day.',
    'Since you went to HUD about the ramp, we installed one at no cost.',
  ])('leaves "%s" alone', (text) => {
    expect(rules(text)).toEqual([]);
  });
});
