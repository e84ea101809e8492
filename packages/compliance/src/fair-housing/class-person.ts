import { classWordsFor, PERSON_NOUNS } from './class-words';
import type { ProtectedClass } from './types';
import { PERCEIVED_TRAITS } from './vocabulary/perceived-traits';

// People nouns a class word may stand before, beyond the vocabularies' own: visitors, callers, guests.
const PEOPLE = `(?:${PERSON_NOUNS}|visitors?|callers?|guests?|residents?|occupants?|attendees?|prospects?|clients?|customers?|members?|homebuyers?|shoppers?)`;

// Class words a person is marked by in a clause, beyond the vocabularies: what they asked for, their
// history or treatment (24 CFR §100.201: a record of an impairment; recovery), a pregnancy (§3602(k)),
// the language they speak.
const EXTRA: Partial<Record<ProtectedClass, string>> = {
  handicap:
    '(?:(?:asked|ask|asks|asking|requested|request|requests|requesting|needed|need|needs|put in) (?:for )?(?:an? |any |the |reasonable )*(?:accommodations?|modifications?|service animals?|support animals?|assistance animals?|emotional support animals?|ramps?|grab bars?|accessible (?:units?|parking))|(?:history|record|records|past|histories) of (?:drug |alcohol |substance |opioid |heroin |opiate )?(?:addiction|abuse|use disorder|dependency|dependence|treatment|rehab|mental illness|psychiatric (?:care|treatment|hospitalization)|hospitalizations?|depression|seizures|cancer)|in (?:treatment|recovery|rehab|a recovery program)|on (?:methadone|suboxone|buprenorphine|disability))',
  familial_status: '(?:pregnant|expecting|expectant|(?:a |any |new )?(?:newborns?|infants?|toddlers?))',
  // A religious practice that marks the person: "residents who keep Sabbath", "Shabbat observers".
  religion:
    '(?:who (?:keep|keeps|observe|observes|celebrate|celebrates|pray|prays|fast|fasts) (?:the )?(?:sabbath|shabbat|shabbos|kosher|halal|ramadan|lent|five times a day|on fridays)|(?:sabbath|shabbat|shabbos) (?:observers?|observant (?:residents?|tenants?|families)|keepers?))',
  // Language as a proxy for national origin (HUD LEP guidance, 2016): "whose first language isn't English".
  // A transition marks the person (HUD 2021 memo; state gender-identity laws): "until residents get used to your transition".
  gender_identity: '(?:(?:your|her|his|their) (?:gender )?transition|transitioning)',
  national_origin:
    '(?:(?:whose )?(?:first|native|primary|home|mother) (?:language|tongue) (?:is not|isnt|is other than|other than|is something other than) english|non ?native (?:english )?speakers?|(?:limited|broken|poor|little) english(?: speakers?| proficiency)?)',
};

/**
 * A person marked by a class in a clause: class words before any people noun, perceived traits, and the
 * extras above. The person slot of treatment-by-class.ts, terms-for-class.ts and
 * accommodation-exceptions.ts.
 */
export const classPerson = (category: ProtectedClass): string => {
  // "Put the new couple in Building C": a couple names no familial status (class-words.ts).
  const parts = [classWordsFor(category, PEOPLE)];
  for (const g of PERCEIVED_TRAITS) if (g.category === category) parts.push(g.forms);
  const extra = EXTRA[category];
  if (extra) parts.push(extra);
  return `\\b(?:${parts.join('|')})\\b`;
};

/**
 * `rest`, said of a person read behind it: `(?<=${behind})${rest}` with `rest` tried first. V8 runs an
 * expression left to right, so a look-behind written first runs its class alternation backwards
 * from every place the rule is tried (each "is", "will", "get"); the look-ahead lets it run only where
 * the outcome is. The same matches: the look-ahead is the rest itself.
 */
export const saidOf = (behind: string, rest: string): string => `(?=${rest})(?<=${behind})${rest}`;
