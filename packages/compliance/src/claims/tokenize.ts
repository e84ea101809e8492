import { cjkWordAt } from './cjk-words';
import { readsCommaDecimal } from './comma-decimal';
import { joinNumbers } from './joined-numbers';
import { latinMillionsAt, latinNumberAt } from './locale-number';
import { ONES, TEENS } from './number-words';
import { readsPortuguese } from './portuguese';
import { RU_NUMBERS } from './russian-arabic';
import { shorthandContext } from './shorthand-context';
import { readsSpanish, SPANISH_NUMBERS } from './spanish';
import type { Token, TokenKind } from './token';
import { readsVietnamese } from './vietnamese';

/**
 * The claim checker's tokenizer: the text as numbers, words and symbols with their offsets. What is
 * never a fact about the home is consumed here as one skipped span, so no grammar reads a number in
 * it: links, e-mail addresses, hashtags and mentions, phone numbers, clock times, dates and "24/7".
 */
export type { Token, TokenKind } from './token';

/** Counts written as words; description.ts reads the same words. */
export const WORD_NUMBERS: Record<string, number> = {
  zero: 0,
  ...ONES,
  single: 1,
  double: 2,
  triple: 3,
  ...TEENS,
  twenty: 20,
  // Spanish posts (issue 26) spell their counts too: "tres habitaciones".
  ...SPANISH_NUMBERS,
  // Russian ones in their cases: "с одной спальней" (with one bedroom), "две спальни".
  ...RU_NUMBERS,
};
/** Ordinals written as words; floor.ts reads the same words. */
export const WORD_ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  top: Number.POSITIVE_INFINITY,
};
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
  millones: 1e6,
  millón: 1e6,
  millon: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** Spans that are never claims, tried in order at each position. */
const SKIPPED: readonly RegExp[] = [
  /(?:https?:\/\/|www\.)\S+/iy,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/y,
  /[#@][\w]*[A-Za-z_][\w]*/y,
  /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/y,
  /\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?/iy,
  /\d{1,2}:\d{2}(?::\d{2})?/y,
  /\d{4}-\d{2}-\d{2}(?:T[\d:.]+)?/y,
  // 3/14, 3/14/26 and 24/7, but not the fractions of an acre or a bath ("1/2 acre", "3/4 bath").
  /\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])(?!\s?-?\s?(?:acres?|ac\b|baths?|ba\b|bathrooms?))/iy,
];
const MONEY =
  /\$\s?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?()(?:\s?(k|mm|m|millones|mill[oó]n|mil|million|thousand|bn|b|billion)(?![a-zà-ÿ]))?/iy;
// Spanish counts by "mil" (thousand) and "millones" without a currency sign: "489 mil dólares".
const SPANISH_SCALED = /(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+))?()\s(millones|mill[oó]n|mil)(?![a-zà-ÿ])/iy;
const SPANISH_DOLLARS = new RegExp(`${SPANISH_SCALED.source}(?=\\s+(?:de\\s+)?d[oó]lares)`, 'iy');
// "millones" is Spanish only, so it scales in any post ("1.2 millones de dólares" in an English frame).
const NUMBER =
  /(\d{1,3}(?:,\d{3})+(?!\d)|\d+)?(?:\.(\d+))?(½)?(?:\s?(k|mm|m|millones|million|thousand)(?![a-z²\d]))?/iy;
