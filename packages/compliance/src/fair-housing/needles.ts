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
 * engine runs a rule's expression only where one of its first words stands, match-starts.ts). A
 * placed needle must start with two ASCII characters: those are the ones the pass meets at each
 * position; a needle asked of the text by includes has no position.
 */
export const needleIndex = (
  needles: Iterable<string>,
  placed: ReadonlySet<string> = new Set(),
): ((text: string) => NeedleIndex) => {
  for (const n of placed)
    if (n.length < 2 || n.charCodeAt(0) >= 128 || n.charCodeAt(1) >= 128)
      throw new Error(`needleIndex: a placed needle needs two ASCII characters first: ${n}`);
  // Needles by their first two characters when both are ASCII (a table, no hashing per character);
  // needles starting with a non-ASCII character (Hangul, Han: language-rules.ts) by that character,
  // looked up only where the text has one; the rest (one ASCII character, or an ASCII then a
  // non-ASCII one) are asked of the text one by one.
  // Below the two-character table the needles form a trie, walked from each position only while the
  // text still follows one: a common pair or triple ("no ", "the") asks a few nodes, not every needle
  // that starts with it (the rule gate, rule-gate.ts, brings thousands of needles).
  type Node = { ends: string[]; next: Map<number, Node> | null };
  const node = (): Node => ({ ends: [], next: null });
  const roots: Node[] = [];
  const bucketOf = new Int32Array(128 * 128).fill(-1);
  const wide = new Map<number, string[]>();
  const others: string[] = [];
  for (const n of new Set([...needles, ...placed])) {
    const a = n.charCodeAt(0);
    const b = n.charCodeAt(1);
    if (a >= 128) {
      const list = wide.get(a);
      if (list) list.push(n);
      else wide.set(a, [n]);
      continue;
    }
    if (n.length < 2 || b >= 128) {
      others.push(n);
      continue;
    }
    const key = a * 128 + b;
    if (bucketOf[key] === -1) bucketOf[key] = roots.push(node()) - 1;
    let at = roots[bucketOf[key]!]!;
    for (let k = 2; k < n.length; k++) {
      const c = n.charCodeAt(k);
      at.next ??= new Map();
      let child = at.next.get(c);
      if (!child) {
        child = node();
        at.next.set(c, child);
      }
      at = child;
    }
    at.ends.push(n);
  }
  return (text) => {
    const found = new Set<string>();
    const where = new Map<string, number[]>();
    for (const n of others) if (text.includes(n)) found.add(n);
    const wideAt = (i: number, a: number) => {
      const list = wide.get(a);
      if (list) for (const n of list) if (!found.has(n) && text.startsWith(n, i)) found.add(n);
    };
    let b = text.charCodeAt(0);
    for (let i = 0; i < text.length - 1; i++) {
      const a = b;
      b = text.charCodeAt(i + 1);
      if (a >= 128) {
        if (wide.size) wideAt(i, a);
        continue;
      }
      if (b >= 128) continue;
      const k = bucketOf[a * 128 + b]!;
      if (k === -1) continue;
      let at: Node | undefined = roots[k]!;
      for (let j = i + 2; ; j++) {
        for (const n of at.ends) {
          found.add(n);
          if (placed.has(n)) {
            const list = where.get(n);
            if (list) list.push(i);
            else where.set(n, [i]);
          }
        }
        if (!at.next || j >= text.length) break;
        at = at.next.get(text.charCodeAt(j));
        if (!at) break;
      }
    }
    const last = text.length - 1;
    if (last >= 0 && wide.size && text.charCodeAt(last) >= 128) wideAt(last, text.charCodeAt(last));
    return { found, at: where };
  };
};
