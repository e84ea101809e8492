import type { Token } from './tokenize';

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
  const value = (whole(int!) + (dec ? Number(`0.${dec}`) : 0)) * scale;
  return {
    kind: 'num',
    raw,
    low: raw.toLowerCase(),
    start: i,
    end: i + raw.length,
    value,
    money: Boolean(sign),
    step: (dec ? 10 ** -dec.length : 1) * scale,
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
