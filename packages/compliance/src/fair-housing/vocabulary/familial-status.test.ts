import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Slang for children is a class word like "kids" (HUD 1995 memo: "no children" and its variants).
describe('slang for children (familial-status.ts)', () => {
  it.each([
    'No renters with ankle biters, please.',
    'Owner says no crumb snatchers in the duplex.',
    'Sorry, no curtain climbers.',
  ])('%s is a familial-status exclusion', (text) => {
    expect(found(text)).toContain('familial_status block');
  });
});
