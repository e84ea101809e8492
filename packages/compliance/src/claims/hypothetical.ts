import { endsSentence, sentenceEnd, sentenceStart, wordsAt } from './grammar';
import type { Token } from './tokenize';

/**
 * A feature the home could have is no claim that it has it (issue 26): "City code allows 2 ADUs,
 * buyers to verify", "you could add a 2-car garage", "zoning permits an ADU", "potential for a pool".
 * feature-context.ts reads the three words just before a feature; this reads the sentence's modal
 * before it (past a count such as "2-car") and a verification after it. NAR Code of Ethics Art. 12:
 * an advertised possibility must not be presented as a feature the property has.
 */
// Russian too: "кодекс позволяет построить 2 ADU" (the code allows building), "можно построить" (one can build).
const MODAL_BEFORE =
  /^(could|might|allows?|allowed|permits?|permitted|zoning|zoned|potential|possible|possibility|option|optional|buildable|proposed|planned|plans|позволяет|разрешает|можно|возможно)$/;
/** "can add", "room to build": a verb of adding after "can"/"to". */
const ADD_VERB = /^(add|build|put|install|create|convert)$/;
const CAN = /^(can|to|you'll|could)$/;
const VERIFY_AFTER = [
  ['buyers', 'to', 'verify'],
  ['buyer', 'to', 'verify'],
  ['to', 'be', 'verified'],
  ['subject', 'to'],
  ['buyers', 'to', 'confirm'],
  ['buyer', 'to', 'confirm'],
];

/**
 * "room in the yard for the pool you have been dreaming of", "a backyard big enough for a pool": room
 * or space for the feature, however the place between is named, is room for it, not the feature.
 */
const roomFor = (tokens: readonly Token[], from: number): boolean => {
  let f = from - 1;
  if (/^(a|an|the|your|that)$/.test(tokens[f]?.low ?? '')) f--;
  if (tokens[f]?.low !== 'for') return false;
  for (let j = f - 1, n = 0; j >= 0 && n < 6 && !endsSentence(tokens, j); j--, n++)
    if (/^(room|space|enough)$/.test(tokens[j]!.low)) return true;
  return false;
};

/**
 * "Could the den be your home office?", "Might the loft be a fourth bedroom?": a question opened by a
 * modal offers what follows its "be" as a use, not a part the home has (NAR Code of Ethics Art. 12:
 * a possibility must not read as a feature). What stands before "be" (the den, the loft) is still
 * claimed.
 */
export const askedUse = (tokens: readonly Token[], from: number): boolean => {
  const start = sentenceStart(tokens, from);
  if (!/^(could|might|would|can|may)$/.test(tokens[start]?.low ?? '')) return false;
  if (tokens[sentenceEnd(tokens, from)]?.raw !== '?') return false;
  for (let j = start + 1; j < from; j++) if (/^(be|become|serve)$/.test(tokens[j]!.low)) return true;
  return false;
};

/**
 * "Could the finished basement be your gym?": a question's modal before a definite subject asks about
 * a part the post takes the home to have; the basement is still claimed (only its use is asked).
 */
const presupposed = (tokens: readonly Token[], modal: number, from: number): boolean =>
  modal === sentenceStart(tokens, from) &&
  /^(the|this|that|its|your)$/.test(tokens[modal + 1]?.low ?? '') &&
  tokens[sentenceEnd(tokens, from)]?.raw === '?' &&
  !tokens.slice(modal + 1, from).some((t) => /^(be|become|add|build|put|install|fit|have)$/.test(t.low));

/**
 * "Could the finished basement be …?": a modal inverted before a definite subject asks about a part the
 * post takes the home to have (only "you could add a basement" offers one that may not exist).
 */
export const askedOfDefinite = (w: string, next: string | undefined) =>
  /^(could|might|would|can)$/.test(w) && /^(the|this|its|that)$/.test(next ?? '');

/**
 * "the seller will install a new roof", "the owners are adding a fence": a party to the sale promising
 * the work makes the feature a term of the sale, a claim to confirm, not a buyer's possibility.
 */
export const promisedBy = (verb: string, before: readonly string[]) =>
  /^(install|add|build|put|replace|installing|adding|building|replacing)$/.test(verb) &&
  before.slice(-3).some((w) => /^(seller|sellers|owner|owners|landlord|builder|developer)$/.test(w)) &&
  before.slice(-2).some((w) => /^(will|is|are|shall|to)$/.test(w));

/** True when the feature at tokens [from, next) is said as a possibility, not as the home's. */
export const hypothetical = (tokens: readonly Token[], from: number, next: number): boolean => {
  if (roomFor(tokens, from) || askedUse(tokens, from)) return true;
  for (let j = from - 1, n = 0; j >= 0 && n < 7 && !endsSentence(tokens, j); j--, n++) {
    const w = tokens[j]!.low;
    if (MODAL_BEFORE.test(w)) return !presupposed(tokens, j, from);
    if (ADD_VERB.test(w) && CAN.test(tokens[j - 1]?.low ?? '')) return true;
    // "I'd budget for a new furnace": a cost to come, not a part the home has.
    if (/^(budget|budgeting|budgeted|save|saving)$/.test(w) && tokens[j + 1]?.low === 'for') return true;
  }
  for (let j = next, n = 0; j < tokens.length && n < 10 && !endsSentence(tokens, j); j++, n++)
    if (VERIFY_AFTER.some((p) => wordsAt(tokens, j, p))) return true;
  return false;
};
