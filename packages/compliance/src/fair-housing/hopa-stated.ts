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
  // Spanish: "Ley de Vivienda para Personas Mayores".
  /\bley de vivienda para personas mayores\b/i,
];
const NEGATED = /\b(?:not|no|isn't|is not|never|non)[- ](?:a |an |the )?(?:hopa|housing for older persons)/i;

/** Whether the text states that the housing operates under the HOPA exemption. */
export const hopaStated = (text: string): boolean =>
  !NEGATED.test(text) && STATED.some((re) => re.test(text));
