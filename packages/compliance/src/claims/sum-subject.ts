import { endsSentence } from './grammar';
import type { Token } from './token';

/**
 * What a sum is said of (issue 26): the noun a figure is predicated of names it. "The appraisal came in
 * at $598,000", "Estimated net: $288,410", "Commission (5%): $30,600", "interest on $1,436,000", "tiền
 * cọc $1,500" give an appraisal, a seller's net, a fee, a loan amount and a deposit — none of them the
 * asking price or rent that Reg. Z (12 CFR 1026.24) and NAR Code of Ethics Art. 12 hold an ad to. Only
 * linking words ("came in at", "is about", a colon, a parenthesis) may stand between the noun and the
 * sum, so "priced under appraisal at $575,000" keeps its price: "at" follows "appraisal" there, but
 * "priced" is the predicate's verb and the noun is its object, not the sum's subject.
 */

/** Nouns of money that is not the home's price or rent: valuations, loans, a sale's net, a deposit. */
const OTHER_SUM =
  /^(appraisal|appraiser|appraised|valuation|payoff|proceeds|net|loan|principal|interest|balance|commission|gap|difference|shortfall|cọc|dépôt|caution|sinal|entrada)$/;
/** Words that link a subject to its figure: "came in at", "is roughly", "totals", "on". */
const LINK =
  /^(came|comes|come|coming|in|at|is|was|will|be|would|of|about|roughly|around|approximately|approx|just|only|totals|totaled|totalled|on|to|=|:|~|≈)$/;

/** Comparisons whose object a valuation is: "under appraisal", "over the appraisal". */
const COMPARED = /^(under|below|over|above|than|beneath)$/;

/** The index of the '(' opening the ')' at j, or -1 when none does in the sentence. */
const openOf = (tokens: readonly Token[], j: number): number => {
  for (let k = j - 1; k >= 0 && !endsSentence(tokens, k); k--) if (tokens[k]!.raw === '(') return k;
  return -1;
};

/** True when the sum at i is said of another sum's noun, or follows a rate ("6.9% on $9.065M": the loan). */
export const sumOfOtherNoun = (tokens: readonly Token[], i: number): boolean => {
  let links = 0;
  for (let j = i - 1; j >= 0 && !endsSentence(tokens, j) && links < 5; j--) {
    const t = tokens[j]!;
    if (t.raw === ')') {
      const open = openOf(tokens, j);
      if (open < 0) return false;
      j = open;
      continue;
    }
    // "priced under appraisal at $X": a noun after a comparison is its object, and the price is the home's.
    // "interest on $1,436,000" is the loan's; "strong interest at $799K" is buyers' interest in the price.
    if (/^(interest|principal)$/.test(t.low)) return tokens[j + 1]?.low === 'on';
    if (OTHER_SUM.test(t.low)) return !COMPARED.test(tokens[j - 1]?.low ?? '');
    // A rate on a sum is interest on a loan of it.
    if (t.raw === '%') return tokens[j + 1]?.low === 'on';
    if (!LINK.test(t.low)) return false;
    links++;
  }
  return false;
};
