import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from '../testing/family-cases';

// Spanish couples named by not being married are marital status (marital-status.ts), not the familial
// "parejas" (couples only): the state decides block or warn.
describe('unmarried couples in Spanish (vocabulary/marital-status.ts)', () => {
  warmUp();

  it.each<[string, string, string]>([
    ['No aceptamos parejas no casadas.', 'NY', 'block'],
    ['No aceptamos parejas no casadas.', 'TX', 'warn'],
    ['Nada de parejas en unión libre, solo esposos.', 'AL', 'warn'],
  ])('%s (%s) is %s', (text, state, outcome) => {
    expect(outcomeFor(text, state)).toBe(outcome);
    expect(findingsOf(text, state).some((f) => f.includes('/familial_status'))).toBe(false);
  });
});
