import { describe, expect, it } from 'vitest';
import { countOf } from './dashboard';

describe('countOf (words in the right number, issue 24)', () => {
  it('says 1 lead, 0 leads, 2 leads and groups thousands', () => {
    expect(countOf(1, 'lead')).toBe('1 lead');
    expect(countOf(0, 'lead')).toBe('0 leads');
    expect(countOf(2, 'lead')).toBe('2 leads');
    expect(countOf(1299, 'click')).toBe('1,299 clicks');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'bath')).toBe('1 bath');
    expect(countOf(3, 'property', 'properties')).toBe('3 properties');
  });
});
