import { type Fact, type FactKind, readerOf } from './described-facts';
import type { Token } from './tokenize';

/**
 * The date a home is available: "available August 1", "available Aug. 1st", "available 8/1",
 * "move-in date: 9/15", "disponible el 1 de agosto". The tokenizer keeps no token of a written date,
 * so the date is read from the text after the word. The description's date supports or contradicts
 * it. "Available now" is the listing's status (status.ts), no date.
 */
const TRIGGERS = new Set(['available', 'availability', 'move', 'disponible', 'disponibilidad']);
/** Before "available": visits, whose dates are no move-in date. */
const VISITS = /^(showings?|tours?|appointments?|viewings?|visits?|house|times?|slots?|financing|visitas)$/;
const MONTHS = [
  ['jan', 'ene'],
  ['feb'],
  ['mar'],
  ['apr', 'abr'],
  ['may'],
  ['jun'],
  ['jul'],
  ['aug', 'ago'],
  ['sep', 'set'],
  ['oct'],
  ['nov'],
  ['dec', 'dic'],
];
const monthOf = (w: string): number => {
  const p = w.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.includes(p)) + 1;
};
const MONTH_NAME =
  '(january|february|march|april|may|june|july|august|september|sept|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';
/** A month alone ("available in August", "mid-September"), spelled out; "may" alone is a verb. */
const WHOLE_MONTH =
  '(january|february|march|april|june|july|august|september|october|november|december|enero|febrero|marzo|abril|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)';
// After the word: "on", "starting", "as of", "beginning", "date:", "from", "el", "a partir del".
const LEAD =
  '(?:\\s*(?:-?\\s*in|date|on|starting|beginning|from|as\\s+of|el|a\\s+partir\\s+del?|desde\\s+el|:|,))*\\s*';
const DATE = new RegExp(
  `^${LEAD}(?:${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b|(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:de\\s+|of\\s+)?${MONTH_NAME}\\b|(\\d{1,2})\\/(\\d{1,2})(?:\\/\\d{2,4})?(?![\\d/])|(?:early|mid|late)?[\\s-]*${WHOLE_MONTH}\\b(?!\\.?\\s*\\d{1,2}\\b))`,
  'i',
);

const dateFacts = (tokens: readonly Token[], text: string): Fact[] => {
  const out: Fact[] = [];
  tokens.forEach((t, i) => {
    if (!TRIGGERS.has(t.low)) return;
    // "move-in date", "move in": the date follows "in".
    if (t.low === 'move' && !/^\s*-?\s*in\b/i.test(text.slice(t.end, t.end + 4))) return;
    // "Showings available 6/14", "tours available Saturday": a time to visit, not to move in.
    if (VISITS.test(tokens[i - 1]?.low ?? '')) return;
    const rest = text.slice(t.end, t.end + 48);
    const m = DATE.exec(rest);
    if (!m) return;
    let month: number;
    let day: number;
    if (m[1]) [month, day] = [monthOf(m[1]), Number(m[2])];
    else if (m[4]) [month, day] = [monthOf(m[4]), Number(m[3])];
    else if (m[5]) [month, day] = [Number(m[5]), Number(m[6])];
    else [month, day] = [monthOf(m[7] ?? ''), 0];
    if (!(month >= 1 && month <= 12 && day >= 0 && day <= 31)) return;
    const lead =
      /^[^\d\p{L}]*(?:(?:-?\s*in|date|on|starting|beginning|from|as\s+of|el|a\s+partir\s+del?|desde\s+el)\b[\s:,]*)*/iu.exec(
        rest,
      )?.[0].length ?? 0;
    const start = t.end + lead;
    let next = i + 1;
    while (tokens[next] && tokens[next]!.start < t.end + m[0].length) next++;
    out.push({ from: i, next, key: 'available', value: month * 100 + day, start, end: t.end + m[0].length });
  });
  // "Available August 2026! ... Available 8/6/26": the day says more than its month alone.
  return out.filter(
    (f) =>
      (f.value as number) % 100 > 0 ||
      !out.some((g) => g !== f && sameMonth(f, g) && (g.value as number) % 100 > 0),
  );
};

const sameMonth = (a: Fact, b: Fact) =>
  Math.floor((a.value as number) / 100) === Math.floor((b.value as number) / 100);

const MONTH_SHOWN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const AVAILABILITY_KIND: FactKind = {
  feature: 'availability',
  triggers: TRIGGERS,
  read: dateFacts,
  // A month alone agrees with any day of it ("available in August" and "available 8/6").
  agree: (p, l) =>
    p.value === l.value ||
    (sameMonth(p, l) && ((p.value as number) % 100 === 0 || (l.value as number) % 100 === 0)),
  show: (f) =>
    `available ${MONTH_SHOWN[Math.floor((f.value as number) / 100) - 1]}${(f.value as number) % 100 ? ` ${(f.value as number) % 100}` : ''}`,
  noun: 'when the home is available',
};

export const readAvailability = readerOf(AVAILABILITY_KIND);
