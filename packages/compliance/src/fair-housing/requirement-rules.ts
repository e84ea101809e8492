import { REQUIRED } from './grammar-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * "X a must", "X required", "must have X", where X is an attribute of a protected class rather than a
 * class word: a language, citizenship, health, a marriage, a faith. An ad that makes one a condition
 * limits who may rent (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1)); a condition that applies to everyone
 * (income, credit, references, renters insurance) names no class and is not here.
 */

/** Requirement before the attribute: "must have good health", "requires proof of marriage". */
const NEEDS = '(?:must (?:have|hold|possess|show|provide)|requires?|we require|needs? to have)';

/** One rule per class: the attribute after a requirement verb, or before a REQUIRED word. */
const rule = (
  id: string,
  category: StandaloneRule['category'],
  kind: StandaloneRule['kind'],
  source: StandaloneRule['source'],
  needs: readonly string[],
  attribute: string,
): StandaloneRule => ({
  id,
  category,
  kind,
  source,
  needs,
  re: new RegExp(
    `\\b(?:(?:${attribute}) ${REQUIRED}|${NEEDS} (?:a |an |your |proof of )?(?:${attribute}))\\b`,
    'g',
  ),
});

/** "must be <attribute>": the attribute said as an adjective ("fluent in English", "a U.S. citizen"). */
const MUST_BE = '(?:must|should|has to|have to|needs? to|required to|expected to) be';
const LANGUAGE = '(?:english|ingles|spanish|espanol)';

/** One rule per attribute said as an adjective after "must be". */
const mustBe = (
  id: string,
  category: StandaloneRule['category'],
  source: StandaloneRule['source'],
  needs: readonly string[],
  adjective: string,
): StandaloneRule => ({
  id,
  category,
  kind: 'prefer',
  source,
  needs,
  re: new RegExp(`\\b${MUST_BE} (?:${adjective})\\b`, 'g'),
});

