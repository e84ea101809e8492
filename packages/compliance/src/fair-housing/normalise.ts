import { ABBREVIATIONS } from './abbreviations';
import { emojiLetters } from './emoji-letters';
import { slashShorthand } from './slash-shorthand';
import { isLetter, joinSpacedLetters, type Raw } from './spaced-letters';

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
const IGNORABLE_ALL = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu;
const WORD = /[\p{L}\p{M}\p{N}]/u;
const APOSTROPHE = /['’ʼ`´]/u;
// Quotation marks are not boundaries: ads quote the words they exclude ('no "Section 8" tenants').
const BOUNDARY = /[.!?;:()[\]{}\n\r•|…¡¿]/u;
// The Arabic comma separates list items as the Latin one does ("ممنوع التدخين، الأطفال مرحب بهم": no
// smoking, children welcome).
const LIST = /[,/،]/u;
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
// Numbers with a unit or ordinal ("2br", "1st", "55s") or a unit letter ("1a", "11b") are not leet: only a
// word with letters on both sides of a digit, or a digit inside a word of letters, is read as letters.
const UNIT = /^\d+(?:st|nd|rd|th|s|br|bd|ba|am|pm|k|sf|sqft|ft|x|car|yr|yrs|mo|m|[a-z])?$/;

/** Lower case, accents off, apostrophes and ignorables out, leet digits read as letters. */
export const normaliseWord = (raw: string): string => {
  // ASCII words (most of them) skip the Unicode decomposition.
  const plain = /^[\x20-\x7e]*$/.test(raw)
    ? raw.toLowerCase().replace(/['`]/g, '')
    : raw
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        // Vietnamese đ has no decomposition: read as d, like its accented vowels read bare.
        .replace(/đ/g, 'd')
        .replace(/['’ʼ`´\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu, '');
  if (!/[\d@$!]/.test(plain) || UNIT.test(plain) || !/\p{L}/u.test(plain)) return plain;
  return plain.replace(/[0134578@$!]/g, (d) => LEET[d] ?? d);
};

// What each ASCII character is to the tokeniser (one table lookup instead of a regex per character).
const OTHER = 0;
const WORD_CHAR = 1;
const BOUNDARY_CHAR = 2;
const LIST_CHAR = 3;
const ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ASCII[c] = /[A-Za-z0-9]/.test(ch)
    ? WORD_CHAR
    : BOUNDARY.test(ch)
      ? BOUNDARY_CHAR
      : LIST.test(ch)
        ? LIST_CHAR
        : OTHER;
}
const isWordChar = (c: string | undefined) => {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return code < 128 ? ASCII[code] === WORD_CHAR : WORD.test(c);
};

const rawTokens = (text: string): Raw[] => {
  const out: Raw[] = [];
  let word: Raw | null = null;
  const close = () => {
    if (word) {
      word.text = text.slice(word.start, word.end);
      if (/[^\x20-\x7e]/.test(word.text)) word.text = word.text.replace(IGNORABLE_ALL, '');
      out.push(word);
    }
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
    const code = c.charCodeAt(0);
    if (code >= 128 && IGNORABLE.test(c)) continue;
    const next = text[i + 1];
    const inWord =
      (code < 128 ? ASCII[code] === WORD_CHAR : WORD.test(c)) ||
      (word !== null && APOSTROPHE.test(c) && isLetter(next)) ||
      (word !== null && (c === '@' || c === '$') && isWordChar(next)) ||
      // "l!ght-sk!nned": an exclamation mark between letters is an i.
      (word !== null && c === '!' && isLetter(next) && next?.toLowerCase() === next) ||
      (word !== null && c === '+' && /\d/.test(text[i - 1] ?? ''));
    if (inWord) {
      if (!word) word = { start: i, end: i + 1, text: '', kind: 'word' };
      word.end = i + 1;
      continue;
    }
    // "U.S." and "n.o": a dot between single letters is part of a spelled-out word, not a sentence end.
    if (c === '.' && word && word.end - word.start === 1 && isLetter(next) && !isLetter(text[i + 2])) {
      close();
      continue;
    }
    // "W.H.I.T.E. ONLY": the last dot of a dotted spelling ends no sentence either.
    if (c === '.' && word && word.end - word.start === 1 && text[i - 2] === '.') {
      close();
      continue;
    }
    // "U.S. citizens", "approx. size", "Mr. Diaz": a dot before a lower-case word or after a title ends
    // none; nor does the dot of "Sec. 8" (review-28: "no Sec. 8 vouchers").
    const abbr = word ? text.slice(word.start, word.end) : '';
    if (
      c === '.' &&
      (TITLE.test(abbr) ||
        (/^sect?$/i.test(abbr) && /^\s*\d/.test(text.slice(i + 1, i + 4))) ||
        /^\s+\p{Ll}/u.test(text.slice(i + 1, i + 4)))
    ) {
      close();
      continue;
    }
    // "w/", "w/o", "w/c": the listing shorthand for with, without and wheelchair (slash-shorthand.ts).
    const shorthand = c === '/' && word ? slashShorthand(text, word.start, word.end, i, isWordChar) : null;
    if (shorthand && word) {
      out.push({ start: word.start, end: shorthand.end, text: shorthand.text, kind: 'word' });
      word = null;
      i = shorthand.end - 1;
      continue;
    }
    if (c === '&') {
      close();
      out.push({ start: i, end: i + 1, text: 'and', kind: 'word' });
    } else {
      const kind =
        code < 128 ? ASCII[code] : BOUNDARY.test(c) ? BOUNDARY_CHAR : LIST.test(c) ? LIST_CHAR : OTHER;
      if (kind === BOUNDARY_CHAR) push('|', i);
      else if (kind === LIST_CHAR) push(',', i);
      else close();
    }
  }
  close();
  return out;
};

const TITLE = /^(?:mr|mrs|ms|mx)$/i;
/** A 1 inside a word read as i (one function, so the word cache below is kept between calls). */
const plainOne = (_raw: string, plain: string) => plain;

/** The text's tokens, each normalised, with `correct` applied to words (misspelling → word). */
export const tokenise = (
  text: string,
  correct: (word: string) => string = (w) => w,
  // "on1y": which reading of a 1 inside a word the checker knows (leet-one.ts); i by default.
  readOne: (raw: string, plain: string) => string = plainOne,
): Token[] => {
  // The cache holds one pair of functions' readings: another pair (a caller without readOne) starts
  // a new one, so no caller reads words as another read them (an order-dependent result otherwise).
  const same = correct === lastCorrect && readOne === lastReadOne;
  const cache = same ? wordCache : new Map<string, string>();
  if (!same) {
    lastCorrect = correct;
    lastReadOne = readOne;
    wordCache = cache;
  }
  // Length-preserving, so every offset still points into the caller's text.
  const read = emojiLetters(text);
  return joinSpacedLetters(read, rawTokens(read)).flatMap((r) => {
    if (r.kind !== 'word') return [{ start: r.start, end: r.end, norm: r.kind }];
    // A camel-case hashtag is words run together ("#AdultsOnly #NoKids"): each capital starts a word,
    // so the tag reads as the phrase it spells (a caption's hashtags are its statements too).
    const words = text[r.start - 1] === '#' ? hashtagWords(r.text) : null;
    if (words) return words.map((w) => ({ start: r.start, end: r.end, norm: correct(normaliseWord(w)) }));
    let norm = cache.get(r.text);
    if (norm === undefined) {
      const plain = readOne(r.text, normaliseWord(r.text));
      // Own keys only: "constructor" or "toString" in a listing is a word, not Object.prototype's.
      norm = (Object.hasOwn(ABBREVIATIONS, plain) ? ABBREVIATIONS[plain] : undefined) ?? correct(plain);
      // Listings reuse a few thousand words; the bound keeps a stream of odd tokens from growing it.
      if (cache.size < 50_000) cache.set(r.text, norm);
    }
    if (!norm.includes(' ')) return [{ start: r.start, end: r.end, norm }];
    return norm.split(' ').map((w) => ({ start: r.start, end: r.end, norm: w }));
  });
};

/** The words of a camel-case tag ("NoKids" → no, kids; "DTLiving" → dt, living), or null if it is one. */
const hashtagWords = (tag: string): string[] | null => {
  const words = tag.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu);
  return words && words.length > 1 && words.join('') === tag ? words : null;
};

// Words as written → normalised and corrected, for the last `correct` and `readOne` used (the engine's).
let lastCorrect: ((word: string) => string) | null = null;
let lastReadOne: ((raw: string, plain: string) => string) | null = null;
let wordCache = new Map<string, string>();

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
