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

// "where's your family from originally?", "what country are your parents from?": ancestry asked outright.
const ORIGIN_Q =
  '(?:where(?: is| s| are| re|s|re) (?:your|his|her|their|the applicants?|the tenants?) (?:family|people|parents|folks|ancestors|last name|surname|accent) (?:from|originally from)|where(?: are| re|re) you (?:originally from|from originally)|what (?:country|nationality) (?:are|is) (?:you|your (?:family|parents|people))(?: from)?|de donde (?:es su familia|son sus padres|es usted originalmente))';
// Said in the course of a rental or sale, so the answer can decide it (not neighbours' small talk).
const DEAL =
  '(?:showing|show(?:ing)? (?:it|the unit|the apartment|the house)|owner|landlord|application|apply|lease|tour|approve|approval|screening|rent to|la cita|el dueno|la solicitud)';

export const BIRTHPLACE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'origin-asked',
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudNo2016',
    reason:
      'Asks an applicant where their family is from before showing or renting (national origin: 42 U.S.C. §3604(a), (c); 24 CFR §100.75(c)(3); HUD national origin guidance, 2016)',
    needs: ['from', 'country', 'nationality', 'de donde'],
    re: `\\b${DEAL}\\b[^|]{0,80}?(?:\\|[^|]{0,40}?)?\\b${ORIGIN_Q}\\b|\\b${ORIGIN_Q}\\b[^|]{0,40}?(?:\\|[^|]{0,80}?)?\\b${DEAL}\\b`,
  },
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
  {
    // Housing limited to people born in a country, in English or Spanish: "solo rentamos a personas
    // nacidas en Estados Unidos", "only open to tenants born in Canada", "deben ser nacidos en México"
    // (birthplace is national origin: 42 U.S.C. §3604(a), (c); 24 CFR §100.75(c); HUD national origin
    // guidance, 2016). A year of birth ("born in 1990") is age, not read here.
    id: 'birthplace-required',
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudNo2016',
    reason:
      'Limits the home to people born in a country (national origin: 42 U.S.C. §3604(a), (c); HUD national origin guidance, 2016)',
    needs: ['born', 'nacid', 'nativ'],
    re: `\\b(?:only|solo|solamente|unicamente|exclusivamente|must be|must have been|deben ser|debe ser|deben haber|limited to|reserved for|restricted to|preferimos|preferiblemente|preferably|prefer|preferred)\\b[^|]{0,40}?\\b(?:born|nacid[oa]s?|nativ[oa]s?) (?:in|en|de|del)\\b(?! (?:the )?(?:\\d|(?:19|20)\\d\\d|(?:a|el|un) (?:year|ano)))`,
  },
]);
