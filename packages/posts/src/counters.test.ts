import { describe, expect, it } from 'vitest';
import { countCharacters, countLinkedIn, countTweet } from './counters';
import { escapeLinkedInCommentary } from './escape-linkedin';

describe('countTweet', () => {
  it('counts every URL as 23 and emoji as 2, like X', () => {
    const url = `https://www.zillow.com/homedetails/${'a'.repeat(120)}/1_zpid/`;
    expect(countTweet(url).used).toBe(23);
    expect(countTweet('🏡').used).toBe(2);
    expect(countTweet('a'.repeat(280)).valid).toBe(true);
    expect(countTweet('a'.repeat(281))).toMatchObject({ used: 281, remaining: -1, valid: false });
  });

  it('counts LinkedIn characters by code point', () => {
    expect(countCharacters('🏡ab')).toBe(3);
    expect(countLinkedIn('x'.repeat(3000)).valid).toBe(true);
    expect(countLinkedIn('x'.repeat(3001)).valid).toBe(false);
  });
});

describe('escapeLinkedInCommentary', () => {
  it('escapes the little-format reserved characters', () => {
    expect(escapeLinkedInCommentary('3 beds (2 up) [new] {a} <b> @me *x* _y_ ~z | back\\slash')).toBe(
      '3 beds \\(2 up\\) \\[new\\] \\{a\\} \\<b\\> \\@me \\*x\\* \\_y\\_ \\~z \\| back\\\\slash',
    );
  });

  it('keeps URLs and hashtags working', () => {
    const url =
      'https://www.realtor.com/realestateandhomes-detail/5518-Lee-Marie-Ln_Charlotte_NC_28269_M63976-24204';
    expect(escapeLinkedInCommentary(`See ${url} #JustListed # alone (now)`)).toBe(
      `See ${url} #JustListed \\# alone \\(now\\)`,
    );
  });
});
