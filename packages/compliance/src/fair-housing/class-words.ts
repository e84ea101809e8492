import { escapeRe } from './compile';
import { TERMS, type TermKind } from './lexicon';
import type { ProtectedClass } from './types';

/** The people nouns an ambiguous class adjective needs after it to name people ("Black family"). */
export const PERSON_NOUNS =
  '(?:family|familys|families|buyers?|clients?|couples?|tenants?|renters?|applicants?|people|folks|persons?|man|men|woman|women|guy|guys|lady|ladies|households?|purchasers?|neighbors?|kids|students?|owners?)';

/**
 * A class's words from the lexicon (lexicon.ts TERMS), as one alternation for a rule's regex: nouns and
 * adjectives as they are, ambiguous adjectives only before a people noun ("Black family", not "black
 * shutters"); a rule may widen the people nouns (false-unavailability.ts: "Black callers"). Longest first, so a phrase wins over its first word. `spanish` picks the language.
 */
export const classWords = (
  category: ProtectedClass,
  spanish: boolean,
  personNouns = PERSON_NOUNS,
): string => {
  const plain: string[] = [];
  const ambiguous: string[] = [];
  const kinds: readonly TermKind[] = ['noun', 'adj'];
  for (const t of TERMS.values()) {
    if (t.category !== category || t.spanish !== spanish || t.bare || t.hopa || t.neutral) continue;
    if (kinds.includes(t.kind)) plain.push(t.form);
    else if (t.kind === 'ambiguous') ambiguous.push(t.form);
  }
  const alt = (xs: string[]) =>
    xs
      .sort((a, b) => b.length - a.length)
      .map(escapeRe)
      .join('|');
  const parts = [plain.length ? alt(plain) : ''];
  if (ambiguous.length) parts.push(`(?:${alt(ambiguous)}) ${spanish ? '' : personNouns}`);
  return `(?:${parts.filter(Boolean).join('|')})`;
};

/**
 * A class's English words for a rule that reads a person by them alone: "couple" is a familial-status
 * word for "couples only" (no children), but "the Black couple" or "a couple called" names no family
 * status, so a rule that takes any class word after a verb leaves it out.
 */
export const classWordsFor = (category: ProtectedClass, personNouns = PERSON_NOUNS): string =>
  category === 'familial_status'
    ? `(?!couples?\\b)${classWords(category, false, personNouns)}`
    : classWords(category, false, personNouns);

/**
 * Not an aid or a thing a class word can also name: "move the wheelchairs to storage", "keep the service
 * dogs in the yard" place objects, not people; "wheelchair users" are people (class-grouping.ts).
 */
export const AID_OBJECTS =
  '(?:(?:service|support|assistance|guide|emotional support|therapy) (?:dogs?|animals?|cats?|pets?)|wheelchairs?|walkers?|scooters?|strollers?|cribs?|car seats?)';
export const NOT_AN_AID = `(?!${AID_OBJECTS}\\b(?! users?\\b))`;
