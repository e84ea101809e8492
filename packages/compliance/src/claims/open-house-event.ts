import { endsSentence } from './grammar';
import type { Token } from './tokenize';

/**
 * Other names of an open house (issue 26): "Sneak peek Saturday 1–3", "Public showing Sunday",
 * "Preview this weekend, no appointment needed", "Open inspection Sat 10am". Each names an open
 * house only with a day after it (a "sneak peek" alone is a photo, "preview" a subject line); "by
 * appointment" or "private" make it a showing, no open house.
 */
export const OPEN_HOUSE_NAMES = [
  'sneak peek',
  'sneak preview',
  'preview',
  'public showing',
  'public showings',
  'open viewing',
  'open inspection',
];

const DAY =
  /^(today|tonight|tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday|sat|sun|mon|tue|tues|wed|thu|thurs|fri|weekend|sábado|domingo|samedi|dimanche)$/;
/** "this Saturday", "next weekend" name a day; "this morning", "next week" name no event's day. */
const dayAt = (tokens: readonly Token[], j: number) =>
  DAY.test(tokens[j]!.low) ||
  (/^(this|next)$/.test(tokens[j]!.low) &&
    DAY.test(tokens[j + 1]?.low ?? '') &&
    tokens[j + 1]!.low !== 'today');
const PRIVATE = /^(private|appointment|appt|appointments)$/;

/** "coming soon", "próximamente", "bientôt disponible", "demnächst": a listing not yet shown. */
const COMING = /^(coming soon|próximamente|proximamente|bientôt|demnächst|prossimamente|em breve)$/;
const comingSoon = (tokens: readonly Token[]) =>
  tokens.some((t, j) => COMING.test(t.low) || COMING.test(`${t.low} ${tokens[j + 1]?.low ?? ''}`));
/** An hour in the sentence from j: "1-3", "10 to noon", "2pm", "noon", "11:00". */
const hourFrom = (tokens: readonly Token[], j: number): boolean => {
  for (let k = j; k < tokens.length && !endsSentence(tokens, k); k++) {
    const t = tokens[k]!;
    if (/^(noon|am|pm|a\.m|p\.m|uhr|h)$/.test(t.low)) return true;
    if (t.kind === 'num' && /^([-–:]|to)$/.test(tokens[k + 1]?.low ?? '') && tokens[k + 2]?.kind === 'num')
      return true;
  }
  return false;
};

/**
 * True when the name at i..next is an open house: a day within two words after it, no private showing.
 * In a "coming soon" post a "sneak peek this weekend" with no hour is the listing's reveal (photos, a
 * video), as coming-soon rules allow no showings yet (e.g. CRMLS and NWMLS Coming Soon status); with
 * an hour ("Sneak peek Sat 1-3") it is still an open house.
 */
export const openHouseEvent = (tokens: readonly Token[], i: number, next: number): boolean => {
  let day = false;
  for (let j = next; j < next + 3 && tokens[j] && !endsSentence(tokens, j); j++)
    if (dayAt(tokens, j)) day = true;
  if (!day) return false;
  if (comingSoon(tokens) && !hourFrom(tokens, next)) return false;
  for (let j = i - 2; j < next + 6 && j < tokens.length; j++) {
    if (j < 0) continue;
    if (endsSentence(tokens, j) && j >= next) break;
    // "no appointment needed" opens it to all; "by appointment" closes it.
    if (PRIVATE.test(tokens[j]!.low) && tokens[j - 1]?.low !== 'no') return false;
  }
  return true;
};

/** Verbs that tell what a past open house did: "brought 40 groups through", "drew a crowd". */
const PAST_EVENT = /^(brought|drew|attracted|welcomed|saw|hosted|packed|wrapped)$/;
const PAST_VISIT = /^(came|attended|visited|toured|joined)$/;
const PAST_TIME = /^(week|weekend|month|saturday|sunday|friday|night|spring|summer|fall|winter|year)$/;

/**
 * An open house told as past, in its sentence after the phrase: a verb of what it did ("brought 40
 * groups through") or a past time ("back in March", "last Sunday", "two weeks ago"). A sold home may
 * look back on its open house; only one to come is a claim that it is still shown.
 */
const toldAsPast = (tokens: readonly Token[], next: number, i: number): boolean => {
  // "everyone who came to the open house", "buyers who attended our open house".
  for (let j = Math.max(0, i - 4); j < i; j++) if (PAST_VISIT.test(tokens[j]!.low)) return true;
  for (let j = next; j < tokens.length && j < next + 12 && !endsSentence(tokens, j); j++) {
    const w = tokens[j]!.low;
    if (PAST_EVENT.test(w) || w === 'ago') return true;
    if (w === 'back' && tokens[j + 1]?.low === 'in') return true;
    if (w === 'last' && PAST_TIME.test(tokens[j + 1]?.low ?? '')) return true;
  }
  return false;
};

/**
 * Whether an open-house phrase of status.ts's table is an open house to come: not "after one open
 * house" (a past one: "in escrow after one open house"), not one told as past, and another name only
 * with its day.
 */
export const openHouseUse = (
  phrase: string,
  tokens: readonly Token[],
  i: number,
  next: number,
  before: readonly string[],
): boolean =>
  !before.includes('after') &&
  !toldAsPast(tokens, next, i) &&
  (!OPEN_HOUSE_NAMES.includes(phrase) || openHouseEvent(tokens, i, next));
