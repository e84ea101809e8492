import { describe, expect, it } from 'vitest';
import { opensAsRental } from './rent-offer';
import { tokenize } from './tokenize';

// Issue 26: a post that opens by offering the home for rent asks a rent in its later sums.
const opens = (text: string) => opensAsRental(tokenize(text));

describe('a post opening as a rental', () => {
  it('reads a rental offer in the opening sentence', () => {
    expect(opens('For Rent — 2 bed near the park. $2,400 a month.')).toBe(true);
    expect(opens('NOW LEASING: corner unit, $3,100/mo')).toBe(true);
    expect(opens('Se renta casa de 3 recámaras.')).toBe(true);
  });

  it('reads none in a sale post or a rent named later', () => {
    expect(opens('Just listed at $410,000. Great for rent income later.')).toBe(false);
    expect(opens('Price improved! Could rent for $2,000 a month.')).toBe(false);
  });
});
