import type { Token } from './normalise';

/**
 * Spoken fillers in transcribed voicemails and chats ("the owner doesn't, um, really want kids"): they
 * carry no meaning, so they and the commas that set them off are dropped before the grammar is read,
 * and a refusal reads the same with or without them (24 CFR §100.75(b): oral statements count too).
 */
const FILLERS = new Set('um umm uh uhh uhm er erm hmm ah eh'.split(' '));

export const dropFillers = (tokens: Token[]): Token[] => {
  if (!tokens.some((t) => FILLERS.has(t.norm))) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!FILLERS.has(t.norm)) {
      out.push(t);
      continue;
    }
    // ", um," → nothing; ", um" before a word → nothing; "um," at the start → nothing.
    if (out.at(-1)?.norm === ',') out.pop();
    if (tokens[i + 1]?.norm === ',') i++;
  }
  return out;
};