const FRACTION = /(\d)\/(\d{1,2})/y;
const ORDINAL = /(\d+)(?:st|nd|rd|th)(?![a-z])/iy;
// Latin-1 letters too: Spanish "recámaras" and "baños" are one word each, not "rec", "á", "maras";
// and Latin Extended: Vietnamese "phòng ngủ", "Đã bán" are words, not "ng", "ủ" (as typed, composed: NFC);
// Cyrillic and Arabic letters too: Russian "спальни" and Arabic "غرف نوم" are words, not one symbol a letter.
const WORD = /[A-Za-zÀ-ÖØ-öø-ÿĀ-ɏḀ-ỿЀ-ӿء-ٟ]+(?:['’][A-Za-zÀ-ÖØ-öø-ÿĀ-ɏḀ-ỿЀ-ӿء-ٟ]+)*/y;
const SPACE = /\s+/y;
const ID_WORDS = new Set(['mls', 'id', 'unit', 'apt', 'suite', 'listing', 'ml', 'no', 'number', '®']);

/** "$1.25M" is precise to $10,000 and "$350K" to $10,000 (its trailing zero is rounding too). */
const stepOf = (whole: string | undefined, decimals: string | undefined, scale: number) => {
  if (decimals) return scale * 10 ** -decimals.length;
  if (scale === 1 || !whole) return scale;
  const zeros = /0*$/.exec(whole.replace(/,/g, ''))?.[0].length ?? 0;
  return scale * 10 ** Math.min(zeros, 2);
};

const token = (kind: TokenKind, raw: string, start: number, extra: Partial<Token> = {}): Token => ({
  kind,
  raw,
  low: raw.toLowerCase(),
  start,
  end: start + raw.length,
  value: Number.NaN,
  money: false,
  step: 1,
  abbreviated: false,
  spelled: false,
  ...extra,
});

const at = (re: RegExp, text: string, i: number): RegExpExecArray | null => {
  re.lastIndex = i;
  const m = re.exec(text);
  return m && m[0].length > 0 ? m : null;
};

const numberToken = (m: RegExpExecArray, start: number, money: boolean, spanish = false): Token | null => {
  const [raw, whole, decimals, half, suffix] = m;
  if (whole === undefined && decimals === undefined) return null;
  // "mil" is English slang for a million ("$1.5 mil") but Spanish for a thousand ("$489 mil"); a
  // whole number of a hundred or more is thousands in either (no home costs $489 million).
  const low = suffix?.toLowerCase();
  const thousands =
    low === 'mil' && (spanish || (!decimals && Number((whole ?? '0').replace(/,/g, '')) >= 100));
  const scale = thousands ? 1e3 : low ? (SCALES[low] ?? 1) : 1;
  // "1,795 M$", "$2,45 M": one comma group before a millions mark would be billions, so the comma is
  // the decimal mark French (Office québécois de la langue française, "M$") and others write there.
  const point = scale === 1e6 && !decimals && !half && /^\d{1,3},\d{3}$/.test(whole ?? '');
  const base = point
    ? Number((whole ?? '0').replace(',', '.'))
    : Number(`${(whole ?? '0').replace(/,/g, '')}.${decimals ?? '0'}`) + (half ? 0.5 : 0);
  return token('num', raw, start, {
    value: base * scale,
    money,
    step: point ? 1e3 : half ? 0.5 : stepOf(whole, decimals, scale),
    abbreviated: scale > 1,
  });
};

/** The number, ordinal or fraction at i (the text there starts with a digit, "." or "½"). */
const numericAt = (text: string, i: number, spanish: boolean): Token | null => {
  const c = text[i] as string;
  if (c === '$') {
    const m = at(MONEY, text, i);
    return m ? numberToken(m, i, true, spanish) : null;
  }
  if (!/[\d.½]/.test(c)) return null;
  // "c.1988", "no.5": a dot after a letter is the abbreviation's, not a decimal point (".31 acres" is).
  if (c === '.' && i > 0 && /[A-Za-z]/.test(text[i - 1] as string)) return null;
  const ord = at(ORDINAL, text, i);
  if (ord) return token('ord', ord[0], i, { value: Number(ord[1]) });
  const frac = at(FRACTION, text, i);
  if (frac && Number(frac[2]) > 0)
    return token('num', frac[0], i, { value: Number(frac[1]) / Number(frac[2]), step: 0.25 });
  if (c === '½') return token('num', c, i, { value: 0.5, step: 0.5 });
  // "956 mil dólares" is Spanish whatever the rest of the post is.
  const es = at(spanish ? SPANISH_SCALED : SPANISH_DOLLARS, text, i);
  if (es) return numberToken(es, i, false, true);
  const m = at(NUMBER, text, i);
  return m ? numberToken(m, i, false) : null;
};

const wordAt = (text: string, i: number): Token | null => {
  const m = at(WORD, text, i);
  if (!m) return null;
  const low = m[0].toLowerCase();
  const n = WORD_NUMBERS[low];
  const o = WORD_ORDINALS[low];
  if (n !== undefined) return token('num', m[0], i, { value: n, spelled: true });
  if (o !== undefined) return token('ord', m[0], i, { value: o, spelled: true });
  return token('word', m[0], i);
};

/**
 * "4/2.5" and "3/1.5": beds and baths in shorthand (a half bath makes it no date), read as
 * "4 bd 2.5 ba" with the room words standing on the slash and after the baths. "3/2" and "4/2/2"
 * (beds/baths/garage) are dates too, so whole counts are shorthand only with a third single-digit
 * slot (no date has a one-digit year), after "a" ("a 3/2 with a pool"), before a home's noun or
 * after a spec's dash (shorthand-context.ts); "Open house 3/2" stays a date.
 */
const BEDS_BATHS = /(\d{1,2})\/(\d{1,2}(?:\.5)?)(\/\d)?(?![\d/]|\.\d)/y;
/** "Beds/Baths: 4 / 2.5": a sheet's spaced slash, read only after its label. */
const BEDS_BATHS_SPACED = /(\d{1,2})(\s+\/\s*|\s*\/\s+)(\d{1,2}(?:\.5)?)(?![\d/½]|\.\d)/y;
const LABEL = /(baths?|ba)\s*:\s*$/i;
const spacedBedsBathsAt = (text: string, i: number): Token[] | null => {
  const m = LABEL.test(text.slice(Math.max(0, i - 8), i)) ? at(BEDS_BATHS_SPACED, text, i) : null;
  if (!m) return null;
  const beds = Number(m[1]);
  const baths = Number(m[3]);
  if (beds < 1 || beds > 12 || baths < 1 || baths > 12) return null;
  const slash = i + m[1]!.length;
  const from = slash + m[2]!.length;
  return [
    token('num', m[1]!, i, { value: beds }),
    token('word', '/', slash, { low: 'bd' }),
    token('num', m[3]!, from, { value: baths, step: m[3]!.includes('.') ? 0.5 : 1 }),
    token('word', '', from + m[3]!.length, { low: 'ba' }),
  ];
};
const FRACTION_UNIT =
  /^\s*-?\s*(acres?|ac\b|baths?|ba\b|bathrooms?|miles?|mi\b|inch|in\b|blocks?|hours?|lot)/i;
const bedsBathsAt = (text: string, i: number, previous: Token | undefined): Token[] | null => {
  if (i > 0 && /[\d/.]/.test(text[i - 1] as string)) return null;
  const m = at(BEDS_BATHS, text, i);
  if (!m) return spacedBedsBathsAt(text, i);
  if (!m) return null;
  const beds = Number(m[1]);
  const baths = Number(m[2]);
  if (beds < 1 || beds > 12 || baths < 1 || baths > 12) return null;
  const half = m[2]!.includes('.');
  const end = i + m[0].length;
  // "a 1/4 acre", "a 3/4 bath" are fractions: a shorthand after "a" has no more baths than beds.
  const afterA =
    (previous?.low === 'a' || previous?.low === 'an') &&
    baths <= beds &&
    !FRACTION_UNIT.test(text.slice(end, end + 12));
  // "Beds/Baths: 4/3": a label names the shorthand.
  const labelled = LABEL.test(text.slice(Math.max(0, i - 8), i));
  if (!half && !m[3] && !afterA && !labelled && !shorthandContext(text, i, end, beds, baths)) return null;
  // "4/5/6 trains", "N/Q/R/W and 4/5/6": a run of lines or numbers, not beds/baths/garage.
  const run = baths === beds + 1 && Number(m[3]?.slice(1)) === baths + 1;
  if (m[3] && (run || /[A-Za-z\d]\/\s?$/.test(text.slice(Math.max(0, i - 3), i)))) return null;
  const slash = i + m[1]!.length;
  const bathsEnd = slash + 1 + m[2]!.length;
  return [
    token('num', m[1]!, i, { value: beds }),
    token('word', '/', slash, { low: 'bd' }),
    token('num', m[2]!, slash + 1, { value: baths, step: half ? 0.5 : 1 }),
    // The garage slot ("/2") is no room count: it stands as the bath word's span.
    { ...token('word', m[3] ?? '', bathsEnd, { low: 'ba' }) },
  ];
};

/** "🛏 4 | 🛁 2", "4 🛏 3 🛁": the bed and bath emoji stand for the words. */
const ROOM_EMOJI = /(🛏|🛁|🚿)\uFE0F?/y;
const emojiAt = (text: string, i: number): Token | null => {
  const m = at(ROOM_EMOJI, text, i);
  return m ? token('word', m[0], i, { low: m[1] === '🛏' ? 'beds' : 'baths' }) : null;
};

/** Length of the never-a-claim span at i (a link, a phone number, a date…), else 0. */
const skippedAt = (text: string, i: number, previous: Token | undefined, hasAt: boolean): number => {
  // "MLS #ML81929341" and "Unit #4B" are ids, not hashtags.
  const c = text[i] as string;
  if (c === '#' && ID_WORDS.has(previous?.low ?? '')) return 0;
  // Only a digit, '(', '+', '#', '@', or a word before an '@' or a link can start a skipped span.
  if (!/[\d(+#@hw]/i.test(c) && !(hasAt && /\w/.test(c))) return 0;
  for (const re of SKIPPED) {
    const m = at(re, text, i);
    if (m) return m[0].length;
  }
  return 0;
};

/** The text's tokens; sentence ends are `sym` tokens ("." "!" "?" ";" and each line break as "\n"). */
export const tokenize = (text: string): Token[] => {
  const out: Token[] = [];
  const hasAt = text.includes('@');
  const spanish =
    readsSpanish(text) || readsPortuguese(text) || readsVietnamese(text) || readsCommaDecimal(text);
  let i = 0;
  while (i < text.length) {
    const space = at(SPACE, text, i);
    if (space) {
      if (space[0].includes('\n')) out.push(token('sym', '\n', i));
      i += space[0].length;
      continue;
    }
    const shorthand = bedsBathsAt(text, i, out[out.length - 1]);
    if (shorthand) {
      out.push(...shorthand);
      i = shorthand.at(-1)!.end;
      continue;
    }
    const skip = skippedAt(text, i, out[out.length - 1], hasAt);
    if (skip) {
      i += skip;
      continue;
    }
    const t =
      (spanish ? latinNumberAt(text, i) : latinMillionsAt(text, i)) ??
      numericAt(text, i, spanish) ??
      wordAt(text, i) ??
      emojiAt(text, i) ??
      cjkWordAt(text, i) ??
      token('sym', text[i] as string, i);
    out.push(t);
    i = t.end;
  }
  // "twenty-one hundred", "5 000 m²": numbers read in pieces, joined (joined-numbers.ts).
  return joinNumbers(text, out);
};
