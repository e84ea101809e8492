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

describe("the buyer's cash to close", () => {
  it('reads no price in the sum a buyer brings', () => {
    expect(prices('Put 10% down and you bring about $150,000 plus closing costs.')).toEqual([]);
  });

  it('still reads the price the cash is figured on', () => {
    expect(prices('At $1,400,000 with 10% down, a buyer brings $140,000.')).toEqual(['block:$1,400,000']);
  });
});
