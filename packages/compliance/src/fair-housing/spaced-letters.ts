/**
 * Letters spelled out one by one ("n o  k i d s", "S-e-c-t-1-o-n", "N.O. K.I.D.S") joined back into
 * the words they spell, over the raw tokens of normalise.ts.
 */

/** A raw token of normalise.ts: a word as written, or a boundary ('|' clause end, ',' list item). */
export type Raw = { start: number; end: number; text: string; kind: 'word' | '|' | ',' };

export const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

const isSingleLetter = (t: Raw) => t.kind === 'word' && t.text.length === 1 && isLetter(t.text);
/**
 * "S-e-c-t-1-o-n", "k-1-d-s": a lone digit read as a letter (1 for i or l, 0 for o, 3 for e, 4 for a,
 * 5 for s, 7 for t) between two single letters is a letter of the spelled-out word (HUD 1995 memo: the
 * statement, not its spelling, is what 42 U.S.C. §3604(c) reaches). Between anything else it stays a
 * number ("Unit 4 B", "2 B R").
 */
const isSpelledChar = (raws: readonly Raw[], k: number) => {
  const t = raws[k]!;
  if (isSingleLetter(t)) return true;
  const before = raws[k - 1];
  const after = raws[k + 1];
  return (
    t.kind === 'word' &&
    /^[013457]$/.test(t.text) &&
    before !== undefined &&
    after !== undefined &&
    isSingleLetter(before) &&
    isSingleLetter(after) &&
    t.start - before.end === 1 &&
    after.start - t.end === 1
  );
};

/**
 * "n o  k i d s" → "no", "kids": a run of at least three single letters is a spelled-out phrase;
 * a gap of two or more characters between letters separates its words.
 */
export const joinSpacedLetters = (text: string, raws: Raw[]): Raw[] => {
  const out: Raw[] = [];
  let i = 0;
  while (i < raws.length) {
    let j = i;
    while (j < raws.length && isSpelledChar(raws, j)) j++;
    const run = raws.slice(i, j);
    // "N.O", "N-O", "N o": two letters spelled apart make a word when joined by a dot or a hyphen, or
    // when they spell "no" (the one two-letter word an evasion spells out before a class word).
    const between = run.length === 2 ? text.slice(run[0]!.end, run[1]!.start) : '';
    const dotted =
      run.length === 2 &&
      (between === '.' ||
        between === '-' ||
        (between === ' ' && `${run[0]!.text}${run[1]!.text}`.toLowerCase() === 'no'));
    if (run.length >= 3 || dotted) {
      // "a U.S. citizen": a letter of a dotted spelling ("U.S.") never joins a spaced-out one ("a").
      // A sentence's final dot after a spaced spelling ("n o m e n.") is no dotted spelling.
      const inDots = (r: Raw) =>
        text[r.start - 1] === '.' || (text[r.end] === '.' && isLetter(text[r.end + 1]));
      let current: Raw = { ...run[0]! };
      let prev = run[0]!;
      for (const r of run.slice(1)) {
        // "N.O  K.I.D.S", "N.O. K.I.D.S": a space inside a dotted spelling ends its word.
        const dottedEnd = inDots(prev) && inDots(r) && /\s/.test(text.slice(prev.end, r.start));
        const split =
          inDots(prev) !== inDots(r) || dottedEnd || (r.start - current.end >= 2 && !dotted && !inDots(r));
        prev = r;
        if (split) {
          out.push(current);
          current = { ...r };
        } else current = { start: current.start, end: r.end, text: current.text + r.text, kind: 'word' };
      }
      out.push(current);
      i = j;
    } else if (run.length > 0) {
      out.push(...run);
      i = j;
    } else {
      out.push(raws[i]!);
      i++;
    }
  }
  return out;
};
