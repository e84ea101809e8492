import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { escapeRe } from './compile';
import { TERMS } from './lexicon';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * A refusal said with its reason, the class trait of someone in the household: "application declined
 * because the applicant's adult son, who lives in the home, has autism", "renewal denied because her
 * husband is blind" (42 U.S.C. §3604(a), (f)(1)(C): a person residing with the applicant; 24 CFR
 * §100.70(d)(4) for insurance). Beside because-of-class.ts, which reads "since you're X" before a worse
 * term; this reads the outcome first and the class after "because". Left alone: "declined because
 * the applicant has a prior eviction", "not because she is blind but because the rent exceeds 40%".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
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
