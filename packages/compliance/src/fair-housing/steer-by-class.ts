import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { SURNAME_BUYERS } from './vocabulary/origin-surnames';
import { PERCEIVED_TRAITS } from './vocabulary/perceived-traits';

/**
 * Steering said in the agent's own words, for every class: the act and the hint.
 * 1. The act: a steering verb, the class, and where they are sent: "I steer my Chinese clients to
 *    Millbrook", "we route Catholic buyers toward the east side", "she funnels families with kids into
 *    the back building". 24 CFR §100.70(c)(1)-(4) (restricting or attempting to restrict choices,
 *    assigning a class to a section): an act, so it blocks.
 * 2. The hint: a person named by a class, then "you might be happier in a house out in the suburbs"
 *    or "they'd be more comfortable elsewhere" (§100.70(c)(1): discouraging by words); a suggestion,
 *    not an act, so it warns.
 *    A family named by a surname that marks a national origin is such a person ("the Nguyen family might
 *    feel more at home over in Eastgate": HUD national origin guidance, 2016, names and ancestry).
 * Left alone: "I send every buyer the same links", "we steer clear of flood zones", "you might be
 * happier with the larger unit" (no class), "families with kids love the playground next door",
 * "seniors might be happier with the ground-floor unit" (a feature, not a place elsewhere).
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const STEER =
  '(?:steer|steers|steered|steering|funnel|funnels|funneled|funnelled|funneling|route|routes|routed|routing|channel|channels|channeled|push|pushes|pushed|pushing|herd|herds|herded|send|sends|sent|sending|direct|directs|directed|directing|point|points|pointed|pointing|refer|refers|referred|referring)';
// One qualifier at most before the class word, and never another class word ("Jewish families" is no
// familial-status steer): "my new Chinese clients", "any prospective Muslim buyers".
const DET =
  '(?:(?:my|our|the|all|any|those|these|every|most|his|her|their|your) )?(?:(?:new|prospective|potential|current|other|few|recent|incoming) )?';
const WHO =
  '(?:clients?|buyers?|renters?|tenants?|applicants?|families|family|folks|people|customers?|prospects?|households?|couples?|callers?|leads?|lady|ladies|woman|women|man|men|guy|guys|gentleman|person|persons|one|ones)';
const WHERE =
  '(?:(?:over|out|up|down|only|straight|always|mostly|right) )?(?:to|toward|towards|into|away from|out of)';
// "push families to apply early", "route Spanish-speaking callers to our bilingual agent": an
// encouragement or a service, not a place.
const NOT_A_PLACE =
  '(?! (?:apply|call|visit|come|see|tour|sign|check|contact|book|schedule|join|enjoy|bring|ask|read|register|use|reach|get|fill|submit|speak|talk|our (?:bilingual|spanish speaking)|(?:a |an |the |our )?(?:bilingual |spanish speaking )?(?:agent|agents|interpreter|interpreters|translator|staff|office|team|leasing office|line|voicemail|website|portal|application|form|hotline|specialist))\\b)';
/** Comfort said of a group sent elsewhere, and the words that gate it (shared with because-of-class.ts). */
export const HAPPIER =
  '(?:happier|more comfortable|better off|more at home|more at ease|a better fit|better suited|more welcome)';
export const HAPPIER_NEEDS = [
  'happier',
  'more comfortable',
  'better off',
  'more at home',
  'more at ease',
  'better fit',
  'better suited',
  'more welcome',
];
const ELSEWHERE =
  '(?:in|at|over in|out in|down in|up in|across|elsewhere|somewhere|someplace|in another|at another)';

// "Your kids would be happier at the playground": an amenity they would enjoy, not a place to live.
const NOT_AMENITY =
  '(?! (?:the |a |our |that )?(?:playground|park|pool|yard|backyard|beach|school|library|gym|splash pad|dog park|garden|clubhouse|lake|rec center)\\b)';

const rules = (category: ProtectedClass): StandaloneRule[] => {
  const words = classWordsFor(category);
  // Who may be steered: the class's words, and for national origin a family named by its surname.
  const who = category === 'national_origin' ? `(?:${words}|${SURNAME_BUYERS})` : words;
  const groups = PERCEIVED_TRAITS.filter((g) => g.category === category).map((g) => g.forms);
  const traits = groups.length ? `(?:${groups.join('|')})` : '(?!)';
  return [
    phraseRule({
      id: 'steer-class-to',
      category,
      kind: 'exclude',
      source: 'cfr10070',
      needs: [
        'steer',
        'funnel',
        'route',
        'channel',
        'push',
        'herd',
        'send',
        'sent',
        'direct',
        'point',
        'refer',
      ],
      reason:
        'Steers people of a protected class to or away from a place (24 CFR §100.70(c)(1)-(4); 42 U.S.C. §3604(a))',
      // "send the family in headscarves over to Crescent Commons": people picked by a trait the class is
      // seen in (vocabulary/perceived-traits.ts) are steered by that class.
      re: `\\b${STEER}\\b(?=[^|]{0,70}?\\b${WHERE}\\b) ${DET}(?:${words}(?: ${WHO})?|${WHO}(?: [a-z]+){0,2}? ${traits})\\b ${WHERE}\\b${NOT_A_PLACE}`,
    }),
    phraseRule({
      id: 'happier-elsewhere',
      category,
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: HAPPIER_NEEDS,
      reason:
        'Suggests a person of a protected class would be happier somewhere else (discouraging by words, 24 CFR §100.70(c)(1))',
      re: `(?<=\\b${who}\\b[^|]{0,80}?)\\b(?:(?:you|they|he|she|your family|the family|you guys|you all|yall)(?: [a-z]+)? (?:might|would|could|d|may|will|ll)|youd|theyd|hed|shed|youll|theyll)(?: (?:honestly|probably|really|truly|just|be much|definitely|likely))? (?:be|feel|fit in) (?:much |far |a lot |way )?${HAPPIER}\\b[^|]{0,40}?\\b${ELSEWHERE}\\b|\\b(?:might|would|could|may|will)(?<=\\b${who} (?:[a-z]+ )?(?:might|would|could|may|will))(?: (?:honestly|probably|really|truly|just|definitely|likely))? (?:be|feel|fit in) (?:much |far |a lot |way )?${HAPPIER}\\b[^|]{0,40}?\\b${ELSEWHERE}\\b${NOT_AMENITY}`,
    }),
  ];
};

export const STEER_BY_CLASS_RULES: readonly StandaloneRule[] = CLASSES.flatMap(rules);
