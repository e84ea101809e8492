import type { Token } from './token';

/**
 * Numbers written the Portuguese and Spanish way (issue 26): a dot before exactly three digits
 * separates thousands ("1.182 pés quadrados", "US$ 753.000") and a comma before one or two digits is
 * the decimal mark ("0,36 acre", "2,5 banheiros"). Read only when the post is Portuguese or Spanish
 * (tokenize.ts decides): an English "0.250" or "3,5 and 7" keeps the English reading. A comma before
 * three digits stays a thousands separator in every language ("$1,150" in an es-US post).
 */
// "US$ 1,5 milhão", "1,2 millones", "US$ 489 mil": a scale word after the number.
const SCALE = '(?:\\s?(milh[ãa]o|milh[õo]es|mill[oó]n|millones|mil)(?![a-zà-ÿ]))?';
const THOUSANDS = new RegExp(
  `(\\$\\s?)?([1-9]\\d{0,2}(?:\\.\\d{3})+)(?:,(\\d{1,2}))?(?![\\d]|[.,]\\d)${SCALE}`,
  'yi',
);
const DECIMAL = new RegExp(`(\\$\\s?)?(\\d+),(\\d{1,2})(?![\\d]|[.,]\\d)${SCALE}`, 'yi');

const numAt = (re: RegExp, text: string, i: number, whole: (s: string) => number): Token | null => {
  re.lastIndex = i;
  const m = re.exec(text);
  if (!m) return null;
  const [raw, sign, int, dec, scaleWord] = m;
  const scale = !scaleWord ? 1 : /^mil$/i.test(scaleWord) ? 1e3 : 1e6;
  // "$1.795 millones", "$12.95 millones": a count of millions with a thousands dot would be billions,
  // so one dot group before a millions word is the decimal point an es-US post writes.
  const point = scale === 1e6 && /^\d{1,3}\.\d{3}$/.test(int!) && !dec;
  const value = point ? Number(int) * scale : (whole(int!) + (dec ? Number(`0.${dec}`) : 0)) * scale;
  return {
    kind: 'num',
    raw,
    low: raw.toLowerCase(),
    start: i,
    end: i + raw.length,
    value,
    money: Boolean(sign),
    step: (point ? 0.001 : dec ? 10 ** -dec.length : 1) * scale,
    abbreviated: scale > 1,
    spelled: false,
  };
};

/** The number at i in Portuguese/Spanish notation, or null when it is written the English way. */
export const latinNumberAt = (text: string, i: number): Token | null => {
  const c = text[i];
  if (c !== '$' && !(c && c >= '0' && c <= '9')) return null;
  if (i > 0 && /[\d.,]/.test(text[i - 1] as string)) return null;
  return (
    numAt(THOUSANDS, text, i, (s) => Number(s.replace(/\./g, ''))) ??
    numAt(DECIMAL, text, i, (s) => Number(s))
  );
};

/**
 * "1,2 millones" in a post not read as Spanish: "millones" is Spanish only, so the decimal comma
 * before it is too. Null for any number without a millions word after it.
 */
export const latinMillionsAt = (text: string, i: number): Token | null => {
  const t = latinNumberAt(text, i);
  return t?.abbreviated && /(millones|mill[oó]n|milh[õo]es|milh[ãa]o)$/i.test(t.raw) ? t : null;
};
