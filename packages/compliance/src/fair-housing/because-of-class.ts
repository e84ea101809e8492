import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { escapeRe } from './compile';
import { TERMS } from './lexicon';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { HAPPIER, HAPPIER_NEEDS } from './steer-by-class';
import type { ProtectedClass } from './types';

/**
 * A term given "because of" the person's class, said as a cause and its consequence, for every class
 * as grammar. 42 U.S.C. §3604(a), (b), (f)(2) forbid different terms "because of"
 * a class; the sentence says exactly that when a clause naming the addressee's class ("since you're
 * Jewish", "since you now use a wheelchair", "your wife is pregnant, so") is followed by a worse term:
 * only some units shown (24 CFR §100.70(c)), an extra insurance rider, letter, deposit or cosigner
 * (24 CFR §100.65(b), §100.130 for loans), a letter that the class will end ("a letter saying she's
 * going back to work"), a refusal. Blocks. Proof and documentation alone are left alone: FHEO-2020-01
 * lets a provider ask for reliable documentation of a non-obvious disability, and voucher paperwork is
 * part of the program.
 * Left alone: "since you use a wheelchair, we can offer a ground-floor unit" (an accommodation, no worse
 * term), "since you have a service dog, you don't need to pay a pet deposit" (a negated term).
 * Third-person hints beside steer-by-class.ts's second-person ones (24 CFR §100.70(c)(1), discouraging
 * by words; warns like steer-by-class.ts's "happier in the suburbs"): "buyers with little ones are happier out in
 * the suburbs", and the class-free "the folks there are more like you", which HUD reads as a race hint.
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
// "As" only before "you're" ("as you're Hindu"): "as you have" is as often a comparison.
const SINCE = '(?:since|because|cause|now that|seeing as|given that|as(?= youre| you are))';
const YOU_ARE =
  '(?:youre|you are|you (?:now |also )?(?:use|have|need|are)|your (?:wife|husband|partner|spouse|daughter|son|girlfriend|boyfriend|family|kid|child) (?:is|uses|has|are)|(?:he|she) (?:is|uses|has)|(?:they|we) (?:are|use|have)|theyre)';
const STATED = `${YOU_ARE} (?:now |also |still )?(?:an? )?(?:(?:\\d+|two|three|four|five|six|a few|several|young|small|little|new) )?`;
// The worse term, within the consequence clause; never a negated one.
const NOT_NEGATED =
  '(?![^|]{0,50}?\\b(?:dont|do not|doesnt|does not|never|waive|waived|no need|free of|exempt|wont need|will not need|only need|standard|same|usual|normal|regular|no extra|nothing extra)\\b)';
const WORSE =
  '(?:only (?:show|offer|rent|consider|approve|let)|(?:need|needs|require|requires|requiring|must (?:provide|pay|have|get|sign|carry|buy)|have to (?:provide|pay|get|carry|buy)) (?:to (?:provide|pay|get|carry|buy) )?(?:a |an |extra |additional |higher |another |two |more |bigger |larger )?(?:[a-z0-9]+ ){0,3}?(?:insurance|deposit|cosigner|co signer|guarantor|(?:letter|note)(?= (?:saying|stating|certifying|that) (?:[a-z]+ ){0,4}?(?:back to work|going back|return|returning|recover|recovered|recovering|cured|able to work|no longer|not (?:pregnant|disabled|sick)))|fee|rider|rent|down payment)|(?:cannot|cant|wont|will not|can no longer|could not|couldnt) (?:rent|renew|show|approve|offer|count|accept|lease|sell)|(?:higher|extra|additional|double|bigger) (?:rent|deposit|fee|down payment|rate))';
const THEN = `(?: ,)?(?: so)?${NOT_NEGATED}[^|]{0,40}?\\b${WORSE}\\b`;
const ELSEWHERE_PLACE =
  '(?:in|at|over in|out in|down in|up in|across|elsewhere|somewhere|someplace)\\b[^|]{0,30}?\\b(?:suburbs?|another|other|elsewhere|neighborhoods?|areas?|part of town|side of town|buildings?|communit(?:y|ies)|complex(?:es)?|towns?)\\b';

const rules = (category: ProtectedClass): StandaloneRule[] => {
  const words = classWordsFor(category);
  return [
    phraseRule({
      id: 'because-of-class',
      category,
      kind: 'exclude',
      source: 'fha3604b',
      needs: ['since', 'because', 'cause', 'now that', 'seeing as', 'given that', ' so ', 'as '],
      reason:
        'Gives a worse term because of the person\u2019s protected class (42 U.S.C. §3604(a), (b), (f)(2); 24 CFR §100.65(b), §100.70(c))',
      re: `\\b${SINCE} ${STATED}${words}\\b${THEN}|\\b${STATED}${words} , so${NOT_NEGATED}[^|]{0,40}?\\b${WORSE}\\b`,
    }),
    phraseRule({
      id: 'class-happier-elsewhere',
      category,
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: HAPPIER_NEEDS,
      reason:
        'Says people of a protected class are happier somewhere else (discouraging by words, 24 CFR §100.70(c)(1))',
      re: `\\b${words}\\b (?:are|would be|will be|tend to be|are usually|are always|are generally|are often|are much|are far|are a lot) (?:much |far |a lot |way |usually |generally )?${HAPPIER}\\b (?:out |over |down |up )?${ELSEWHERE_PLACE}`,
    }),
  ];
};

export const BECAUSE_OF_CLASS_RULES: readonly StandaloneRule[] = [
  ...CLASSES.flatMap(rules),
  phraseRule({
    id: 'people-like-you',
    category: 'race',
    kind: 'suits',
    severity: 'warn',
    source: 'cfr10070',
    needs: ['like you', 'your kind', 'your type', 'your sort', 'similar to you'],
    reason:
      'Steers by saying the residents elsewhere are "like you" (24 CFR §100.70(c)(1); HUD reads such hints as race or national origin)',
    re: '\\b(?:folks|people|residents|neighbors|neighbours|tenants|families|crowd|owners|buyers|everyone|everybody) (?:there |over there |in that building |on that side |in that area |in that neighborhood |out there )?(?:are|is) (?:more |a lot more |much more |mostly |all |just )?(?:like you|your (?:kind|type|sort)|similar to you|people like you)\\b',
  }),
];

/**
 * The refusal said first, then its reason, the class trait of someone in the household: "application declined
 * because the applicant's adult son, who lives in the home, has autism", "renewal denied because her
 * husband is blind" (42 U.S.C. §3604(a), (f)(1)(C): a person residing with the applicant; 24 CFR
 * §100.70(d)(4) for insurance). The rules above read "since you're X" before a worse term; these read
 * the outcome first and the class after "because". Left alone: "declined because
 * the applicant has a prior eviction", "not because she is blind but because the rent exceeds 40%".
 */
