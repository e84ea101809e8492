import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * An interpreter or translator refused: "no translators at the lease signing", "interpreters are not
 * allowed at showings", "don't bring a translator". HUD's guidance on the Fair Housing Act and persons
 * with limited English proficiency (September 15, 2016) reads a bar on language help as national-origin
 * discrimination (42 U.S.C. §3604(a)-(c)): it keeps out those who need the help. Left alone: "free
 * interpreter on request", "no interpreter needed, the agent speaks Spanish", "no translation fee".
 */
const HELP = '(?:translators?|interpreters?|interpreting|translation help|language help)';
const BARRED = '(?:not allowed|not permitted|prohibited|banned|forbidden|not welcome|not accepted)';

export const LANGUAGE_ACCESS_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'interpreter-refused',
    category: 'national_origin',
    kind: 'exclude',
    source: 'hudLep2016',
    reason:
      'Refuses an interpreter or translator, keeping out applicants with limited English (HUD LEP guidance, 2016; 42 U.S.C. §3604)',
    needs: ['translat', 'interpret', 'language help'],
    re: `\\b(?:no|without)(?: outside| third party| family)? ${HELP}(?! (?:needed|necessary|required|fees?|charges?|costs?))\\b|\\b${HELP} (?:are |is |will be )?${BARRED}\\b|\\b(?:dont|do not|cannot|cant|may not|must not) (?:bring|use|have) (?:a |an |your |any )?(?:own )?${HELP}\\b`,
  },
]);
