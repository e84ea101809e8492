import { endsSentence } from './grammar';
import { BEDS, HOME } from './home-words';
import type { Token } from './token';

/**
 * Another home the agent offers beside the listing (issue 26): "Also have a 3-bed townhouse in Germantown
 * at $449k", "I also have two condos under $400K", "we have another 4-bedroom on the lake". Grammar: the
 * agent's "have" (after "I"/"we", "also", or opening the sentence; "it has" and "this home has" are the
 * listing's own) with "also" or "another" beside it, an indefinite determiner or count, then a home's noun
 * or a bedroom count within a few words. The rest of the sentence is that home's, not the listing's (NAR
 * Code of Ethics Art. 12: a true picture of the property advertised).
 */
const HAVE = /^(have|i've|we've|got)$/;
const AGENT = /^(i|we|also)$/;
const OPENS = /^(a|an|another|two|three|four|several|some|one)$/;

/** The token index of a home's noun or "3-bed" count within a few words from j, or -1. */
const homeNounFrom = (tokens: readonly Token[], j: number): number => {
  for (let k = j; k < tokens.length && k < j + 7 && !endsSentence(tokens, k); k++) {
    const w = tokens[k]!.low;
    if (HOME.test(w) && w !== 'one' && w !== 'level' && w !== 'split') return k;
    if (BEDS.test(w) && (tokens[k - 1]?.kind === 'num' || tokens[k - 2]?.kind === 'num')) return k;
  }
  return -1;
};

/** Token spans [from, to) of homes the agent also offers, each to its sentence's end. */
export const offeredHomeSpans = (tokens: readonly Token[]): Array<[number, number]> => {
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!HAVE.test(tokens[i]!.low)) continue;
    const before = tokens[i - 1];
    const opening = !before || endsSentence(tokens, i - 1);
    const also = before?.low === 'also' || tokens[i - 2]?.low === 'also' || tokens[i + 1]?.low === 'also';
    if (!opening && !AGENT.test(before!.low)) continue;
    let d = i + 1;
    if (tokens[d]?.low === 'also') d++;
    const det = tokens[d]?.low ?? '';
    if (!OPENS.test(det) || !(also || det === 'another')) continue;
    if (homeNounFrom(tokens, d + 1) < 0) continue;
    let end = d;
    while (end < tokens.length && !endsSentence(tokens, end)) end++;
    spans.push([d, end]);
    i = end;
  }
  return spans;
};
