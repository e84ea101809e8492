import { PEOPLE_NOUNS } from './vocabulary/nouns';

/**
 * Words an ad runs together or stretches to slip past a word list (issue #22, evasions): "NOKIDS",
 * "N o k i d s" (joined by normalise.ts into one run), "kidsonly", "Nooo kids". A word no vocabulary
 * knows is read as the known words it is made of, or as the known word its stretched letters spell.
 * Pieces come from the class vocabularies (passed in, so this file imports no lexicon), the people
 * nouns and the few words of exclusion; every piece must be known, so "nomad" or "mentor" stay whole.
 * HUD 1995 memo: a statement that a group is not wanted is a limitation however it is spelled.
 */
const GRAMMAR = new Set(
  'no not only allowed welcome preferred wanted please apply need accepted none zero'.split(' '),
);
const PEOPLE = new Set(PEOPLE_NOUNS.filter((w) => !w.includes(' ')));
const MIN_PIECE = 2;

/** The word's pieces, each known, fewest first; null when it is no run of known words. */
const pieces = (word: string, known: (w: string) => boolean, depth: number): string[] | null => {
  if (known(word)) return [word];
  if (depth === 0) return null;
  for (let i = word.length - MIN_PIECE; i >= MIN_PIECE; i--) {
    const head = word.slice(0, i);
    if (!known(head)) continue;
    const rest = pieces(word.slice(i), known, depth - 1);
    if (rest) return [head, ...rest];
  }
  return null;
};

/** "nooo" → "no", "kiiids" → "kids": letters stretched three times or more, read once or twice. */
const unstretch = (word: string, isClassWord: (w: string) => boolean): string | null => {
  if (!/(.)\1\1/.test(word)) return null;
  const once = word.replace(/(.)\1{2,}/g, '$1');
  const twice = word.replace(/(.)\1{2,}/g, '$1$1');
  for (const w of [once, twice]) if (isClassWord(w) || GRAMMAR.has(w)) return w;
  return null;
};

/** The words a run-together or stretched word stands for (space-separated), or null. */
export const splitRunTogether = (word: string, isClassWord: (w: string) => boolean): string | null => {
  const stretched = unstretch(word, isClassWord);
  if (stretched) return stretched;
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return null;
  const known = (w: string) => isClassWord(w) || GRAMMAR.has(w) || PEOPLE.has(w);
  const found = pieces(word, known, 3);
  // Only a run that holds a class word is read apart ("notallowed" alone changes nothing).
  return found && found.length > 1 && found.some(isClassWord) ? found.join(' ') : null;
};
