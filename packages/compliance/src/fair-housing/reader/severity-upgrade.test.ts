import { describe, expect, it } from 'vitest';
import { checkFairHousing } from '../check-fair-housing';
import { checkFairHousingRules } from '../engine';
import { upgradeBySeverity } from './severity-upgrade';

const severities = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
// A severity reader sure of every sentence: what stays a warning then stays one by policy, not by score.
const sure = () => 1;
const upgraded = (text: string, state?: string) =>
  upgradeBySeverity(text, checkFairHousingRules(text, state ? { state } : {}), state, sure).map(
    (f) => `${f.rule} ${f.severity}`,
  );

describe('a rule warning the severity reader reads as an exclusion (severity-upgrade.ts)', () => {
  it('blocks a description whose sentence charges the class, and says why', () => {
    const text =
      'Residents who use power wheelchairs or mobility scooters must carry an extra $300,000 liability policy naming the property as insured before move-in.';
    expect(checkFairHousingRules(text).map((f) => f.severity)).toEqual(['warn']);
    const [finding] = checkFairHousing(text);
    expect(finding?.severity).toBe('block');
    expect(finding?.reason).toMatch(/^Blocks: the sentence reads as an exclusion/);
  });

  it('leaves a description of who lives there a warning', () => {
    expect(severities('Lots of young families live on this street.')).toEqual([
      'live-here/familial_status warn',
    ]);
  });

  it('keeps the warnings that are warnings by policy or by state, however sure the reader', () => {
    // A blanket criminal-record bar (HUD 2016 guidance) and HOPA status.
    expect(upgraded('No felons.')).toEqual(['felons-barred/race warn']);
    expect(upgraded('Mostly retirees here, a 55+ community.')).toEqual([
      'mostly-people/hopa warn',
      'age-plus/hopa warn',
    ]);
    // Marital status is not protected in Texas: a warning there however sure the reader; in New York the
    // same warning becomes a block.
    expect(upgraded('Ideal for married couples.', 'TX')).toEqual(['suits/marital_status warn']);
    expect(upgraded('Ideal for married couples.', 'NY')).toEqual(['suits/marital_status block']);
  });
});
