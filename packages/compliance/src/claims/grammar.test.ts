import { describe, expect, it } from 'vitest';
import { endsClause, sentenceEnd, sentenceStart, wordsAt } from './grammar';
import { tokenize } from './tokenize';

const at = (tokens: ReturnType<typeof tokenize>, raw: string) => tokens.findIndex((t) => t.raw === raw);

describe('sentence and clause bounds', () => {
  const tokens = tokenize('Great light. The ranch down the street sold, but ours has a pool! Call now');

  it('finds the first token and the end of the sentence around a token', () => {
    const sold = at(tokens, 'sold');
    expect(tokens[sentenceStart(tokens, sold)]!.raw).toBe('The');
    expect(tokens[sentenceEnd(tokens, sold)]!.raw).toBe('!');
    // The last sentence has no end mark: its end is the token count.
    expect(sentenceEnd(tokens, at(tokens, 'Call'))).toBe(tokens.length);
    expect(sentenceStart(tokens, 0)).toBe(0);
  });

  it('ends a clause at its marks, a sentence end, and the contrast words it is given', () => {
    const contrast = /^(but)$/;
    expect(endsClause(tokens, at(tokens, ','), contrast)).toBe(true);
    expect(endsClause(tokens, at(tokens, '!'), contrast)).toBe(true);
    expect(endsClause(tokens, at(tokens, 'but'), contrast)).toBe(true);
    expect(endsClause(tokens, at(tokens, 'but'), /^(while)$/)).toBe(false);
    expect(endsClause(tokens, at(tokens, 'sold'), contrast)).toBe(false);
  });

  it('matches exact words one token each', () => {
    const down = at(tokens, 'down');
    expect(wordsAt(tokens, down, ['down', 'the', 'street'])).toBe(true);
    expect(wordsAt(tokens, down, ['down', 'the', 'road'])).toBe(false);
    expect(wordsAt(tokens, tokens.length - 1, ['now', 'please'])).toBe(false);
  });
});
