/**
 * Text → tokens with their offsets in the original text, each token normalised (lower case, accents and
 * apostrophes dropped, leet digits read as letters, spaced letters joined, known misspellings mapped to
 * the word they misspell). Rules match on the normalised text; findings map back to the original.
 */

/** A word, or a boundary: '|' ends a sentence or clause, ',' separates list items. */
export type Token = {
  /** Offset of the first character in the original text. */
  start: number;
  /** Offset after the last character in the original text. */
  end: number;
  norm: string;
};

// Characters people (or copy-paste) put inside words to dodge a filter; they never separate words.
const IGNORABLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/u;
const WORD = /[\p{L}\p{M}\p{N}]/u;
const APOSTROPHE = /['’ʼ`´]/u;
const BOUNDARY = /[.!?;:()[\]{}\n\r•|…¡¿"“”]/u;
const LIST = /[,/]/u;
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
// Numbers with a unit or ordinal ("2br", "1st", "55s") are not leet: only a word with letters on both
// sides of a digit, or a digit inside a word of letters, is read as letters.
const UNIT = /^\d+(?:st|nd|rd|th|s|br|bd|ba|am|pm|k|sf|sqft|ft|x|car|yr|yrs|mo|m)?$/;

const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** Lower case, accents off, apostrophes and ignorables out, leet digits read as letters. */
export const normaliseWord = (raw: string): string => {
  const plain = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`´\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu, '');
  if (!/\d|[@$]/.test(plain) || UNIT.test(plain) || !/\p{L}/u.test(plain)) return plain;
  return plain.replace(/[0134578@$]/g, (d) => LEET[d] ?? d);
};

type Raw = { start: number; end: number; text: string; kind: 'word' | '|' | ',' };

const rawTokens = (text: string): Raw[] => {
  const out: Raw[] = [];
  let word: Raw | null = null;
  const close = () => {
    if (word) out.push(word);
    word = null;
  };
  const push = (kind: '|' | ',', at: number) => {
    close();
    const last = out.at(-1);
    if (last && last.kind !== 'word') {
      // A run of boundaries is one boundary; '|' wins over ','.
      if (kind === '|') last.kind = '|';
      last.end = at + 1;
      return;
    }
    out.push({ start: at, end: at + 1, text: kind, kind });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (IGNORABLE.test(c)) continue;
    const prev = text[i - 1];
    const next = text[i + 1];
    const inWord =
      WORD.test(c) ||
      (word !== null && APOSTROPHE.test(c) && isLetter(next)) ||
      (word !== null && /[@$]/.test(c) && next !== undefined && WORD.test(next)) ||
      (word !== null && c === '+' && /\d/.test(prev ?? ''));
    if (inWord) {
      if (!word) word = { start: i, end: i + 1, text: '', kind: 'word' };
      word.text += c;
      word.end = i + 1;
      continue;
    }
    // "U.S." and "n.o": a dot between single letters is part of a spelled-out word, not a sentence end.
    if (c === '.' && word && word.text.length === 1 && isLetter(next) && !isLetter(text[i + 2])) {
      close();
      continue;
    }
    if (c === '&') {
      close();
      out.push({ start: i, end: i + 1, text: 'and', kind: 'word' });
    } else if (BOUNDARY.test(c)) push('|', i);
    else if (LIST.test(c)) push(',', i);
    else close();
  }
  close();
  return out;
};

const isSingleLetter = (t: Raw) => t.kind === 'word' && t.text.length === 1 && isLetter(t.text);

/**
 * "n o  k i d s" → "no", "kids": a run of at least three single letters is a spelled-out phrase;
 * a gap of two or more characters between letters separates its words.
 */
const joinSpacedLetters = (text: string, raws: Raw[]): Raw[] => {
  const out: Raw[] = [];
  let i = 0;
  while (i < raws.length) {
    let j = i;
    while (j < raws.length && isSingleLetter(raws[j]!)) j++;
    const run = raws.slice(i, j);
    const dotted = run.length === 2 && text[run[0]!.end] === '.';
    if (run.length >= 3 || dotted) {
      let current: Raw = { ...run[0]! };
      for (const r of run.slice(1)) {
        if (r.start - current.end >= 2 && !dotted) {
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

/** The text's tokens, each normalised, with `correct` applied to words (misspelling → word). */
export const tokenise = (text: string, correct: (word: string) => string = (w) => w): Token[] =>
  joinSpacedLetters(text, rawTokens(text)).map((r) => ({
    start: r.start,
    end: r.end,
    norm: r.kind === 'word' ? correct(normaliseWord(r.text)) : r.kind,
  }));

/** The normalised text (tokens joined by one space) and, per character, the token it belongs to. */
export const joinTokens = (
  tokens: readonly Token[],
): { text: string; tokenAt: Int32Array; startOf: Int32Array } => {
  const text = tokens.map((t) => t.norm).join(' ');
  const tokenAt = new Int32Array(text.length + 1);
  const startOf = new Int32Array(tokens.length + 1);
  let pos = 0;
  tokens.forEach((t, k) => {
    startOf[k] = pos;
    tokenAt.fill(k, pos, pos + t.norm.length + 1);
    pos += t.norm.length + 1;
  });
  startOf[tokens.length] = pos;
  return { text, tokenAt, startOf };
};
