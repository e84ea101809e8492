import { endsSentence, wordsAt } from './grammar';
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

/** True when the feature at tokens [from, next) is said as a possibility, not as the home's. */
export const hypothetical = (tokens: readonly Token[], from: number, next: number): boolean => {
  for (let j = from - 1, n = 0; j >= 0 && n < 7 && !endsSentence(tokens, j); j--, n++) {
    const w = tokens[j]!.low;
    if (MODAL_BEFORE.test(w)) return true;
    if (ADD_VERB.test(w) && CAN.test(tokens[j - 1]?.low ?? '')) return true;
    // "I'd budget for a new furnace": a cost to come, not a part the home has.
    if (/^(budget|budgeting|budgeted|save|saving)$/.test(w) && tokens[j + 1]?.low === 'for') return true;
  }
  for (let j = next, n = 0; j < tokens.length && n < 10 && !endsSentence(tokens, j); j++, n++)
    if (VERIFY_AFTER.some((p) => wordsAt(tokens, j, p))) return true;
  return false;
};
