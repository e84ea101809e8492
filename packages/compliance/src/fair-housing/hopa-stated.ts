/**
 * Housing for older persons that says it is such housing: 42 U.S.C. §3607(b) exempts it from the
 * familial-status rules, and HUD's 1995 Achtenberg memorandum lets its advertising state the age
 * limit ("55 and older", "62 and over") once it qualifies. A text that names the exemption itself
 * ("operated under the Housing for Older Persons Act", "HOPA-qualified", "HOPA-compliant") is the
 * qualified statement the HOPA warning asks for (findings.ts HOPA_SUGGESTION), so its HOPA warnings
 * are dropped; an age limit said without the exemption still warns, and a negated claim ("not HOPA")
 * counts for nothing.
 * Sources: https://www.law.cornell.edu/uscode/text/42/3607 ;
 * https://www.hud.gov/sites/documents/DOC_7784.PDF (1995 memo).
 */
const STATED = [
  // The acronym, alone or hyphenated ("HOPA-qualified", "under HOPA").
  /\bhopa\b/i,
  /\bhousing for older persons act\b/i,
  // "operated as housing for older persons", "qualifies as housing for older persons".
  /\b(?:as|under) (?:the )?housing for older persons\b/i,
  // "Woodland Commons is housing for older persons", "this is housing for older persons under federal law".
  /\b(?:is|are|remains|operates as|qualifies as) (?:a |an )?(?:federally )?(?:qualified )?housing for older persons\b/i,
  // The 62 rule itself (§3607(b)(2)(B)): every resident 62 or older ("every resident must be at least 62").
  /\b(?:every|each|all) (?:residents?|occupants?|persons?|household members?) (?:here |of (?:the|this|each|every) (?:building|community|home|unit)s? )?(?:must be|is|are|shall be|will be) (?:at least |aged |age )?(?:62|sixty[- ]two)\b(?! (?:and|or) (?:under|younger))/i,
  // Spanish: "Ley de Vivienda para Personas Mayores".
  /\bley de vivienda para personas mayores\b/i,
  // "under HUD's housing for older persons rules", "meets the housing for older persons requirements".
  /\b(?:under|per|meets|meeting|complies with|qualifies under) (?:the )?(?:hud['’]?s |federal |fair housing act['’]?s? )?housing for older persons (?:rules|regulations|requirements|exemption|provisions)\b/i,
  // The 55+ rule itself (24 CFR §100.305: at least one resident 55 or older in each occupied unit, 80%):
  // "at least one resident of each home must be 55 or older".
  /\bat least one (?:resident|occupant|person|household member|member of (?:the|each) household) (?:of|in|per) (?:each|every|the) (?:home|unit|household|residence|dwelling|occupied unit)s?\b[^.;]{0,20}?\b(?:must|shall|will|is required to) be (?:at least )?(?:55|fifty[- ]five)\b/i,
  /\b(?:[89]\d|100|eighty|ninety)(?:[- ][a-z]+)? ?(?:%|percent) of (?:the |our )?(?:occupied )?(?:units|homes|households|dwellings)\b[^.;]{0,60}?\b(?:55|fifty[- ]five)\b/i,
];
const NEGATED = /\b(?:not|no|isn't|is not|never|non)[- ](?:a |an |the )?(?:hopa|housing for older persons)/i;

/** Whether the text states that the housing operates under the HOPA exemption. */
export const hopaStated = (text: string): boolean =>
  !NEGATED.test(text) && STATED.some((re) => re.test(text));
