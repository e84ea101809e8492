import type { Token } from './tokenize';

/**
 * Numbers written the Portuguese and Spanish way (issue 26): a dot before exactly three digits
 * separates thousands ("1.182 pés quadrados", "US$ 753.000") and a comma before one or two digits is
 * the decimal mark ("0,36 acre", "2,5 banheiros"). Read only when the post is Portuguese or Spanish
 * (tokenize.ts decides): an English "0.250" or "3,5 and 7" keeps the English reading. A comma before
 * three digits stays a thousands separator in every language ("$1,150" in an es-US post).
 */
const THOUSANDS = /(\$\s?)?([1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{1,2}))?(?![\d]|[.,]\d)/y;
const DECIMAL = /(\$\s?)?(\d+),(\d{1,2})(?![\d]|[.,]\d)/y;

const numAt = (re: RegExp, text: string, i: number, whole: (s: string) => number): Token | null => {
  re.lastIndex = i;
  const m = re.exec(text);
  if (!m) return null;
  const [raw, sign, int, dec] = m;
  const value = whole(int!) + (dec ? Number(`0.${dec}`) : 0);
  return {
    kind: 'num',
    raw,
    low: raw.toLowerCase(),
    start: i,
    end: i + raw.length,
    value,
    money: Boolean(sign),
    step: dec ? 10 ** -dec.length : 1,
    abbreviated: false,
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
