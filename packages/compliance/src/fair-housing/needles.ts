/**
 * Which of a fixed set of substrings a text holds, found in one pass over it. The whole-phrase rules
 * (engine.ts) each list the words they need before their regex is run (`needs`); asking the text for
 * each of those ~200 words in turn read a listing ~200 times, a tenth of the engine's CPU
 * (bench:compliance). The answer for each needle is the same as `text.includes(needle)`.
 */
export const needleFinder = (needles: Iterable<string>): ((text: string) => ReadonlySet<string>) => {
  // Needles by their first two characters when both are ASCII (a table, no hashing per character);
  // needles starting with a non-ASCII character (Hangul, Han: language-rules.ts) by that character,
  // looked up only where the text has one; the rest (one ASCII character, or an ASCII then a
  // non-ASCII one) are asked of the text one by one.
  // Within a bucket, needles of three or more characters are kept by their third character, so a
  // common pair ("yo", "co") only asks the needles that can still match.
  type Bucket = { two: string[]; byThird: Map<number, string[]> };
  const buckets: Bucket[] = [];
  const bucketOf = new Int32Array(128 * 128).fill(-1);
  const wide = new Map<number, string[]>();
  const others: string[] = [];
  for (const n of new Set(needles)) {
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
    if (bucketOf[key] === -1) bucketOf[key] = buckets.push({ two: [], byThird: new Map() }) - 1;
    const bucket = buckets[bucketOf[key]!]!;
    if (n.length === 2) bucket.two.push(n);
    else {
      const list = bucket.byThird.get(n.charCodeAt(2));
      if (list) list.push(n);
      else bucket.byThird.set(n.charCodeAt(2), [n]);
    }
  }
  return (text) => {
    const found = new Set<string>();
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
      const bucket = buckets[k]!;
      for (const n of bucket.two) found.add(n);
      const longer = bucket.byThird.get(text.charCodeAt(i + 2));
      if (longer) for (const n of longer) if (!found.has(n) && text.startsWith(n, i)) found.add(n);
    }
    const last = text.length - 1;
    if (last >= 0 && wide.size && text.charCodeAt(last) >= 128) wideAt(last, text.charCodeAt(last));
    return found;
  };
};
