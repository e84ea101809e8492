import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Asking where a buyer or applicant was born. Between agents ("can you confirm your buyers are
 * American-born?", "make sure the tenants were born in the US") the ask makes birthplace a condition
 * of the deal, which blocks: HUD's national origin guidance (2016) reads birthplace and ancestry as
 * national origin, 42 U.S.C. §3604(a), (c). A bare field on an application ("country of birth ____",
 * "Nationality:") asks it of everyone and states no preference by itself, so it warns (§3604(c):
 * "any statement ... that indicates any preference"; review-22 labels it so); a field marked optional
 * or for government monitoring is left alone. Also left alone: "born and raised in Austin, your agent",
 * "the builder is American-made", "Nationality Ave".
 */
const PEOPLE =
  '(?:buyers?|clients?|applicants?|tenants?|purchasers?|renters?|prospects?|folks|people|family|couple|occupants?|roommates?)';
const BORN =
  '(?:(?:american|us|u s|usa|native|natural|locally|homegrown|domestic|stateside) born|born (?:here|stateside|in (?:the )?(?:us|usa|u s|america|united states|this country|the states|country))|native born americans?)';
const CHECK =
  '(?:confirm|verify|check|make sure|ensure|find out|let me know|tell me|ask|double check|guarantee)(?: (?:whether|if|that|for me))?';

const FIELD =
  '(?:countr(?:y|ies) of (?:birth|origin|citizenship)|place of birth|birthplace|birth country|nationality|national origin|ethnic origin|ethnicity|citizenship status|immigration status)';
// "Application … | country of birth" with nothing after the field but its blank (dropped) or a "(Y/N)".
const FORM = '(?:application|applications|form|questionnaire|intake|screening sheet|rental app|app)';

export const BIRTHPLACE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'birthplace-asked',
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudNo2016',
    reason:
      'Asks whether buyers or applicants were born in the US, making birthplace a condition (national origin: 42 U.S.C. §3604(a), (c); HUD national origin guidance, 2016)',
    needs: ['born'],
    re: `\\b(?:${CHECK} (?:your|the|these|those|their|his|her|all|both) (?:[a-z]+ )?${PEOPLE}(?: (?:are|is|were|was))?|(?:are|is|were) (?:your|the|these|those|their) (?:[a-z]+ )?${PEOPLE})(?: all| both)? ${BORN}\\b`,
  },
  {
    id: 'birthplace-field',
    category: 'national_origin',
    kind: 'prefer',
    severity: 'warn',
    source: 'hudNo2016',
    reason:
      'An application field asks birthplace or nationality: not unlawful in itself, but it signals a national-origin preference (42 U.S.C. §3604(c); HUD national origin guidance, 2016)',
    needs: ['birth', 'nationality', 'national origin', 'ethnic', 'citizenship', 'immigration'],
    re: `\\b${FORM}\\b[^|]{0,40}?(?:\\| )?(?:[a-z0-9]+ ){0,3}?${FIELD}(?= ?(?:\\||$|y , n|yes , no))(?! ?(?:\\| )?(?:optional|voluntary|not required))`,
  },
]);