export const REQUIREMENT_RULES: readonly StandaloneRule[] = [
  // Fluency as a condition of renting (HUD OGC LEP guidance, Sept. 15, 2016: a language requirement
  // may be national-origin discrimination); "fluent in", "proficient in", "a native speaker of".
  mustBe(
    'must-be-fluent',
    'national_origin',
    'hudLep2016',
    ['english', 'ingles', 'spanish', 'espanol'],
    `(?:(?:very |fully |completely )?(?:fluent|proficient|conversational|literate)(?: in)?|(?:an? )?native (?:speakers?|speaking)(?: of)?) ${LANGUAGE}|(?:an? )?${LANGUAGE} (?:speakers?|speaking)`,
  ),
  // A language said to be the applicant's first: "English must be your first language to rent here"
  // (HUD OGC LEP guidance, 2016; HUD national origin guidance, 2016: language stands for origin).
  {
    id: 'first-language',
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudLep2016',
    needs: ['english', 'ingles', 'spanish', 'espanol'],
    re: new RegExp(
      `\\b${LANGUAGE} (?:must|has to|needs to|should|is required to) be (?:your|their|his|her|(?:the |each |every )?(?:applicant|tenant|renter|resident)s?(?: s)?) (?:first|native|primary|mother|main|only) (?:language|tongue)\\b`,
      'g',
    ),
  },
  // Birth or citizenship as a condition (24 CFR §109.20(b); N.Y. Exec. Law §296(5) national origin;
  // Cal. Civ. Code §1940.3 immigration status).
  mustBe(
    'must-be-born',
    'national_origin',
    'cfr109',
    ['born', 'citizen'],
    '(?:(?:us|u s|american|united states) )?(?:born|native born) (?:here|in (?:the )?(?:us|u s|usa|america|united states|this country))|(?:a )?(?:natural born|birthright) citizens?',
  ),
  // Language: HUD OGC guidance on limited English proficiency (Sept. 15, 2016) treats an English
  // requirement as national-origin discrimination. Citizenship itself required reads as "citizens only"
  // (24 CFR §109.20(b) lists "no Irish"-style limits; CA Civ. Code §1940.3, Gov. Code §12955 protect
  // immigration status); papers ("proof of citizenship", a green card, a passport) stay the citizenship
  // rule's warning (standalone-rules.ts).
  rule(
    'required-language',
    'national_origin',
    'prefer',
    'hudLep2016',
    ['english', 'ingles'],
    '(?:fluent |native |perfect |good |proper |conversational )?(?:english|ingles)(?: (?:fluency|proficiency|language skills|skills|speaking|speaker|speakers))?|(?:fluency|proficiency) in (?:english|ingles)',
  ),
  rule(
    'required-citizenship',
    'national_origin',
    'prefer',
    'cfr109',
    ['citizen', 'residency', 'immigration'],
    '(?<!proof of (?:us |u s |american )?)(?:(?:us|u s|american|united states) )?(?:citizenship|citizen status)|permanent residency|legal immigration status',
  ),
  // Health and ability: the HUD 1995 memo ("must be able to climb stairs" is unlawful; describing the
  // stairs is not) and 24 CFR §100.202(c) (no inquiry into a disability).
  rule(
    'required-health',
    'handicap',
    'prefer',
    'hud1995',
    ['health', 'fitness', 'mobility', 'clearance', 'able bodied', 'stairs', 'mental', 'medical'],
    '(?:good|excellent|sound|perfect|full) (?:physical |mental )?health|good physical condition|physical fitness|clean bill of health|full mobility|medical clearance|mental stability|able bodied|(?:the )?ability to (?:climb|use|walk up) (?:the )?stairs|no (?:medical|mental health|psychiatric) (?:history|conditions|issues)',
  ),
  // Marital status (state class: Cal. Gov. Code §12955, N.Y. Exec. Law §296(5)).
  rule(
    'required-marriage',
    'marital_status',
    'prefer',
    'state',
    ['marri', 'matrimonio'],
    'marriage (?:certificate|license|licence|papers)|proof of marriage|being married|married status|(?:acta|certificado) de matrimonio',
  ),
  // Religion: 24 CFR §109.20(f) (a congregation or faith named as a condition indicates a preference).
  rule(
    'required-faith',
    'religion',
    'prefer',
    'cfr109',
    ['church', 'faith', 'pastor', 'priest', 'rabbi', 'imam', 'clergy', 'baptism'],
    'church (?:membership|attendance)|statement of faith|(?:pastor|pastors|priest|priests|rabbi|rabbis|imam|imams|clergy) (?:reference|referral|letter|recommendation)|reference from (?:a |your )?(?:pastor|priest|rabbi|imam|church)|baptism certificate|faith in (?:god|christ|jesus)',
  ),
  // Familial status: a child-free household as a condition (HUD 1995 memo, "no children").
  rule(
    'required-child-free',
    'familial_status',
    'prefer',
    'hud1995',
    ['child', 'kid'],
    '(?:child ?free|kid ?free)(?: (?:household|home|living|status|lifestyle))?',
  ),
  // Source of income: only wages named as the income required (state source-of-income laws).
  rule(
    'required-wages',
    'source_of_income',
    'exclude',
    'hudSoi',
    ['income'],
    '(?:employment|job|w ?2|wage|salary|paycheck|earned) income',
  ),
  // Citizenship as an item of a requirements list ("Requirements: • U.S. citizenship • 650 credit"): a
  // condition by citizenship, which HUD's 2016 national origin guidance warns may screen out by national
  // origin; said in a list rather than as "required", it warns (review-28 to -31 label it so).
  {
    id: 'listed-citizenship',
    category: 'national_origin',
    kind: 'prefer',
    severity: 'warn',
    source: 'hudNo2016',
    needs: ['citizenship', 'ciudadania'],
    re: /\b(?:requirements?|qualifications?|criteria|to qualify|requisitos|what you need|must haves?|eligibility)\b(?: \|)?[^#]{0,80}?(?:\| |, | and |^)(?:(?:us|u s|american|united states|estadounidense) )?(?:citizenship|ciudadania(?: estadounidense)?)(?= \||$| ,| and\b)/g,
  },
];
