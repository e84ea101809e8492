import { ONES, TEENS } from './number-words';
import type { Token } from './token';

/**
 * Numbers the tokenizer reads in pieces (issue 26), joined into one number token after tokenize.ts:
 * - spelled compounds: "twenty-one hundred" (2,100), "seventeen hundred", "forty-five hundred",
 *   "eight hundred fifteen thousand", "three hundred and fifty", "sixty-two", "twelve and a half million",
 *   "twelve point nine five million";
 * - digit groups split by a space, as French and much of Europe write thousands: "5 000 m²",
 *   "2 350 $", "1 250 000 €". A plain space joins them only before a unit or a currency (a
 *   list "2 100" is two numbers), a no-break space (U+00A0, U+202F) always.
 * Single words stay as the tokenizer read them: "twenty" is 20, "forty" stays a word.
 */
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A number below a hundred at i: "forty-five", "twenty one", "seventeen", "six". */
const belowHundredAt = (tokens: readonly Token[], i: number): { value: number; next: number } | null => {
  const w = tokens[i]?.low ?? '';
  const tens = TENS[w];
  if (tens !== undefined) {
    const j = tokens[i + 1]?.raw === '-' ? i + 2 : i + 1;
    const unit = ONES[tokens[j]?.low ?? ''];
    return unit !== undefined ? { value: tens + unit, next: j + 1 } : { value: tens, next: i + 1 };
  }
  const small = ONES[w] ?? TEENS[w];
  return small !== undefined ? { value: small, next: i + 1 } : null;
};

/** A spelled compound at i with its value and the token after it, or null for a single word. */
const spelledAt = (
  tokens: readonly Token[],
  i: number,
): { value: number; next: number; step?: number } | null => {
  let total = 0;
  let group = 0;
  let j = i;
  let parts = 0;
  for (;;) {
    const n = belowHundredAt(tokens, j);
    if (n && group % 100 === 0 && (group === 0 || n.value < 100)) {
      group += n.value;
      parts += n.next - j;
      j = n.next;
    }
    const w = tokens[j]?.low;
    if (w === 'hundred' && group > 0 && group < 100) {
      group *= 100;
      parts++;
      j++;
      // "three hundred and fifty"
      if (tokens[j]?.low === 'and' && belowHundredAt(tokens, j + 1)) j++;
      continue;
    }
    if (w === 'thousand' && group > 0 && total === 0) {
      total = group * 1000;
      group = 0;
      parts++;
      j++;
      if (tokens[j]?.low === 'and' && belowHundredAt(tokens, j + 1)) j++;
      continue;
    }
    break;
  }
  // "twelve point nine five million" (radio and podcast reads): digits spoken one by one after "point".
  if (total === 0 && group > 0 && tokens[j]?.low === 'point') {
    let k = j + 1;
    let digits = '';
    for (; /^(zero|oh)$/.test(tokens[k]?.low ?? '') || (ONES[tokens[k]?.low ?? ''] ?? 10) < 10; k++)
      digits += /^(zero|oh)$/.test(tokens[k]!.low) ? '0' : String(ONES[tokens[k]!.low]);
    const unit = { million: 1e6, billion: 1e9 }[tokens[k]?.low ?? ''];
    if (digits && unit)
      return { value: Number(`${group}.${digits}`) * unit, next: k + 1, step: unit / 10 ** digits.length };
  }
  // "twelve million", "twelve and a half million": millions, rounded to the million or the half.
  if (total === 0 && group > 0) {
    const half = tokens[j]?.low === 'and' && tokens[j + 1]?.low === 'a' && tokens[j + 2]?.low === 'half';
    const scale = tokens[half ? j + 3 : j]?.low;
    if (scale === 'million' || scale === 'billion') {
      const unit = scale === 'million' ? 1e6 : 1e9;
      const end = j + (half ? 4 : 1);
      // "one million, seven hundred and fifty thousand": the thousands after it are the same sum, exact.
      const k = /^(,|and)$/.test(tokens[end]?.low ?? '') ? end + 1 : end;
      const rest = half ? null : spelledAt(tokens, k);
      if (rest && rest.step === undefined && rest.value < unit)
        return { value: group * unit + rest.value, next: rest.next };
      return { value: (group + (half ? 0.5 : 0)) * unit, next: end, step: half ? unit / 2 : unit };
    }
  }
  const value = total + group;
  // A single word ("twenty", "forty") keeps the tokenizer's reading.
  return parts >= 2 && value > 0 ? { value, next: j } : null;
};

const GROUP_SPACE = /^[ \u00a0\u202f]$/;
const HARD_SPACE = /^[\u00a0\u202f]$/;
/** What may follow a number with a plain space in it: a unit of area or a currency. */
const UNIT_AFTER =
  /^(m|m²|m2|mts|metros|pi|pieds|sq|sf|ft|ha|hectares?|acres?|\$|€|£|dollars|euros|usd|eur)$/i;

/** The end of a chain of space-split digit groups from i ("5 000", "1 250 000"), else i. */
const groupsFrom = (text: string, tokens: readonly Token[], i: number): number => {
  const first = tokens[i]!;
  // "$1 975 000": a dollar sign before the first group, as Russian and French posts write US prices.
  const dollar = /^\$\d{1,3}$/.test(first.raw);
  if (first.kind !== 'num' || !(dollar || /^\d{1,3}$/.test(first.raw))) return i;
  // "12 500": not when the first group is itself the end of a longer number.
  if (i > 0 && tokens[i - 1]!.kind === 'num' && GROUP_SPACE.test(text.slice(tokens[i - 1]!.end, first.start)))
    return i;
  let j = i;
  let hard = true;
  while (tokens[j + 1]?.kind === 'num' && /^\d{3}$/.test(tokens[j + 1]!.raw)) {
    const gap = text.slice(tokens[j]!.end, tokens[j + 1]!.start);
    if (!GROUP_SPACE.test(gap)) break;
    hard &&= HARD_SPACE.test(gap);
    j++;
  }
  if (j === i) return i;
  return hard || dollar || UNIT_AFTER.test(tokens[j + 1]?.raw ?? '') ? j : i;
};

/** The tokens with spelled compounds and space-split digit groups each made one number. */
export const joinNumbers = (text: string, tokens: readonly Token[]): Token[] => {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const spelled = t.kind !== 'sym' ? spelledAt(tokens, i) : null;
    if (spelled) {
      const last = tokens[spelled.next - 1]!;
      const raw = text.slice(t.start, last.end);
      out.push({
        ...t,
        kind: 'num',
        raw,
        low: raw.toLowerCase(),
        end: last.end,
        value: spelled.value,
        spelled: true,
        // Millions in words are rounded as "12.5M" is.
        step: spelled.step ?? 1,
        abbreviated: spelled.step !== undefined || t.abbreviated,
      });
      i = spelled.next - 1;
      continue;
    }
    const end = groupsFrom(text, tokens, i);
    if (end > i) {
      const raw = text.slice(t.start, tokens[end]!.end);
      const value = Number(
        tokens
          .slice(i, end + 1)
          .map((g) => g.raw.replace(/^\$/, ''))
          .join(''),
      );
      out.push({ ...t, raw, low: raw, end: tokens[end]!.end, value, step: 1 });
      i = end;
      continue;
    }
    out.push(t);
  }
  return out;
};
