import { endsSentence, sentenceEnd, sentenceStart } from './grammar';
import type { Token } from './token';

/**
 * A question that asks what the reader wants is no claim that the home has it (issue 26): "Want a
 * workshop?", "Looking for a three-car garage?", "Dreaming of a pool?". The answer after it is read on
 * its own, so "Craving a yard? This one has a fenced acre" still claims the acre. NAR Code of Ethics
 * Art. 12 asks for a true picture of what the property has; a reader's wish is not part of that picture.
 */
const WISH =
  /^(need|needs|want|wants|wanting|craving|crave|dreaming|dream|wishing|wish|hoping|seeking|wanted|needed|hoped|wished)$/;
/** "Looking for", "In the market for", "Hunting for": a wish in two or more words. */
const WISH_FOR = /^(looking|searching|hunting|shopping|market)$/;

/**
 * A question of fact asked by a buyer or a FAQ ("Is there a pool?", "Does it have a garage?", "Any
 * HOA?", "Basement?", "Is it a condo or a townhouse?") claims nothing: the answer after it does. It
 * claims what it asks only when the answer just says yes ("Pool? Yes!"). Questions that open
 * otherwise ("Who else loves a home with 6 bedrooms?") are the agent's own rhetoric and still claim.
 */
const ASK = /^(is|are|was|were|does|do|did|has|have|any|how|what|what's|whats|when|which|where)$/;
/** A speaker's tag before a question or an answer: "Q:", "A:", "Buyer:", "Me:". */
const tagEnd = (tokens: readonly Token[], from: number): number => {
  let j = from;
  while (tokens[j]?.raw.trim() === '') j++;
  return tokens[j]?.kind === 'word' && tokens[j + 1]?.raw === ':' ? j + 2 : j;
};
/** The last token before j that is not a line break. */
const before = (tokens: readonly Token[], j: number): number => {
  let k = j - 1;
  while (k >= 0 && tokens[k]!.raw.trim() === '') k--;
  return k;
};
const YES = /^(yes|yep|yup|yeah|absolutely|definitely|sure|certainly|sí|si|oui|correct|indeed)$/;

const questionOfFact = (tokens: readonly Token[], a: number, b: number, i: number): boolean => {
  const first = tagEnd(tokens, a);
  const words = tokens.slice(first, b).filter((t) => t.kind !== 'sym');
  // A short question names a thing only ("Parking?", "Any HOA?"); one with a figure is the agent's
  // teaser ("Under $10M? 6 bedrooms on the sand"), which claims the figure.
  const short = words.length > 0 && words.length <= 3 && !words.some((t) => t.kind === 'num');
  if (!ASK.test(tokens[first]?.low ?? '') && !short) return false;
  // "Pool? Yes!", "A: Yes, heated": an answer that says yes makes the question its claim, unless the
  // answer names it again ("Basement? Yes, a finished basement"), which is then the claim.
  const answer = tagEnd(tokens, b + 1);
  const yes =
    YES.test(tokens[answer]?.low ?? '') ||
    (tokens[answer]?.low === 'of' && tokens[answer + 1]?.low === 'course');
  if (!yes) return true;
  const said = tokens[i]!.low;
  for (let k = answer; k < tokens.length && !endsSentence(tokens, k); k++)
    if (tokens[k]!.low === said && tokens[k]!.kind === 'word') return true;
  return false;
};

/** People whose wishes a post reports: showing feedback, a buyer's brief. */
const WISHER =
  /^(buyer|buyers|couple|couples|family|families|client|clients|they|he|she|someone|investor|investors|tenant|tenants|renters|you|we)$/;
const AUXILIARY = /^(are|were|is|was|also|really|still|all|both|ever|both|originally|first)$/;
/** A wish reported through speech: "you mentioned wanting a pool", "they said they need a garage". */
const REPORTED = /^(mentioned|said|told|wrote|texted|noted|stressed)$/;
/**
 * A buyer's list of wants as a clause's subject: "your must-haves were a second bedroom and a W/D",
 * "their non-negotiables: a garage", "sus imprescindibles", "le sue priorità": what they look for.
 */
const WISH_NOUN =
  /^(haves|musts|wishlist|wants|needs|negotiables|dealbreakers|breakers|criteria|requirements|wishes|checklist|imprescindibles|requisitos|priorità|wünsche)$/;
const POSSESSOR = /^(your|their|his|her|buyer's|buyers'|client's|clients'|tus|sus|su|tu|le|ihre|deine)$/;
/** Verbs before the list that say the home meets it ("checks all your must-haves: 4 beds"): a claim. */
const MEETS = /^(checks|ticks|meets|hits|has|covers|matches|satisfies)$/;

const wishListSubject = (tokens: readonly Token[], a: number, i: number): boolean => {
  for (let j = i - 1; j > a; j--) {
    if (CLAUSE_END.has(tokens[j]!.raw)) return false;
    if (!WISH_NOUN.test(tokens[j]!.low)) continue;
    let k = j - 1;
    // "must-haves", "nice-to-haves", "non-negotiables": the tokenizer splits a hyphened compound.
    while (k > a && tokens[k]!.raw === '-' && tokens[k - 1]!.end === tokens[k]!.start) k -= 2;
    if (tokens[k]?.low === 'the' || tokens[k]?.low === 'all') k--;
    if (
      POSSESSOR.test(tokens[k]?.low ?? '') &&
      !MEETS.test(tokens[k - 1]?.low ?? '') &&
      !MEETS.test(tokens[k - 2]?.low ?? '')
    )
      return true;
  }
  return false;
};
const CLAUSE_END = new Set([',', ';', ':', '—', '–', '(', ')']);

/**
 * "One couple needs a 2BR with outdoor space", "the buyers want a garage": a wish reported of a person
 * names what they look for, not what the home has; the clause after it speaks for the home again.
 */
const wishReported = (tokens: readonly Token[], a: number, i: number): boolean => {
  for (let j = i - 1; j > a; j--) {
    if (CLAUSE_END.has(tokens[j]!.raw)) return false;
    const w = tokens[j]!.low;
    const wish = WISH.test(w) || (WISH_FOR.test(w) && tokens[j + 1]?.low === 'for');
    // "The buyers were hoping for …": an auxiliary between the person and the wish.
    let k = AUXILIARY.test(tokens[j - 1]?.low ?? '') ? j - 2 : j - 1;
    if (REPORTED.test(tokens[k]?.low ?? '')) k--;
    if (wish && WISHER.test(tokens[k]?.low ?? '')) return true;
  }
  return false;
};

/** The sentence's words as written (tokens joined where they touch): "doesn't" stays one word. */
const sentenceWords = (tokens: readonly Token[], a: number, b: number): string => {
  let out = '';
  for (let k = a; k <= b && k < tokens.length; k++) {
    const t = tokens[k]!;
    out += (k > a && tokens[k - 1]!.end < t.start ? ' ' : '') + t.low;
  }
  return out;
};
/**
 * "The listing doesn't say whether there's a pool", "the listing mentions neither": the agent reports
 * what the listing leaves out, so the sentence claims none of it (NAR Code of Ethics Art. 12 asks for a
 * true picture, and saying a fact is unknown is one).
 */
const SILENT =
  /\b(listing|mls|sheet|description|ad|page)\b.*\b(doesn'?t|does not|don'?t|didn'?t|never|won'?t)\s+(say|mention|state|list|show|specify|confirm)\b|\bmentions (neither|none)\b|\b(isn'?t|aren'?t|not) (mentioned|listed|stated|shown)\b/;
/** "Your list says pool, 4+ beds", "their wish list": the buyer's list of wants, not the home's facts. */
const WISH_LIST = /\b(your|their|his|her|buyers?'?s?|wish|must-have|must have|search)\s+list\b/;
/** "A few of you asked about a pool": a question reported, not a fact claimed. */
const ASKED = /^(asked|asking|ask|asks|wondered|wondering|question|questions)$/;

const reportedAbout = (tokens: readonly Token[], a: number, i: number): boolean => {
  for (let j = i - 1; j > a; j--) {
    if (CLAUSE_END.has(tokens[j]!.raw)) return false;
    if (tokens[j]!.low === 'about' && ASKED.test(tokens[j - 1]?.low ?? '')) return true;
  }
  return false;
};

/** True when token i lies in a question opening with a wish ("Need a home gym? …") or a question of fact. */
export const askedFor = (tokens: readonly Token[], i: number): boolean => {
  const a = sentenceStart(tokens, i);
  if (wishReported(tokens, a - 1, i) || reportedAbout(tokens, a - 1, i) || wishListSubject(tokens, a - 1, i))
    return true;
  const words = sentenceWords(tokens, a, Math.min(sentenceEnd(tokens, i), tokens.length - 1));
  if (SILENT.test(words) || WISH_LIST.test(words)) return true;
  // The sentence's ending token (the last token when none ends it).
  const b = Math.min(sentenceEnd(tokens, i), tokens.length - 1);
  if (tokens[b]?.raw !== '?') return false;
  if (questionOfFact(tokens, a, b, i)) return true;
  // "You need a …?", "Do you want a …?", "In the market for …?": the wish within the first three words.
  for (let j = a; j < a + 4 && j < b; j++) {
    const w = tokens[j]!.low;
    if (WISH.test(w)) return true;
    if (WISH_FOR.test(w) && tokens[j + 1]?.low === 'for') return true;
  }
  return false;
};

/**
 * The words of the question that the sentence at i answers, when i opens that answer (past a speaker's
 * tag): "Buyer: Any HOA?\nMe: $95 a month" gives ["any", "hoa"] for the $95. Else none.
 */
export const questionAnswered = (tokens: readonly Token[], i: number): string[] => {
  const a = sentenceStart(tokens, i);
  const mark = before(tokens, a);
  if (i > tagEnd(tokens, a) || mark < 0 || tokens[mark]!.raw !== '?') return [];
  return tokens.slice(tagEnd(tokens, sentenceStart(tokens, mark)), mark).map((t) => t.low);
};
