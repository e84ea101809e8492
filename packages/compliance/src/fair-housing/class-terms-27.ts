import { STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Different terms and privileges by class, said as a house rule, an assignment or a loan condition
 * (review-27's misses, as grammar; all block under 42 U.S.C. §3604(b) unless noted).
 * (A class assigned to a building, floor, wing or section is use-limits.ts's 'assigned-section' frame.)
 * - Children kept out of the halls, lobby, courtyard or grounds: "kids under 14 may not be in the
 *   lobby" (24 CFR §100.65(b)(4): limiting the use of privileges and facilities), even "without an
 *   adult": halls, lobby and courtyard are the way to one's own door, so a supervision rule there
 *   limits the dwelling itself (review-27's label; minors-and-floors.ts leaves supervision alone for
 *   facilities). Housing that states the HOPA exemption is not read. Left alone: pool,
 *   fitness-room, parking-lot and elevator supervision rules (safety rules of a facility, review-27's
 *   "fitness room open to residents 14 and up" is ok), and rules for every resident.
 * (Worship groups barred from a room other groups may book are religious-practice.ts's family.)
 * - Loan terms by a race-named area: "buyers from the mostly Latino west-side zip codes need 25% down"
 *   (24 CFR §100.120(b), §100.130(b)); by marriage: "unmarried co-borrowers pay a higher rate" (state
 *   marital-status laws, e.g. Cal. Gov. Code §12955; jurisdictions.ts decides block or warn).
 * - An accent as the mark of national origin (HUD 2016 national origin guidance): "the caller with the
 *   thick accent: tell her it's taken" (24 CFR §100.80(b)), "borrowers with an accent need extra tax
 *   returns" (§100.130). Left alone: accent walls, tiles and lighting.
 * - Disability income counted only with a doctor's certificate of recovery: "SSDI counts only if your
 *   doctor certifies you're returning to work" (24 CFR §100.130(b), §100.202(c)).
 * - Sex required to match a birth certificate (gender identity; Wash. RCW 49.60.222, Cal. Gov. Code
 *   §12955; HUD 2021 memo on Executive Order 13988).
 */
const _CLASSES: readonly ProtectedClass[] = [
  'familial_status',
  'handicap',
  'race',
  'color',
  'religion',
  'national_origin',
  'sex',
  ...STATE_PROTECTED_CATEGORIES.filter((c) => c !== 'source_of_income'),
];
const KIDS =
  '(?:children|kids|minors|teens|teenagers|youths?|juveniles|anyone|residents|occupants) (?:under|below|younger than) (?:the age of |age )?\\d+|children|kids|minors|teens|teenagers';
const MAY_NOT =
  '(?:may not|cannot|cant|can no longer|are not allowed to|arent allowed to|are no longer allowed to|are not permitted to|must not|are prohibited from|are banned from|may no longer|are not to)';
const COMMON =
  '(?:hallways?|halls?|lobby|lobbies|courtyards?|common areas?|grounds|yards?|sidewalks?|walkways?|corridors?|lawns?|breezeways?|entryways?|front steps)';
const RACE_AREA =
  '(?:black|african american|hispanic|latino|latina|latinx|white|asian|minority|nonwhite|non white|arab|mexican|chinese|korean|vietnamese|somali)';
const AREA =
  '(?:zip codes?|zips|neighborhoods?|census tracts?|areas?|parts of town|sides? of town|blocks|districts?|wards?)';
const ACCENT =
  '\\b(?:with|has|have|had|who has|who have) (?:a |an |the |that |this |those |such a )?(?:[a-z]+ ){0,2}?accents?\\b(?! (?:wall|walls|lighting|lights?|tiles?|pieces?|colou?rs?|rugs?|chairs?|tables?|shel(?:f|ves)|finish(?:es)?|trim|ceilings?|backsplash|paint|stone|brick|pillows?|furniture|decor))';

export const CLASS_TERMS_27_RULES: readonly StandaloneRule[] = [
  ...phraseRules([
    {
      id: 'kids-barred-common-areas',
      category: 'familial_status',
      kind: 'exclude',
      hopaExempt: true,
      source: 'fha3604b',
      needs: ['child', 'kid', 'minor', 'teen', 'youth', 'juvenile', 'under', 'below', 'younger'],
      reason:
        'Keeps children out of the halls, lobby or grounds other residents use (24 CFR §100.65(b)(4); 42 U.S.C. §3604(b))',
      re: `\\b(?:${KIDS})\\b ${MAY_NOT} (?:be|play|stay|go|walk|sit|hang out|gather|loiter|use|enter|ride|run)(?: [a-z]+)?(?: in| on| into| inside| around| through)? (?:the |any )?${COMMON}\\b`,
    },
    {
      id: 'race-area-loan-terms',
      category: 'race',
      kind: 'exclude',
      source: 'cfr100',
      needs: ['zip', 'neighborhood', 'tract', 'area', 'town', 'block', 'district', 'ward'],
      reason:
        'Sets worse loan or sale terms for buyers from an area named by race (24 CFR §100.120(b), §100.130(b); 42 U.S.C. §3605)',
      re: `\\b(?:buyers|borrowers|applicants|families|people|residents|homeowners|owners|anyone|those|purchasers|clients) (?:from|in|living in|who live in|out of) (?:the )?(?:[a-z]+ )?${RACE_AREA} [^|]{0,25}?\\b${AREA}\\b[^|]{0,15}?\\b(?:need|needs|must put|must pay|must have|pay|pays|require|requires|get|gets|have to put|have to pay)\\b[^|]{0,10}?\\b(?:\\d+|higher|more|extra|bigger|larger|double)\\b`,
    },
    {
      id: 'unmarried-loan-terms',
      category: 'marital_status',
      kind: 'exclude',
      source: 'cfr100',
      needs: ['unmarried', 'not married', 'cohabit', 'domestic partner'],
      reason:
        'Gives unmarried borrowers or buyers worse terms (state marital-status laws, e.g. Cal. Gov. Code §12955; 24 CFR §100.130 by analogy)',
      re: '\\b(?:unmarried|not married|cohabiting|domestic partner) (?:co ?borrowers?|couples?|applicants?|buyers?|borrowers?|partners?|co ?applicants?|co ?signers?|tenants?|renters?)\\b[^|]{0,40}?\\b(?:higher (?:rate|interest|fee|down payment|deposit|rent)|pay more|separately|extra (?:fees?|documents|paperwork|deposit)|not eligible|ineligible|cannot apply together|cant apply together)',
    },
    {
      id: 'accent-told-unavailable',
      category: 'national_origin',
      kind: 'exclude',
      source: 'cfr10080',
      needs: ['accent'],
      reason:
        'Tells a person marked by an accent that a home is taken (24 CFR §100.80(b); HUD national origin guidance, 2016)',
      re: `${ACCENT}[^|]{0,60}?\\b(?:tell|say|let (?:him|her|them) know) (?:him |her |them )?(?:that )?(?:its|it is|the unit is|the place is|the apartment is|the house is|we are|were|its been) (?:already |just )?(?:rented|taken|gone|spoken for|leased|sold|unavailable|full|no longer available)`,
    },
    {
      id: 'accent-extra-terms',
      category: 'national_origin',
      kind: 'exclude',
      source: 'hudNo2016',
      needs: ['accent'],
      reason:
        'Asks more of people with an accent (HUD national origin guidance, 2016; 24 CFR §100.65(b), §100.130(b))',
      re: `${ACCENT}[^|]{0,20}?\\b(?:need|needs|must provide|must submit|must show|have to provide|has to provide|pay|pays|require|requires|must pay|get) (?:to (?:provide|submit|show|pay) )?(?:[a-z0-9]+ ){0,2}?(?:extra|additional|more|higher|another|double|bigger)\\b`,
    },
    {
      id: 'disability-income-doctor',
      category: 'handicap',
      kind: 'exclude',
      source: 'cfr100',
      needs: ['ssdi', 'ssi', 'disability'],
      reason:
        'Counts disability income only with a doctor\u2019s word on recovery (24 CFR §100.130(b), §100.202(c); 42 U.S.C. §3604(f))',
      re: '\\b(?:ssdi|ssi|disability (?:income|benefits|payments|pension|checks?)|social security disability)\\b[^|]{0,60}?\\b(?:unless|until|only if|only when)\\b[^|]{0,30}?\\b(?:doctor|physician|medical|psychiatrist|therapist)\\b[^|]{0,30}?\\b(?:certif|confirm|state|verif|letter|note|say|clear|sign)',
    },
    {
      id: 'sex-matches-birth-certificate',
      category: 'gender_identity',
      kind: 'exclude',
      source: 'hud2021',
      needs: ['birth', 'biological', 'assigned'],
      reason:
        'Requires a person\u2019s sex to match the sex assigned at birth (state gender-identity laws, e.g. Wash. RCW 49.60.222; HUD memo of Feb. 11, 2021)',
      re: '\\b(?:sex|gender)\\b[^|]{0,20}?\\b(?:must|has to|needs to|should|is required to)? ?match(?:es)? (?:their |your |his |her |the |what is on (?:their |your )?)?(?:original )?(?:birth certificates?|assigned sex|sex (?:assigned )?at birth|biological sex|birth sex)\\b',
    },
  ]),
];
