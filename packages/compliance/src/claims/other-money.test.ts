import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a pro forma's income is no price of the building (n-wayne: $1,500,000).
const now = new Date('2026-06-01T00:00:00Z');
const prices = (text: string) =>
  readClaims(text, LISTINGS['n-wayne'], { now })
    .filter((c) => c.field === 'price')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe("a pro forma's income", () => {
  it('reads no price in a gross scheduled or effective income', () => {
    expect(prices('Rents in place give a GSI near $98,400 and an EGI of $95,000.')).toEqual([]);
  });

  it('still reads the asking price beside it', () => {
    expect(prices('Asking $1,450,000; GSI near $98,400.')).toEqual(['block:$1,450,000']);
  });
});
