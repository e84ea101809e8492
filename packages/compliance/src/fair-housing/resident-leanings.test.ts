import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not the review sets' sentences), and look-alikes that stay ok.
describe('who a building draws or leans to (resident-leanings.ts)', () => {
  warmUp();

  it.each<[string, string, string]>([
    [
      "Our tenants are mostly nurses; it isn't exactly a Section 8 complex.",
      'NJ',
      'not-really-subsidy-building/source_of_income warn',
    ],
    [
      'The tower draws a lot of renters with employer housing stipends.',
      'MN',
      'draws-by-how-paid/source_of_income warn',
    ],
    ['The complex leans Army households, close to the gate.', 'WA', 'leans-military/military_status warn'],
    ['Neighbors are largely tech people in their early thirties.', 'NY', 'mostly-in-their-decade/age warn'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(findingsOf(text, state)).toContain(finding);
  });

  it.each<[string, string]>([
    ['Relocation stipends accepted toward the deposit.', 'MN'],
    ['Ten minutes from the Army base, skews sunny all year.', 'CA'],
    ['The house was built in the twenties and mostly keeps its trim.', 'NY'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeFor(text, state)).toBe('ok');
  });
});
