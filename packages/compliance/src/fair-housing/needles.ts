import { asciiOnly, automaton } from './aho-corasick';

/**
 * Which of a fixed set of substrings a text holds, found in one pass over it. The whole-phrase rules
 * (engine.ts) each list the words they need before their regex is run (`needs`); asking the text for
 * each of those ~200 words in turn read a listing ~200 times, a tenth of the engine's CPU
 * (bench:compliance). The answer for each needle is the same as `text.includes(needle)`.
 */
export const needleFinder = (needles: Iterable<string>): ((text: string) => ReadonlySet<string>) => {
  const index = needleIndex(needles);
  return (text) => index(text).found;
};

/** What needleIndex answers: the needles found, and where each `placed` needle starts, ascending. */
export type NeedleIndex = { found: Set<string>; at: Map<string, number[]> };

/**
 * needleFinder's pass, also telling every index at which each of the `placed` needles starts (the
 * engine runs a rule's expression only where one of its first words stands, match-starts.ts, and
 * only in clauses that hold one of its needles, clause-spans.ts). ASCII needles are placed where the
 * automaton meets their end, needles of other scripts where their first character stands, and the
 * rest (an ASCII start, then a non-ASCII character) by indexOf.
 */
export const needleIndex = (
  needles: Iterable<string>,
  placed: ReadonlySet<string> = new Set(),
): ((text: string) => NeedleIndex) => {
  for (const n of placed)
    if (n === '' || (n.length < 2 && asciiOnly(n)))
      throw new Error(`needleIndex: a placed needle is not one ASCII character: ${n}`);
  // ASCII needles are found by one automaton step per character (aho-corasick.ts); needles starting
  // with a non-ASCII character (Hangul, Han: language-rules.ts) by that character, looked up only
  // where the text has one; the rest (an ASCII start, then a non-ASCII character) are asked of the
  // text one by one.
  const ascii: string[] = [];
  const wide = new Map<number, string[]>();
  const others: string[] = [];
  for (const n of new Set([...needles, ...placed])) {
    const a = n.charCodeAt(0);
    if (a >= 128) {
      const list = wide.get(a);
      if (list) list.push(n);
      else wide.set(a, [n]);
    } else if (n !== '' && asciiOnly(n)) ascii.push(n);
    else others.push(n);
  }
  const { symbol, width, step, word, more } = automaton(ascii);
  const isPlaced = ascii.map((n) => placed.has(n));
  // Which needles this text has found already, by a stamp per text instead of a set lookup per hit.
  const seen = new Int32Array(ascii.length);
  let stamp = 0;
  const place = (where: Map<string, number[]>, n: string, i: number) => {
    const list = where.get(n);
    if (list) list.push(i);
    else where.set(n, [i]);
  };
  return (text) => {
    const found = new Set<string>();
    const where = new Map<string, number[]>();
    stamp++;
    for (const n of others) {
      let i = text.indexOf(n);
      if (i < 0) continue;
      found.add(n);
      if (placed.has(n)) for (; i >= 0; i = text.indexOf(n, i + 1)) place(where, n, i);
    }
    let state = 0;
    for (let j = 0; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c >= 128) {
        state = 0;
        const list = wide.size ? wide.get(c) : undefined;
        if (list)
          for (const n of list) {
            if ((found.has(n) && !placed.has(n)) || !text.startsWith(n, j)) continue;
            found.add(n);
            if (placed.has(n)) place(where, n, j);
          }
        continue;
      }
      state = step[state * width + symbol[c]!]!;
      for (let at = word[state]! >= 0 ? state : more[state]!; at !== 0; at = more[at]!) {
        const id = word[at]!;
        const n = ascii[id]!;
        if (seen[id] !== stamp) {
          seen[id] = stamp;
          found.add(n);
        }
        if (isPlaced[id]) place(where, n, j - n.length + 1);
      }
    }
    return { found, at: where };
  };
};
