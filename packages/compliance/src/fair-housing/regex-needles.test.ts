import { describe, expect, it } from 'vitest';
import { regexNeedles } from './regex-needles';

// A group long enough to be shared between expressions (regex-needles.ts keeps groups of 48+ characters).
const KIDS = '(?:grandchildren|teenagers|toddlers|youngsters|newborns)';

describe('regexNeedles', () => {
  it('reads the words a match cannot do without, cut to 12 characters', () => {
    expect(regexNeedles(new RegExp(`no ${KIDS} allowed`))).toEqual([
      ['no grandchil', 'no newborns', 'no teenagers', 'no toddlers', 'no youngster'],
      ['grandchildre', 'newborns', 'teenagers', 'toddlers', 'youngsters'],
    ]);
  });

  it('reads a shared group by its own context each time: a look-ahead counts only when not consumed', () => {
    const re = new RegExp(`welcome(?= ${KIDS})`);
    const seen = regexNeedles(re);
    expect(seen).toEqual([['welcome'], ['grandchildre', 'newborns', 'teenagers', 'toddlers', 'youngsters']]);
    // The same group, now inside a match that must hold its clauses itself: the look-ahead adds nothing.
    expect(regexNeedles(re, true)).toEqual([['welcome']]);
    // And read again, from the shared reading, the answer is the first one.
    expect(regexNeedles(new RegExp(`welcome(?= ${KIDS})`))).toEqual(seen);
  });

  it('a group met again in another expression gives what a first reading gives', () => {
    const alone = regexNeedles(new RegExp(`${KIDS} preferred`));
    expect(regexNeedles(new RegExp(`(?:ideal|perfect) for ${KIDS}|${KIDS} preferred`))[0]).toContain(
      'newborns pre',
    );
    expect(regexNeedles(new RegExp(`${KIDS} preferred`))).toEqual(alone);
  });

  it('stops crossing spellings past 64 and keeps what follows as its own clause', () => {
    const eight = '(?:a|b|c|d|e|f|g|h)';
    expect(regexNeedles(new RegExp(`${eight}${eight}${eight} house`))).toEqual([
      ['a house', 'b house', 'c house', 'd house', 'e house', 'f house', 'g house', 'h house'],
    ]);
  });

  it('gates nothing on needles too short, too many, case-insensitive or unknown syntax', () => {
    expect(regexNeedles(/\b(?:man|men|gent)\b/)).toEqual([]);
    const many = Array.from({ length: 70 }, (_, k) => `word${String(k).padStart(2, '0')}x`).join('|');
    // The 70 spellings make no clause; the word after them still does.
    expect(regexNeedles(new RegExp(`(?:${many}) here`))).toEqual([['here']]);
    expect(regexNeedles(/no children/i)).toEqual([]);
    expect(regexNeedles(/no (children)\1/)).toEqual([]);
  });

  it('drops a needle that holds another of its clause', () => {
    // The group's own clause [play, playroom, playground] keeps only "play": a text with either of the
    // others holds it.
    expect(regexNeedles(/(?:play|playroom|playground) zone/)).toEqual([
      ['play zone', 'playground z', 'playroom zon'],
      ['play'],
    ]);
  });
});
