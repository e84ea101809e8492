import { endsSentence } from './grammar';
import type { Token } from './tokenize';

/**
 * A figure said of another building named by its proper name (issue 26): relocation and parent emails
 * compare buildings — "The Castilian runs about $1,420 for a shared suite", "The Standard starts at
 * $999" — and the sum is that building's rent, not the listing's. The clause's subject is "The" and a
 * capitalised name, with a verb of what a home costs or has; a name the listing's description or
 * address uses is the listing's own building, so its figures stay the listing's.
 */
const VERB =
  /^(runs|run|rents|costs|cost|starts|start|goes|asks|charges|lists|has|have|offers|is|was|sold|leases)$/;
/** Words that open a new clause inside a sentence: what follows has a subject of its own. */
const CLAUSE = /^(:|,|and|but|while|whereas)$/;

/** The index of the clause start before token i: after a sentence end, a colon, a comma or "and". */
const clauseStart = (tokens: readonly Token[], i: number): number => {
  let a = i;
  while (a > 0 && !endsSentence(tokens, a - 1) && !CLAUSE.test(tokens[a - 1]!.low)) a--;
  return a;
};

/** True when the figure at token i stands in a clause whose subject is another named building. */
export const saidOfNamedBuilding = (tokens: readonly Token[], i: number, own: string): boolean => {
  const a = clauseStart(tokens, i);
  if (tokens[a]?.low !== 'the') return false;
  let k = a + 1;
  const name: string[] = [];
  while (k < i && name.length < 3 && tokens[k]!.kind === 'word' && /^[A-Z][a-z]/.test(tokens[k]!.raw))
    name.push(tokens[k++]!.low);
  if (!name.length || !VERB.test(tokens[k]?.low ?? '')) return false;
  return !name.some((w) => own.includes(w));
};
