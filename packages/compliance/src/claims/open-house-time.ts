/**
 * The hours and the neighbouring sentence of an open house (issue 26), for open-house-date.ts:
 * "Open house Saturday Jan 10, 1–3 pm" on a listing whose open house is Jan 10, 10:00–12:00 names a
 * time the listing does not have (a buyer would come to a closed door), and "Open House!\nSaturday
 * Jan 17, 1–3 pm" gives its date in the sentence after the words.
 */
const TIME =
  /^[\s,]*(?:[-–—@]\s*)?(?:from\s+|at\s+)?(noon|\d{1,2})(?::(\d{2}))?\s*([ap])?\.?m?\.?\s*(?:(?:-|–|—|to|until|till)\s*(noon|\d{1,2})(?::\d{2})?\s*([ap])?\.?m?\.?)?/i;

/** The start the post gives just after a date, as hour and minute of the day (null without one). */
export const timeAfter = (
  text: string,
  from: number,
): { hour: number; minute: number; exact: boolean } | null => {
  const m = TIME.exec(text.slice(from, from + 40));
  if (!m) return null;
  const [, h1, min, ap1, h2, ap2] = m;
  // A bare number with no range and no am/pm is no time ("Jan 10, 2026" was read as the date's year).
  if (!ap1 && !h2 && h1 !== 'noon') return null;
  if (!ap1 && !ap2 && h1 !== 'noon' && h2 !== 'noon' && Number(h1) > 12) return null;
  let hour = h1 === 'noon' ? 12 : Number(h1);
  if (hour > 12) return null;
  const ap = ap1 ?? (h2 === 'noon' ? (hour < 12 ? 'a' : 'p') : ap2);
  if (ap) {
    const pm = ap.toLowerCase() === 'p';
    // "11–1 pm": a start later than its end is the morning's.
    const endHour = h2 === 'noon' ? 12 : Number(h2 ?? hour);
    const morning = !ap1 && pm && hour > endHour && hour !== 12;
    if (pm && hour !== 12 && !morning) hour += 12;
    if (!pm && hour === 12) hour = 0;
  }
  return { hour, minute: Number(min ?? 0), exact: Boolean(ap) || h1 === 'noon' };
};

/** True when the post's start agrees with one of the listing's starts on that day (hours in 12 without am/pm). */
export const timeListed = (
  time: { hour: number; minute: number; exact: boolean },
  starts: readonly string[],
): boolean =>
  starts.some((s) => {
    const m = /T(\d{2}):(\d{2})/.exec(s);
    if (!m) return true;
    const [h, min] = [Number(m[1]), Number(m[2])];
    return (time.exact ? h === time.hour : h % 12 === time.hour % 12) && min === time.minute;
  });

// An invitation may open the sentence before its day: "Open house moved! Join me Saturday, January 17".
const DAY_OR_MONTH =
  /^(?:\p{Extended_Pictographic}|\uFE0F|[\s*:,-])*(?:(?:join (?:me|us)|come (?:by|see)|stop by|swing by|see you|now|new date:?|it's now|it is now)\s+(?:on\s+)?)?(?:sat|sun|mon|tue|wed|thu|fri|this|next|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}\/\d{1,2})/iu;

/** The sentence after an open house's words, when it starts with a day or a date ("Open House!\nSat Jan 17"). */
export const nextSentence = (text: string, end: number): { start: number; text: string } | null => {
  const rest = text.slice(end, end + 120);
  const gap = /^(?:[.!?:\s]|\p{Extended_Pictographic}|\uFE0F)*/u.exec(rest)?.[0] ?? '';
  if (gap.length === 0 || !DAY_OR_MONTH.test(rest.slice(gap.length))) return null;
  const body = /^[^.!?\n]*/.exec(rest.slice(gap.length))![0];
  return { start: end + gap.length, text: body };
};

/** The sentence's words before an open house's ("Join us Saturday Jan 17 from 10 to noon for an open house!"). */
export const sentenceBefore = (text: string, start: number): { start: number; text: string } | null => {
  let a = start;
  while (a > 0 && start - a < 120 && !/[.!?\n]/.test(text[a - 1] as string)) a--;
  return a < start ? { start: a, text: text.slice(a, start) } : null;
};
