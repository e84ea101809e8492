import { describe, expect, it } from 'vitest';
import { slashShorthand } from './slash-shorthand';

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const read = (text: string) => {
  const slash = text.indexOf('/');
  return slashShorthand(text, slash - 1, slash, slash, isWordChar);
};

describe('slashShorthand', () => {
  it('reads w/, w/o and w/c as with, without and wheelchair, and says where each stops', () => {
    expect(read('w/ garage')).toEqual({ end: 2, text: 'with' });
    expect(read('W/O kids')).toEqual({ end: 3, text: 'without' });
    expect(read('no w/c users')).toEqual({ end: 6, text: 'wheelchair' });
  });

  it('leaves a longer word after the slash to "with" and any other word before it alone', () => {
    expect(read('w/cable')).toEqual({ end: 2, text: 'with' });
    expect(read('w/office')).toEqual({ end: 2, text: 'with' });
    expect(slashShorthand('and/or', 0, 3, 3, isWordChar)).toBeNull();
  });
});
