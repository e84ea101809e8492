import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Korean native numerals with the counter "개" or after a room's word.
const now = new Date('2026-06-01T00:00:00Z');
// maple-grove: 3 beds, 2 baths.
const found = (text: string) =>
  checkClaims(text, LISTINGS['maple-grove'], { now }).map((f) => `${f.field}:${f.severity}`);

describe('Korean native numerals', () => {
  it('reads "넷" and "다섯 개" as counts of rooms', () => {
    expect(found('넓은 집, 침실 넷, 욕실 두 개.')).toEqual(['beds:block']);
    expect(found('침실 다섯 개와 욕실 두 개')).toEqual(['beds:block']);
  });

  it('leaves the right counts and words that only start with a numeral', () => {
    expect(found('침실 세 개, 욕실 두 개.')).toEqual([]);
    expect(found('한국에서 가장 조용한 동네, 세대 수가 적어요.')).toEqual([]);
  });
});
