import { sentenceEnd, sentenceStart } from './grammar';
import type { Token } from './token';

/**
 * A question that asks what the reader wants is no claim that the home has it (issue 26): "Want a
 * workshop?", "Looking for a three-car garage?", "Dreaming of a pool?". The answer after it is read on
 * its own, so "Craving a yard? This one has a fenced acre" still claims the acre. NAR Code of Ethics
 * Art. 12 asks for a true picture of what the property has; a reader's wish is not part of that picture.
 */
const WISH = /^(need|needs|want|wants|wanting|craving|crave|dreaming|dream|wishing|wish|hoping|seeking)$/;
/** "Looking for", "In the market for", "Hunting for": a wish in two or more words. */
const WISH_FOR = /^(looking|searching|hunting|shopping|market)$/;

/** True when token i lies in a question opening with a wish: "Need a home gym? …". */
export const askedFor = (tokens: readonly Token[], i: number): boolean => {
  const a = sentenceStart(tokens, i);
  // The sentence's ending token (the last token when none ends it).
  const b = Math.min(sentenceEnd(tokens, i), tokens.length - 1);
  if (tokens[b]?.raw !== '?') return false;
  // "You need a …?", "Do you want a …?", "In the market for …?": the wish within the first three words.
  for (let j = a; j < a + 4 && j < b; j++) {
    const w = tokens[j]!.low;
    if (WISH.test(w)) return true;
    if (WISH_FOR.test(w) && tokens[j + 1]?.low === 'for') return true;
  }
  return false;
};
