import { nextSentence, sentenceBefore, timeAfter, timeListed } from './open-house-time';
import type { Claim, ClaimReader } from './types';

/**
 * The date an open house is said to be on ("Open house Sat Jan 17", "open house 1/17", "Open House:
 * January 11th") against the listing's open houses, by month and day (a post rarely writes the year).
 * Read from the text, as the tokenizer skips "1/17" as a date. Only the sentence that names the open
 * house is read; a listing without open houses is already warned about by the status reader.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ES_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
// The sentence naming the open house, through the dots of "Sat. 6/14" and "Jan. 17" (a dot before a
// digit or after a day's or month's abbreviation goes on); Spanish "casa abierta" too.
const OPEN_HOUSE =
  /\b(?:open[- ]?houses?|casa abierta)\b(?:[^.!?\n]|\.(?=\s?\d)|(?<=\b(?:sat|sun|mon|tues?|wed|thu|thurs|fri|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec))\.)*/gi;
const DATE = new RegExp(
  `\\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b|\\b(\\d{1,2})\\/(\\d{1,2})\\b(?!\\/\\d)|\\b(\\d{1,2})\\s+de\\s+(${ES_MONTHS.join('|')})\\b`,
  'gi',
);

/**
 * A weekday named in the open house's sentence: "Sunday", "this Saturday", and capitalised short forms
 * ("Sun 1-3"), not the sun of "sun-drenched" or "sun room".
 */
const WEEKDAY =
  /\b(?:(sun|mon|tue|wed|thu|fri|sat)(?:day|urday|nesday|rsday|sday)\b|(Sun|Mon|Tue|Wed|Thu|Fri|Sat)(?:s|rs)?\b\.?(?![-\s]*(?:room|porch|deck|drenched|filled|lit|soaked|splashed)))/i;
const shortCase = (m: RegExpExecArray) => !m[2] || /^[A-Z]/.test(m[2]);
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const weekdayIndex = (name: string) => DAYS.indexOf(name.toLowerCase());
/** The weekdays of the listing's open houses, from their dates (a date's weekday is the calendar's). */
const listedWeekdays = (open: readonly { start: string }[]) =>
  new Set(open.map((o) => new Date(`${o.start.slice(0, 10)}T12:00:00Z`).getUTCDay()));

const monthDay = (iso: string) => {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${Number(m[1])}/${Number(m[2])}` : null;
};

export const readOpenHouseDates: ClaimReader = ({ text, listing }) => {
  const listed = listing.open_houses.map((o) => monthDay(o.start)).filter((d): d is string => d !== null);
  if (listed.length === 0) return [];
  const out: Claim[] = [];
  const reason = `The listing's open house is on ${listing.open_houses.map((o) => o.start.slice(0, 16).replace('T', ' at ')).join(', ')}.`;
  for (const s of text.matchAll(OPEN_HOUSE)) {
    const after = s[0].length < 40 ? nextSentence(text, s.index + s[0].length) : null;
    const before = sentenceBefore(text, s.index);
    const spans = [...(before ? [before] : []), { start: s.index, text: s[0] }, ...(after ? [after] : [])];
    const dated = spans.some((span) => [...span.text.matchAll(DATE)].length > 0);
    // "Open house this Sunday, 1–3 pm": a weekday with no date, where no listed open house falls on it.
    const day = dated ? null : WEEKDAY.exec(s[0]);
    if (day && shortCase(day) && !listedWeekdays(listing.open_houses).has(weekdayIndex(day[1] ?? day[2]!))) {
      const start = s.index + day.index;
      const end = start + day[0].length;
      const listedStart = listing.open_houses[0]!.start;
      out.push({ start, end, field: 'open_houses', listed: listedStart, verdict: 'block', reason });
    }
    for (const span of spans)
      for (const d of span.text.matchAll(DATE)) {
        const month = d[1]
          ? MONTHS.indexOf(d[1].toLowerCase().slice(0, 3)) + 1
          : d[6]
            ? ES_MONTHS.indexOf(d[6].toLowerCase()) + 1
            : Number(d[3]);
        const day = Number(d[1] ? d[2] : d[6] ? d[5] : d[4]);
        if (month < 1 || month > 12 || day < 1 || day > 31) continue;
        const start = span.start + d.index;
        // The listing's open houses that day; the post's hours must be one of theirs.
        const starts = listing.open_houses
          .filter((o) => monthDay(o.start) === `${month}/${day}`)
          .map((o) => o.start);
        const time = starts.length > 0 ? timeAfter(text, start + d[0].length) : null;
        const ok = starts.length > 0 && (!time || timeListed(time, starts));
        out.push({
          start,
          end: start + d[0].length,
          field: 'open_houses',
          listed: listing.open_houses[0]!.start,
          verdict: ok ? 'ok' : 'block',
          reason,
        });
      }
  }
  return out;
};
