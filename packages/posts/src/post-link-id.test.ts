import { describe, expect, it } from 'vitest';
import { postIdOf, tagPostLinks } from './post-link-id';

const ID = '0b7f2c1e-4d3a-4c55-9e21-7a1b2c3d4e5f';

describe('tagPostLinks / postIdOf (results per post, issue 24)', () => {
  it("adds the post's id to each property page link of the post", () => {
    const text =
      'Just listed! https://app.example/p/12-main-st-ab12?src=li\nSee https://app.example/p/12-main-st-ab12?src=li.';
    expect(tagPostLinks(text, ID)).toBe(
      `Just listed! https://app.example/p/12-main-st-ab12?src=li&post=${ID}\nSee https://app.example/p/12-main-st-ab12?src=li&post=${ID}.`,
    );
  });

  it('leaves other links, and links that already carry a post, alone', () => {
    const tagged = `https://app.example/p/a-1?src=x&post=${ID}`;
    expect(tagPostLinks(tagged, 'ffffffff-ffff-4fff-8fff-ffffffffffff')).toBe(tagged);
    expect(tagPostLinks('https://www.zillow.com/homedetails/1_zpid/', ID)).toBe(
      'https://www.zillow.com/homedetails/1_zpid/',
    );
  });

  it('reads only a well-formed id back from the page request', () => {
    expect(postIdOf(ID.toUpperCase())).toBe(ID);
    expect(postIdOf("1' or 1=1")).toBeUndefined();
    expect(postIdOf(['a'])).toBeUndefined();
  });
});
