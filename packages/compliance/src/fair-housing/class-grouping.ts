import { FAIR_HOUSING_CATEGORIES } from '@pp/contract';
import { classWords, NOT_AN_AID, PERSON_NOUNS } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Assigning or grouping residents by a class: "we group applicants by religion so everyone in a unit
 * shares a faith", "roommates are matched by ethnicity", "keep the Somali families on the third floor".
 * 24 CFR §100.70(c)(4): assigning a person to a particular section of a development or a particular
 * floor of a building because of race, color, religion or national origin; 42 U.S.C. §3604(b) (different
 * terms by class). Three frames per class: a verb of grouping with "by / based on / according to" the
 * class attribute; a unit or floor whose residents must share it; a verb of placing a class's people
 * on a floor, in a building or a wing. Left alone: "roommates matched by sleep schedule", "we never
 * group applicants by race", "the mosque is two blocks away", "units assigned by move-in date".
 */
const GROUP =
  '(?:group|groups|grouped|grouping|assign|assigns|assigned|assigning|sort|sorts|sorted|sorting|match|matches|matched|matching|pair|pairs|paired|pairing|place|places|placed|placing|cluster|clusters|clustered|clustering|house|houses|housed|segregate|segregates|segregated|separate|separates|separated|split|splits|divide|divides|divided|arrange|arranges|arranged|organi[sz]e|organi[sz]es|organi[sz]ed)';
// Not a practice: "we never group by race", "units are not assigned by religion" (read behind the verb).
const NEG = '(?:never|not|dont|doesnt|wont|no longer|do not|does not|are not|is not|arent|isnt) (?:be )?';
const BY = '(?:by|based on|according to|on the basis of|along)';
const ATTR: Partial<Record<ProtectedClass, string>> = {
  religion:
    '(?:religions?|faiths?|creeds?|denominations?|religious (?:affiliations?|backgrounds?|beliefs?|preferences?|groups?)|places? of worship|congregations?)',
  race: '(?:races?|racial (?:groups?|backgrounds?|lines)|ethnicity|ethnicities|ethnic (?:groups?|backgrounds?|origins?|lines))',
  color: '(?:skin (?:colou?rs?|tones?)|complexions?)',
  national_origin:
    '(?:nationality|nationalities|national origins?|countr(?:y|ies) of (?:origin|birth)|home countr(?:y|ies)|birth countr(?:y|ies)|ancestry|heritage|cultural backgrounds?|native languages?|first languages?|mother tongues?)',
};
const PLACE =
  '(?:floors?|buildings?|wings?|sections?|sides?|towers?|blocks?|halls?|corridors?|units?|suites?)';

const REASON =
  'Groups or assigns residents by a protected class (24 CFR §100.70(c)(4): assigning to a section, building or floor because of class; 42 U.S.C. §3604(b))';

const PLACE_VERB =
  '(?:keep|keeps|put|puts|place|places|placed|house|houses|housed|move|moves|assign|assigns|assigned|steer|steers)';
const PASSIVE =
  '(?:(?:are|get|will be|must be|should be) (?:all )?(?:placed|put|housed|kept|assigned|moved|grouped|steered)|(?:all )?go)';
const WHERE = `(?:on|in|to|into) (?:the |a |their own |one |separate |a separate |the same )?(?:[a-z0-9]+ )?${PLACE}`;

// Placing a class's people on a floor or in a building, for every federal class (24 CFR §100.70(c)(4) names
// race, color, religion, sex, handicap, familial status and national origin). A placement the person asked
// for ("if they request it") is an accommodation, not an assignment.
const ASKED =
  '(?![^|]{0,40}?\\b(?:if (?:they|he|she) (?:ask|asks|request|requests|want|wants|prefer|prefers)|who (?:ask|request|want|prefer)|(?:up)?on request|if requested|at their request)\\b)';
type Base = { id: string; category: ProtectedClass; kind: 'exclude'; source: 'cfr10070c4'; reason: string };
const placedRules = (base: Base, people: string): StandaloneRule[] => [
  // "keep the Somali families on the third floor", "put Muslim tenants in building C".
  phraseRule({
    ...base,
    needs: ['keep', 'put', 'plac', 'hous', 'move', 'assign', 'steer'],
    re: `\\b${PLACE_VERB}\\b(?<!\\b${NEG}${PLACE_VERB})(?: (?:all|the|any|those|these|our))* ${people}(?: together| separately| apart)? ${WHERE}\\b${ASKED}`,
  }),
  // The same said of them: "Hispanic renters are placed in the back building".
  phraseRule({
    ...base,
    needs: ['placed', 'put', 'housed', 'kept', 'assigned', 'moved', 'grouped', 'steered', 'go'],
    re: `\\b${people} ${PASSIVE} ${WHERE}\\b${ASKED}`,
  }),
];

// Four frames, each its own rule so each is gated by its own words (rule-gate.ts).
const rules = (category: ProtectedClass, attr?: string): StandaloneRule[] => {
  const base = {
    id: 'class-grouping',
    category,
    kind: 'exclude' as const,
    source: 'cfr10070c4' as const,
    reason: REASON,
  };
  const one = `${NOT_AN_AID}${classWords(category, false)}(?: ${PERSON_NOUNS})?`;
  // A list of them: "the blind applicant and the deaf couple" (fh32).
  const people = `${one}(?:(?: ,| and| or| , and) (?:the |all |any |those |these )?${one}){0,3}`;
  const placed = placedRules(base, people);
  if (!attr) return placed;
  return [
    // "we group applicants by religion", "matched based on their ethnicity".
    phraseRule({
      ...base,
      needs: [
        'group',
        'assign',
        'sort',
        'match',
        'pair',
        'plac',
        'cluster',
        'hous',
        'segregat',
        'separat',
        'split',
        'divid',
        'arrang',
        'organi',
      ],
      re: `\\b${GROUP}\\b(?<!\\b${NEG}${GROUP})(?: (?!not\\b|never\\b)[a-z]+){0,3}? ${BY} (?:their |his |her |the |shared |common )?(?:own )?${attr}\\b`,
    }),
    // "so everyone in a unit shares a faith", "one religion per floor".
    phraseRule({
      ...base,
      needs: ['share', 'sharing', 'have', 'has', 'same', 'one', 'single'],
      re: `\\b(?:share|shares|sharing|have|has) (?:a|the same|one|their|a common|the one) ${attr}\\b(?=[^|]{0,40}?\\b${PLACE}\\b)|\\b(?:share|shares|sharing) (?:a|the same|one|their|a common) ${attr}\\b(?<=\\b${PLACE}\\b[^|]{0,40}?\\b(?:share|shares|sharing) [^|]*)|\\b(?:same|one|a single) ${attr} (?:per|in each|for each|on each|to a) ${PLACE}\\b`,
    }),
    ...placed,
  ];
};

export const CLASS_GROUPING_RULES: readonly StandaloneRule[] = FAIR_HOUSING_CATEGORIES.flatMap((category) =>
  rules(category, ATTR[category]),
);
