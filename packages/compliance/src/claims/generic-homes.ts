import { endsClause } from './grammar';
import { HOME, SALE_VERB } from './home-words';
import type { Token } from './token';

/**
 * Homes as a class (issue 26): a bare plural as a clause's subject with a verb of sale or rent,
 * "Flips on Oak St went for $400K–$420K", "3-beds rent near $1,900", "Free-market 2BRs on the block
 * rent for $5,200". The listing is one home, so a plural without a determiner names the market's homes
 * and its figures are the market's, not the listing's (NAR Code of Ethics Art. 12: a true picture of
 * the property advertised, not of the market around it). "These 3BRs", "our units", "homes like this"
 * are not bare (other-home.ts and whose-fact.ts read those).
 */

/** Plural nouns of homes traded as a class, beside HOME's plurals ("rehabs", "flips"). */
const TRADED = /^(rehabs|flips|rentals|teardowns|resales|comparables)$/;
/** A plural bedroom noun fused to its count ("2BRs", "3-beds"): a kind of home, not a count of rooms. */
const PLURAL_BEDS = /^(beds|bds|brs|bdrs|bdrms|bedrooms|bedders)$/;
/** A plural subject's verb: the base form ("rent", "sell") beside SALE_VERB's. */
const PLURAL_VERB =
  /^(rent|lease|trade|close|ask|bring|command|fetch|gone|traded|commanded|trading|selling|renting|leasing|going|closing|fetching|commanding|listing)$/;
/** Words that make the noun phrase not bare: it names particular homes, perhaps the listing's units. */
const NOT_BARE =
  /^(a|an|the|this|these|that|those|our|my|its|their|your|his|her|both|each|all|two|three|four|five|six|several)$/;
/** Openers of a clause besides its marks: the coordinating words. */
const OPENER = /^(and|but|while|whereas|yet|meanwhile)$/;
const CONTRAST = /^(but|while|whereas|yet|meanwhile)$/;
const THIS = /^(this|it|its|it's|our|ours|my|here)$/;

const pluralHome = (w: string) => TRADED.test(w) || (HOME.test(w) && w.endsWith('s') && w !== 'ones');

/** The index of the plural head opening at s ("Rehabs", or the count of "2BRs"), or -1. */
const headAt = (tokens: readonly Token[], s: number): number => {
  const t = tokens[s]!;
  if (t.kind === 'word') return pluralHome(t.low) ? s : -1;
  if (t.kind !== 'num' || t.money) return -1;
  const dash = tokens[s + 1]?.raw === '-' ? 1 : 0;
  const noun = tokens[s + 1 + dash];
  // Fused: "2BRs", "3-beds", "2-flats"; "3 bedrooms" with a space is a count of the listing's rooms.
  const fused = !!noun && noun.start === tokens[s + dash]!.end;
  return fused && (PLURAL_BEDS.test(noun.low) || pluralHome(noun.low)) ? s + 1 + dash : -1;
};

/** True when s opens a clause: the text's start, after a clause mark or a coordinating word. */
const opensClause = (tokens: readonly Token[], s: number): boolean =>
  s === 0 || endsClause(tokens, s - 1, CONTRAST) || OPENER.test(tokens[s - 1]!.low);

/** The plural head within a clause's first modifiers ("Free-market 2BRs", "renovated flips"), or -1. */
const bareHead = (tokens: readonly Token[], s: number): number => {
  for (let j = s; j < tokens.length && j <= s + 4; j++) {
    const head = headAt(tokens, j);
    if (head >= 0) return head;
    const t = tokens[j]!;
    if (t.kind === 'num' || NOT_BARE.test(t.low) || endsClause(tokens, j, CONTRAST)) return -1;
  }
  return -1;
};

/**
 * The verb of a bare plural subject of the clause opening at s ("Rehabs on Hawkes Ave sold …"), or -1:
 * the clause from s is then the market's homes'.
 */
export const genericHomesVerb = (tokens: readonly Token[], s: number): number => {
  if (!opensClause(tokens, s)) return -1;
  const head = bareHead(tokens, s);
  if (head < 0) return -1;
  for (let j = head + 1; j < tokens.length && j <= head + 10; j++) {
    const t = tokens[j]!;
    // "Units here rent for …", "3BRs in this building rent …": the listing's own homes.
    if (endsClause(tokens, j, CONTRAST) || THIS.test(t.low)) return -1;
    if (SALE_VERB.test(t.low) || PLURAL_VERB.test(t.low)) return j;
  }
  return -1;
};

/** Counts of two homes or more: "Two Nashua Capes", "3 condos", "Both homes". */
const SET_COUNT = /^(two|three|four|five|both|[2-9])$/;

/**
 * True when token i sits in a heading whose subject is a count of homes, "Two Nashua Capes, two
 * stories: …", "Two beach homes, two budgets: …", "3 condos, 3 views —": the heading speaks of the
 * homes as a set (what each has follows it), so its figures are no claim about the listing alone (NAR
 * Code of Ethics Art. 12). The heading runs from its sentence's start to its colon or dash; a sentence
 * with neither is no heading ("Two homes on the street sold" is genericHomesVerb's or other-home.ts's).
 */
export const inCountedHomesHeading = (tokens: readonly Token[], i: number, start: number): boolean => {
  if (!SET_COUNT.test(tokens[start]?.low ?? '')) return false;
  let head = -1;
  for (let j = start + 1; j <= start + 4 && j < tokens.length; j++)
    if (tokens[j]!.kind === 'word' && pluralHome(tokens[j]!.low)) {
      head = j;
      break;
    }
  if (head < 0 || i <= head) return false;
  for (let j = head + 1; j < tokens.length && j <= head + 12; j++) {
    const t = tokens[j]!;
    if (t.raw === ':' || t.raw === '—' || t.raw === '–') return i < j;
    if (t.raw === '\n' || t.raw === '.' || t.raw === '!' || t.raw === '?') return false;
  }
  return false;
};
