import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { APPLICANT_ATTRIBUTES } from './vocabulary/applicant-attributes';

/**
 * A step of the rental process withheld from a class: "we don't schedule showings for anyone who needs
 * an interpreter", "no tours for applicants on a voucher", "we won't book viewings with families with
 * kids". Refusing to show a dwelling or to let a class inspect it is a refusal to rent and a limit on
 * the information given (42 U.S.C. §3604(a), (d); 24 CFR §100.60(b)(1), §100.80(b)(4)); for an
 * interpreter, HUD's LEP guidance (September 15, 2016). The person is named by a class word or by an
 * attribute that stands for the class (vocabulary/applicant-attributes.ts), after "for", "to" or "with"
 * and an optional people noun. Left alone: "we don't schedule showings for anyone after 6pm", "no tours
 * for groups larger than four", "free interpreter at every showing".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const NOT =
  '(?:dont|do not|doesnt|does not|wont|will not|cant|cannot|can not|never|no longer|refuse to|decline to)';
const ARRANGE = '(?:schedule|book|do|give|offer|hold|set up|arrange|run|conduct|provide|show)';
const STEP =
  '(?:showings?|tours?|viewings?|walk ?throughs?|walkthroughs?|appointments?|open houses?|applications?|the unit|units|the apartment|apartments|homes?|the home)';
const WHO =
  '(?:(?:anyone|anybody|someone|people|persons?|applicants?|tenants?|renters?|buyers?|callers?|clients?|prospects?|folks|those|families|households?)(?: (?:who|that) (?:needs?|uses?|has|have|is|are|brings?|requires?|wants?)| (?:with|on|using|in|needing))? )';

const rule = (category: ProtectedClass): StandaloneRule => {
  const attrs = APPLICANT_ATTRIBUTES.filter((g) => g.category === category).flatMap((g) => g.forms);
  const who = `(?:${classWordsFor(category)}${attrs.length ? `|${attrs.join('|')}` : ''})`;
  return phraseRule({
    id: 'step-withheld-from-class',
    category,
    kind: 'exclude',
    source: category === 'national_origin' ? 'hudLep2016' : 'cfr10080',
    needs: ['showing', 'tour', 'viewing', 'walk', 'appointment', 'open house', 'application', 'show'],
    reason:
      'Withholds a showing, tour or application from a protected class (42 U.S.C. §3604(a), (d); 24 CFR §100.80(b)(4))',
    re: `\\b(?:${NOT} ${ARRANGE} (?:any )?${STEP}|no ${STEP}) (?:for|to|with) ${WHO}?(?:an? |any |the |their )?${who}\\b`,
  });
};

export const SERVICE_REFUSAL_RULES: readonly StandaloneRule[] = CLASSES.map(rule);
