import { describe, expect, it } from 'vitest';
import { LISTINGS } from './corpus/listings';
import { readDeniedFeatures } from './denied-features';
import { descriptionOf } from './description';
import { tokenize } from './tokenize';

// Issue 26: a feature denied where the listing's description names it.
const denied = (text: string, listing: keyof typeof LISTINGS) =>
  readDeniedFeatures({
    text,
    tokens: tokenize(text),
    listing: LISTINGS[listing],
    description: descriptionOf(LISTINGS[listing]),
    year: 2026,
  }).map((c) => `${c.feature}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('a denied feature', () => {
  it('blocks a denial of what the description names', () => {
    // w-81st: "two elevators, full time doorman service"; e-9th: fireplace, common roof deck.
    expect(denied('A walk-up with no elevator, so bring strong legs.', 'w-81st')).toEqual([
      'elevator:block:no elevator',
    ]);
    expect(denied('Non-doorman co-op, low maintenance.', 'w-81st')).toEqual(['doorman:block:Non-doorman']);
    expect(denied('Sadly without a fireplace.', 'e-9th')).toEqual(['fireplace:block:without a fireplace']);
  });

  it('says nothing where the listing never names it, or denies it too', () => {
    expect(denied('No pool to maintain.', 'w-81st')).toEqual([]);
    expect(denied('No HOA dues at all.', 'ne-183rd')).toEqual([]);
  });

  it('reads no denial of a need, a cost or a question', () => {
    expect(denied('No elevator needed: it is on the second floor.', 'w-81st')).toEqual([]);
    expect(denied('No doorman fees here.', 'w-81st')).toEqual([]);
    expect(denied('No fireplace? Think again.', 'e-9th')).toEqual([]);
    expect(denied('No elevator issues, ever: two of them.', 'w-81st')).toEqual([]);
    expect(denied('No garage door opener included.', 'ne-183rd')).toEqual([]);
  });
});
