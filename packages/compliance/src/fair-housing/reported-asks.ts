import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Questions put to applicants in reported speech or as a plan, about a disability or about children
 * planned.
 * 1. Disability asked about: "ask whether anyone in the household has a mental illness or takes
 *    psychiatric medication", "find out if the applicant is on antidepressants", "check whether they
 *    see a therapist". 24 CFR §100.202(c): a provider may not ask whether an applicant, or anyone
 *    who will live with them, has a handicap, or its nature or severity (blocks).
 * 2. Children planned: "do you plan on having any children in the next year?", "are you thinking
 *    about starting a family?". 42 U.S.C. §3604(c) (a question that signals a preference about
 *    familial status, §3602(k) reaches a pregnancy); an application question on a class other than
 *    disability warns (the severity the labelled review sets give such questions).
 * Left alone: "ask whether anyone in the household has pets", "we ask every applicant the same
 * questions", "do you plan on having a garden?", "ask if they need a ground-floor unit" (an offer),
 * "do you want a family room?" (a room, not a child).
 */
const ASK =
  '(?:ask|asks|asking|asked|find out|check|checking|confirm|inquire|inquiring|verify|determine|see)';
const SOMEONE =
  '(?:(?:my|your|his|her|their) (?:son|daughter|child|kid|kids|children|husband|wife|partner|spouse|mother|father|mom|dad|brother|sister|roommate)|anyone|anybody|someone|any member|any occupant|anyone else|the applicant|the applicants|applicants|they|he|she|you|the tenant|the prospect|any of them|either of them)';
const CONDITION =
  '(?:a |any )?(?:mental illness(?:es)?|mental health (?:conditions?|issues?|problems?|diagnos[ie]s|history)|psychiatric (?:medications?|meds|conditions?|history|treatment|diagnos[ie]s|care)|psych meds|antidepressants|antipsychotics|mood stabilizers|a disability|disabilities|any disabilities|a handicap|a psychiatrist|a therapist|a counselor|a psychologist|hiv|aids|seizures|epilepsy|a (?:physical|mental) (?:condition|impairment|disability)|schizophrenia|bipolar(?: disorder)?|depression|ptsd|autism|(?:medications?|meds|prescriptions?|treatment|pills) (?:for|of) (?:a |an |any |his |her |their )?[a-z]+|on the spectrum|autistic|mentally ill|disabled|handicapped|deaf|blind|in recovery|in rehab)';
const HAS =
  '(?:is|are|was|were|has|have|had|takes?|taking|is on|are on|sees?|seeing|gets?|receives?|suffers? from|is being treated for|are being treated for|is treated for|was diagnosed with|has been diagnosed with|needs?)';

export const REPORTED_ASK_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'ask-whether-disabled',
    category: 'handicap',
    kind: 'prefer',
    source: 'cfr100202',
    needs: ['ask', 'find out', 'check', 'confirm', 'inquir', 'verify', 'determine', 'see'],
    reason:
      'Asks whether an applicant or a household member has a disability, or its nature (24 CFR §100.202(c))',
    re: `\\b${ASK} (?:whether|if)\\b(?=[^|]{0,90}?\\b${CONDITION}\\b) ${SOMEONE}\\b(?: (?:in|of|on|from) (?:the|their|your|his|her) (?:household|home|family|unit|application))?(?: [a-z]+){0,2}? ${HAS}\\b(?: [a-z]+)?(?: or (?:takes?|is on|has|sees?)\\b)? ${CONDITION}\\b`,
  },
  {
    id: 'children-planned-asked',
    category: 'familial_status',
    kind: 'prefer',
    severity: 'warn',
    source: 'fha3604c',
    needs: ['plan', 'intend', 'expect', 'hop', 'want', 'thinking'],
    reason:
      'Asks whether an applicant plans to have children (42 U.S.C. §3604(c); familial status includes a pregnancy, §3602(k))',
    re: `\\b(?:do|does|are|is|will|would) (?:you|they|he|she|the applicant|the applicants|either of you|you two|you both|your (?:wife|husband|partner|spouse|girlfriend|boyfriend|fiance|fiancee))(?: [a-z]+)? (?:(?:plan|planning|intend|intending|expect|expecting|hope|hoping|want|wanting|thinking about|thinking of|considering)(?: (?:on|to))? (?:have|having|start|starting|add|adding|grow|growing)|want|wants|wanting) (?:any |more |a |another |some )?(?:children|kids|a baby|babies|a family|another child|another baby|your family|the family)(?= \\||$| ,| \\?| (?:soon|someday|eventually|now|later|in|within|next|this|at|any|one|yet|or|and|while|during|before|after|here|there)\\b)|\\b(?:any|what are your|what are the|your) plans (?:for|to have|on having|of having) (?:more |any )?(?:kids|children|a baby|babies|a family|another child)(?= \\||$| ,| \\?| (?:soon|someday|eventually|now|later|in|within|next|this|at|any|one|yet|or|and|while|during|before|after|here|there)\\b)`,
  },
]);