const REFUSED =
  '(?:declined|denied|rejected|refused|turned down|cancelled|canceled|not renewed|nonrenewed|terminated|withdrawn|voided)';
// Every English word of the class, the ambiguous ones too: after "because the son has" or "is", "autism"
// and "blind" name the person's trait (no "black shutters" reading there).
const wordsOf = (category: ProtectedClass): string => {
  const forms = [...TERMS.values()]
    .filter((t) => t.category === category && !t.spanish && !t.bare && !t.hopa && !t.neutral)
    .filter((t) => t.kind === 'noun' || t.kind === 'adj' || t.kind === 'ambiguous')
    .map((t) => t.form)
    .filter((f) => category !== 'familial_status' || !/^couples?$/.test(f));
  return `(?:${[...new Set(forms)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})`;
};
// Whose trait it is: a person, never "the house is white".
const WHO =
  '(?:applicants?|tenants?|residents?|buyers?|borrowers?|insureds?|occupants?|renters?|he|she|they|you|son|sons|daughters?|husband|wife|spouse|partner|child|children|kids?|mother|father|mom|dad|parents?|roommates?|boyfriend|girlfriend|family|member|guests?|caregiver|brother|sister)';
const HAS = '(?:has|have|is|are|uses|use|was diagnosed with|suffers from|lives with)';

export const REFUSED_BECAUSE_RULES: readonly StandaloneRule[] = CLASSES.map((category) =>
  phraseRule({
    id: 'refused-because-class',
    category,
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['because', 'due to the fact'],
    reason:
      'Refuses because someone in the household is of a protected class (42 U.S.C. §3604(a), (f)(1); 24 CFR §100.70(d)(4))',
    re: `\\b${REFUSED}\\b[^|]{0,20}?(?<!\\bnot )\\b(?:because|due to the fact that)\\b[^|]{0,40}?\\b${WHO}\\b[^|]{0,50}?\\b${HAS} (?:an? |the )?${wordsOf(category)}\\b(?! (?:but|however))`,
  }),
);
