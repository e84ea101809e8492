import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Coded and other-language forms among review-16's to -19's misses, widened to their families: the
 * former 24 CFR §109.20 catch words said of every purchase or of a membership ("subject to board
 * approval", "approval by the membership committee"); a street to be kept "the way it has always
 * been" with a wink, and an in-person look before anyone may apply (24 CFR §100.70(c)); residents
 * described as "mostly retired teachers" (HUD 1995 memo); refusals in Spanish of a voucher program
 * and in Arabic of children or foreigners (42 U.S.C. §3604(c) reaches every language).
 */
const SALE =
  '(?:purchases?|sales?|leases?|rentals?|buyers?|tenants?|applicants?|applications?|transfers?|residents?|owners?)';
const AREA =
  '(?:street|block|building|neighborhood|neighbourhood|area|community|complex|town|subdivision|development)';
const WINK =
  '(?:if you catch my (?:meaning|drift)|catch my (?:meaning|drift)|if you know what i mean|you know what i mean|if you get my (?:meaning|drift)|wink(?: wink)?|nudge nudge|if you follow me|know what im saying)';

export const REACH_18_CODES: readonly StandaloneRule[] = phraseRules([
  {
    // "Every purchase is subject to board approval", "all tenants subject to committee approval".
    id: 'catchword-subject-to-approval',
    category: 'race',
    kind: 'describe',
    severity: 'warn',
    source: 'cfr109',
    needs: ['approval'],
    reason: 'An old HUD catch word (24 CFR §109.20(b): "board approval") said of every buyer or tenant',
    re: `\\b(?:every|all|each|any) ${SALE} (?:is |are )?subject to (?:the )?(?:board|committee|membership|association|co op board|admissions) (?:approval|review)\\b`,
  },
  {
    // "Private club membership required; approval by the membership committee".
    id: 'catchword-membership-committee',
    category: 'race',
    kind: 'describe',
    severity: 'warn',
    source: 'cfr109',
    needs: ['membership', 'admissions committee'],
    reason:
      'An old HUD catch word (24 CFR §109.20(b): "private", "membership approval") said of who may live here',
    re: '\\b(?:approval|approved|vetted|screened) by (?:the |our )?(?:membership|admissions|selection) committee\\b|\\bprivate club membership (?:is )?required\\b',
  },
  {
    // "Exclusive gated enclave", "restricted private community": the catch word with an adjective
    // between it and the home (catchwords.ts reads them side by side).
    id: 'catchword-exclusive-adjective',
    category: 'race',
    kind: 'describe',
    severity: 'warn',
    source: 'cfr109',
    needs: ['exclusive', 'restricted'],
    reason: 'An old HUD catch word (24 CFR §109.20(b): "exclusive", "restricted") said of who may live here',
    re: '(?<!\\b(?:deed|age|income|covenant|height|use|rent) )\\b(?:exclusive|restricted) (?:gated|private|guarded|walled|hilltop|lakeside|waterfront|golf|country club|residential) (?:enclave|community|neighborhood|subdivision|development|estate|estates|enclaves)\\b',
  },
  {
    // "Keep the street the way it has always been, if you catch my meaning": who lives there, kept so.
    id: 'keep-it-the-way-wink',
    category: 'race',
    kind: 'describe',
    severity: 'warn',
    source: 'cfr10070',
    needs: ['meaning', 'drift', 'what i mean', 'wink', 'nudge', 'follow me', 'what im saying'],
    reason:
      'Wants the area kept "the way it has always been" with a wink, a coded remark on who lives there (24 CFR §100.70(c)(2))',
    re: `\\bkeep (?:the|this|our|their|that) ${AREA}(?:s character)? (?:the way it (?:has always been|is|was|always was|used to be)|as it (?:is|was|has always been)|like it (?:is|was|has always been)|how it (?:is|was|has always been)|the same|unchanged)\\b[^|]{0,12}? ${WINK}`,
  },
  {
    // "Wants to meet everyone in person before we send an application": a look at the applicant
    // before anyone may apply (24 CFR §100.70(c); a screening that lets appearance decide), a warning.
    id: 'meet-before-applying',
    category: 'race',
    kind: 'describe',
    severity: 'warn',
    source: 'cfr10070',
    needs: ['in person'],
    reason:
      'Requires seeing every applicant in person before an application is given, a screening by appearance (24 CFR §100.70(c))',
    re: '\\b(?:meet|meeting|see|seeing|look at|lay eyes on|check out) (?:everyone|everybody|every applicant|all (?:the )?applicants|each applicant|them all|all of them|you|them) in person (?:first )?before (?:we (?:send|give|hand|email|accept|take)|sending|giving|anyone (?:can |may )?appl|they (?:can |may )?appl|you (?:can |may )?appl|an application|any application|accepting)',
  },
  {
    // "The building is mostly retired teachers and a few widowers": residents by age said with a
    // trade (patterns.ts reads "mostly" before a class word only), a warning.
    id: 'mostly-retired-people',
    category: 'age',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: ['retired', 'elderly'],
    reason: 'Describes the residents by age (HUD 1995 memo; 24 CFR §109.20(a))',
    re: `\\b${AREA} (?:is|are|s) (?:mostly|mainly|largely|predominantly|almost all|nearly all|all|full of|filled with) (?:retired|elderly) (?!farm|land|equipment|military)[a-z]+s\\b`,
  },
  {
    // "No se aceptan planes de Sección 8", "no tomamos programas de vivienda": a voucher program
    // refused in Spanish (state source-of-income statutes; the jurisdiction table decides).
    id: 'es-program-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'state',
    needs: ['seccion 8', 'section 8', 'vivienda', 'gobierno', 'asistencia', 'voucher', 'vale', 'cupon'],
    reason: 'Refuses a housing program in Spanish (state source-of-income statutes)',
    re: '\\bno (?:se )?(?:aceptan?|acepto|aceptamos|admiten?|admitimos|tomamos|toman?|trabajamos con|se trabaja con) (?:planes|programas|plan|programa|vales|vouchers?|cupones|ayudas?|subsidios?|beneficiarios|inquilinos|personas|gente) (?:de|del|con) (?:la |el )?(?:seccion 8|section 8|vivienda publica|vivienda|gobierno|asistencia|vouchers?|vales)\\b',
  },
  {
    // "لا نؤجر للعائلات التي لديها أطفال" (we do not rent to families with children), "ممنوع الأطفال":
    // children refused in Arabic; the normaliser strips hamza, so the words are read without it. The
    // language family (lang-ar.ts) allows two linking words; a relative clause ("التي لديها") needs three.
    id: 'ar-children-refused',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604c',
    needs: ['اطفال', 'الاطفال', 'اولاد'],
    reason: 'Refuses families with children, in Arabic (42 U.S.C. §3604(c))',
    // The refusal never reaches past a list comma to children welcomed ("ممنوع التدخين، الأطفال مرحب بهم":
    // no smoking, children welcome).
    re: '(?:لا (?:نوجر|يوجر|توجر|نقبل|يقبل|نستقبل|نسمح)|ممنوع|غير مسموح)[^|,]{0,40}?(?:اطفال|اولاد)(?! (?:مرحب|اهلا))|(?:ممنوع|بدون|لا) (?:ال)?(?:اطفال|اولاد)',
  },
]);
