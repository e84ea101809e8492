/**
 * An Aho-Corasick automaton over ASCII words: one table step per character of a text finds every
 * occurrence of every word (needles.ts). A trie walked from each position of a listing asked a Map
 * per character of each common prefix ("the", "no "), and with the rules' first words (match-starts.ts)
 * beside their needles that walk was a seventh of the engine's CPU.
 *
 * `step[state * width + symbol[c]]` is the state after reading c; a character outside every word
 * (symbol 0, or not ASCII) leads back to the start. `word[state]` is the word that ends at the state
 * (-1 if none) and `more[state]` the next state down its suffix chain where another word ends (0 if
 * none): the words ending at a position are read along that chain.
 */
export type Automaton = {
  symbol: Uint8Array;
  width: number;
  step: Int32Array;
  word: Int32Array;
  more: Int32Array;
};

/** Whether every character of `s` is ASCII (the automaton's alphabet). */
export const asciiOnly = (s: string): boolean => {
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) >= 128) return false;
  return true;
};

export const automaton = (words: readonly string[]): Automaton => {
  const symbol = new Uint8Array(128);
  let width = 1;
  for (const w of words) {
    if (w === '') throw new Error('automaton: an empty word');
    for (let k = 0; k < w.length; k++) {
      const c = w.charCodeAt(k);
      if (c >= 128) throw new Error(`automaton: an ASCII word, not ${JSON.stringify(w)}`);
      if (symbol[c] === 0) symbol[c] = width++;
    }
  }
  // The trie of the words, as child maps per state; state 0 is the start.
  const children: Map<number, number>[] = [new Map()];
  const ends: number[] = [-1];
  words.forEach((w, id) => {
    let at = 0;
    for (let k = 0; k < w.length; k++) {
      const s = symbol[w.charCodeAt(k)]!;
      let next = children[at]!.get(s);
      if (next === undefined) {
        next = children.push(new Map()) - 1;
        ends.push(-1);
        children[at]!.set(s, next);
      }
      at = next;
    }
    ends[at] = id;
  });
  const states = children.length;
  const step = new Int32Array(states * width);
  const word = Int32Array.from(ends);
  const more = new Int32Array(states);
  const fail = new Int32Array(states);
  // Breadth first, so a state's fallback (the longest suffix of its path that is a trie path) is
  // complete before the states below it read from it.
  const queue: number[] = [];
  for (const [s, next] of children[0]!) {
    step[s] = next;
    queue.push(next);
  }
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q]!;
    const back = fail[at]!;
    more[at] = word[back]! >= 0 ? back : more[back]!;
    for (let s = 0; s < width; s++) {
      const next = children[at]!.get(s);
      if (next === undefined) step[at * width + s] = step[back * width + s]!;
      else {
        step[at * width + s] = next;
        fail[next] = step[back * width + s]!;
        queue.push(next);
      }
    }
  }
  return { symbol, width, step, word, more };
};
