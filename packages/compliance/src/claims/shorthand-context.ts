/**
 * When whole counts "3/2" are beds and baths, not a date (issue 26), for tokenize.ts: before a home's
 * noun ("3/2 home", "4/2 w/ pool"), or as a spec after a dash ("Brick ranch — 3/2, two-car garage"),
 * where a date would name an event first ("Open house — 3/2, 10-12" stays a date).
 */
const HOME_AFTER =
  /^\s*[-–]?\s*(homes?|house|condo|townho(?:me|use)|apartment|apt|unit|ranch|bungalow|cottage|duplex|casa|with|w\/|layout|floor ?plan|split|plus|\+)\b/i;
const DASH_BEFORE = /\s[—–-]\s*$/;
/** Words that make a dashed "3/2" a date: an event, a weekday, "on", "until". */
const EVENT_BEFORE =
  /\b(open|house|showing|showings|tour|tours|event|on|until|by|due|deadline|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|date|dates|starting|from|thru|through)\b[^.!?\n]*$/i;
/** After a dashed spec: a comma and a word, a line's end, or "with" ("— 3/2 with a pool"). */
const SPEC_AFTER = /^(\s*,\s*[A-Za-z]|\s*$|\s*\n|\s*[.!]\s|\s+with\b)/;

export const shorthandContext = (text: string, i: number, end: number, beds: number, baths: number) => {
  if (HOME_AFTER.test(text.slice(end, end + 14))) return true;
  const before = text.slice(Math.max(0, i - 60), i);
  return (
    baths <= beds &&
    DASH_BEFORE.test(before) &&
    !EVENT_BEFORE.test(before) &&
    SPEC_AFTER.test(text.slice(end, end + 6))
  );
};
