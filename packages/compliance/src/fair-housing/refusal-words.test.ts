import { describe, expect, it } from 'vitest';
import { ELSEWHERE, GO_VERBS, verbForms } from './refusal-words';

describe('refusal word families', () => {
  it('inflects a verb once written as its base, a particle kept', () => {
    expect(verbForms('rent')).toEqual(['rent', 'rents', 'rented', 'renting']);
    expect(verbForms('move forward')).toEqual([
      'move forward',
      'moves forward',
      'moved forward',
      'moving forward',
    ]);
    expect(verbForms('sell')).toContain('sold');
    expect(verbForms('apply')).toContain('applied');
  });

  it('sends the reader elsewhere in any wording of a place', () => {
    const redirect = new RegExp(`\\b${GO_VERBS} ${ELSEWHERE}`);
    expect(redirect.test('would be better off in a different complex')).toBe(true);
    expect(redirect.test('look for something else')).toBe(true);
    expect(redirect.test('apply with another management company')).toBe(true);
    expect(redirect.test('look at the kitchen')).toBe(false);
    expect(redirect.test('better off in the sun')).toBe(false);
  });
});
