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
  /\b(?:every|each|all) (?:residents?|occupants?|persons?|household members?) (?:here |of (?:the|this|each|every) (?:building|community|home|unit)s? |of [a-z][\w']*(?: [a-z][\w']*){0,3}? )?(?:must be|is|are|shall be|will be) (?:at least |aged |age )?(?:62|sixty[- ]two)\b(?! (?:and|or) (?:under|younger))/i,
  // The exemption named by its age: "qualifies for the 62+ exemption", "operates under the 55-and-over
  // housing exemption" (42 U.S.C. §3607(b)(2)(B)-(C)).
  /\b(?:qualif(?:y|ies|ied)|operates?|exempt|eligible) (?:for|under|as) (?:the )?(?:federal )?(?:62|55|fifty[- ]five|sixty[- ]two) ?(?:\+|plus|and (?:over|older)|or older)(?: (?:senior|older persons?|housing))* exemption\b/i,
  // A federal elderly-housing program (§3607(b)(2)(A): housing under a program HUD finds designed for the
  // elderly): "a HUD Section 202 building" (Section 202 Supportive Housing for the Elderly, 12 U.S.C. §1701q).
  /\bsection (?:202|two hundred two)\b(?! (?:of|\((?:a|b|c)\)))/i,
  // "62+ housing under the HUD exemption", "operates under the federal senior housing exemption".
  /\bunder (?:the )?(?:hud['’]?s?|federal|fair housing act['’]?s?)(?: (?:senior|seniors|older persons?|age|55\+?|62\+?))*(?: housing)? exemption\b/i,
  // Spanish: "Ley de Vivienda para Personas Mayores".
  /\bley de vivienda para personas mayores\b/i,
  // "under HUD's housing for older persons rules", "meets the housing for older persons requirements".
  /\b(?:under|per|meets|meeting|complies with|qualifies under) (?:the )?(?:hud['’]?s |federal |fair housing act['’]?s? )?housing for older persons (?:rules|regulations|requirements|exemption|provisions)\b/i,
  // The 55+ rule itself (24 CFR §100.305: at least one resident 55 or older in each occupied unit, 80%):
  // "at least one resident of each home must be 55 or older".
  /\bat least one (?:resident|occupant|person|household member|member of (?:the|each) household) (?:of|in|per) (?:each|every|the) (?:home|unit|household|residence|dwelling|occupied unit)s?\b[^.;]{0,20}?\b(?:must|shall|will|is required to) be (?:at least )?(?:55|fifty[- ]five)\b/i,
  /\b(?:[89]\d|100|eighty|ninety)(?:[- ][a-z]+)? ?(?:%|percent) of (?:the |our )?(?:occupied )?(?:units|homes|households|dwellings|sites|lots|spaces|residences|apartments)\b[^.;]{0,60}?\b(?:55|fifty[- ]five)\b/i,
];
const NEGATED = /\b(?:not|no|isn't|is not|never|non)[- ](?:a |an |the )?(?:hopa|housing for older persons)/i;

// Ages never verified (24 CFR §100.307 requires verification): "nobody has ever checked ages", "we
// don't verify ages", "we just call ourselves a seniors building", "we've never done an age survey", "we are
// not registered as 55+ housing". No HOPA context is read there.
const UNVERIFIED =
  /\b(?:nobody|no one|never|not|don't|do not|dont|doesn't|does not|haven't|have not|has not|hasn't)(?: (?:has|have|ever|really|actually|once|bothered to))* (?:checked|check|verified|verify|surveyed|survey|asked about|confirmed|confirm) (?:the |any |anyone's |residents' |their )?(?:ages?|birth ?dates?|ids?)\b|\bcall (?:ourselves|itself|it) an? (?:senior|seniors|55\+|adult) (?:building|community|complex)\b|\b(?:never|not|no|without)(?: (?:done|did|do|conducted|run|had|ever|been|held|taken))* (?:an? |any )?age (?:surveys?|verifications?|checks?|census)\b|\bnot (?:registered|qualified|certified|licensed) as (?:a |an )?(?:55|62)\+? ?(?:housing|community)\b/i;

// "Adult-oriented community (not 55+)", "we're not a 62+ building", "not technically a 55-plus community":
// housing that denies being housing for older persons cannot lean on HOPA either (42 U.S.C. §3607(b); adults-without-hopa.ts).
const DENIED =
  /\b(?:not|isn't|is not|aren't|are not|we're not|non)[- ](?:(?:technically|really|actually|officially|legally|formally|strictly|truly|an official|a registered|a certified|a licensed|a true|a real|an?|the) )*(?:55|62|fifty[- ]five|sixty[- ]two)[- ]?(?:\+|plus|and (?:over|older)|or older)/i;

/** Whether the text admits the community never verified ages, or denies being 55+ housing: no HOPA. */
export const hopaUnverified = (text: string): boolean => UNVERIFIED.test(text) || DENIED.test(text);

/** Whether the text states that the housing operates under the HOPA exemption. */
export const hopaStated = (text: string): boolean =>
  !NEGATED.test(text) && !UNVERIFIED.test(text) && STATED.some((re) => re.test(text));
