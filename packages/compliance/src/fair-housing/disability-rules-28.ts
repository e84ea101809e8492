import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-28's misses about disability, familial status and income, as grammar.
 * - Asking what the disability or medication is: "ask what their disability is and what medication
 *   they take" (24 CFR §100.202(c): no inquiry into the nature or severity of a disability). Left
 *   alone: "ask what accommodation they need".
 * - Proof of sobriety or stability demanded: "must prove two years of sobriety", "a letter proving you
 *   are stable" (24 CFR §100.201: recovery from addiction and mental illness are disabilities;
 *   §100.202(c)). Left alone: "show two years of stable income".
 * - Mobility aids kept out of the halls: "power wheelchairs may not be driven in hallways" (24 CFR
 *   §100.204: reasonable accommodation; §100.202(b)). Left alone: "scooters may not be ridden in the
 *   hallways" (a toy, not a mobility aid).
 * - A scripted false "nothing available" for a class: "if a caller mentions kids, tell them nothing is
 *   available" (24 CFR §100.80(b)(1), (4)). Left alone: "if nothing is available, tell them so".
 * - A higher deposit for rent paid by a program: "residents whose rent is paid by a housing authority
 *   owe an extra deposit" (state source-of-income laws, e.g. N.J. Stat. §10:5-12(g); jurisdictions.ts
 *   decides block or warn).
 * - Gender marker mismatch as a denial: "if the ID shows a different gender than they present, deny"
 *   (HUD 2021 memo on Bostock; state laws such as N.Y. Exec. Law §296(5)).
 */
const AID =
  '(?:mobility scooters?|power wheelchairs?|electric wheelchairs?|motorized wheelchairs?|power chairs?|wheelchairs?|walkers?|rollators?|mobility aids?|mobility devices?)';
const NOT_AVAILABLE =
  '\\b(?:tell|say to|inform|let)(?: them| him| her| the caller)?(?: know)?(?: that)? (?:nothing|no units?|none|we have nothing|we have no (?:units?|vacancies)|it|the unit|everything|we)(?: is| s| are|re)? (?:available|open|vacant|rented|taken|gone|leased|full|booked)\\b';
const IF_THEY =
  '\\bif (?:a |the )?(?:caller|applicant|prospect|buyer|renter|tenant|they|someone|anyone|he|she)(?: [a-z]+){0,2}? (?:mentions?|has|have|says|asks about|brings up|is|are) (?:a |an |any |their |his |her )?';

export const DISABILITY_28_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'ask-what-disability',
    category: 'handicap',
    kind: 'exclude',
    // Cited as Part 100, not §100.202: the engine lets a §100.202 finding go when its clause asks about
    // qualifying for an accessible unit (§100.202(c)(2)), but "what their disability is" asks the nature
    // of it, which no §100.202(c) exception allows.
    source: 'cfr100',
    needs: ['disabilit', 'diagnos', 'medication', 'meds', 'prescription', 'condition', 'illness'],
    reason: 'Asks the nature of a disability or the medication taken (24 CFR §100.202(c))',
    re: '\\bask(?:s|ing)?(?: (?:them|the caller|the applicant|applicants|callers|him|her))? (?:what|which|about) (?:their|his|her|your|the) (?:disability|disabilities|diagnosis|diagnoses|medical condition|illness|medications?|meds|prescriptions?)\\b|\\bwhat (?:medications?|meds|prescriptions?) (?:they|you|he|she) (?:take|takes|are on|is on|use)\\b',
  },
  {
    id: 'prove-sobriety-or-stability',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['sobriety', 'sober', 'stable', 'cured', 'mentally'],
    reason: 'Demands proof of sobriety or mental stability (24 CFR §100.201, §100.202(c))',
    re: '\\b(?:prove|proves|proving|proof|show|shows|showing|demonstrate|demonstrating|certify|certifying|document|documenting)(?: (?:of|that))?(?: (?:you|they|he|she|the tenant|the applicant) (?:are|is|re|have been|has been))? (?:(?:one|two|three|six|twelve|\\d+) (?:years?|months?) of )?(?:sobriety|sober|stable|stability|cured|mentally (?:fit|stable|sound|well))\\b(?! (?:income|employment|job|work|rental|housing|tenancy|references?|credit|finances|address))',
  },
  {
    id: 'mobility-aid-barred',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['wheelchair', 'scooter', 'walker', 'rollator', 'power chair', 'mobility'],
    reason: 'Keeps mobility aids out of the common areas (24 CFR §100.202(b), §100.204)',
    re: `\\b${AID}\\b[^|]{0,30}?\\b(?:may not|cannot|can not|must not|are not allowed to|is not allowed to|not permitted to) (?:be )?(?:driven|used|operated|ridden|brought|taken)\\b|\\bmust (?:park|leave|store) (?:them|their ${AID}) outside\\b`,
  },
  {
    id: 'scripted-unavailable-familial',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr10080',
    needs: ['available', 'rented', 'taken', 'leased', 'vacant', 'full', 'booked'],
    reason: 'Says nothing is available to callers with children (24 CFR §100.80(b)(1), (4))',
    re: `${IF_THEY}(?:kids|children|child|a baby|baby|babies|pregnant|expecting|family|toddlers?)\\b[^|]{0,30}?${NOT_AVAILABLE}`,
  },
  {
    id: 'scripted-unavailable-disability',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr10080',
    needs: ['available', 'rented', 'taken', 'leased', 'vacant', 'full', 'booked'],
    reason: 'Says nothing is available to callers with a disability (24 CFR §100.80(b)(1), (4))',
    re: `${IF_THEY}(?:wheelchairs?|disability|disabled|service (?:animal|dog)|support animal|walker|blind|deaf)\\b[^|]{0,30}?${NOT_AVAILABLE}`,
  },
  {
    id: 'program-rent-extra-deposit',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['housing authority', 'voucher', 'section 8', 'program', 'agency', 'subsid', 'assistance'],
    reason: 'Charges more when rent is paid by a program (state source-of-income laws)',
    re: '\\b(?:whose|with|where the) (?:rent|deposit|rents)s? (?:is |are )?(?:paid|covered|subsidized|subsidised)(?: [a-z]+){0,2}? by (?:a |an |the )?(?:housing authority|voucher|program|programme|agency|government|section 8|county|state|city|charity)\\b[^|]{0,40}?\\b(?:owe|owes|pay|pays|must pay|post|put down) (?:an? )?(?:\\d+ )?(?:extra|additional|higher|double|larger|bigger|second)\\b',
  },
  {
    id: 'gender-marker-mismatch-denied',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    needs: ['gender', 'sex'],
    reason:
      'Denies applicants whose ID lists a different gender than they present (HUD 2021 memo; state laws)',
    re: '\\b(?:id|ids|identification|license|licence|documents?|papers|passport)(?: [a-z]+){0,3}? (?:shows?|lists?|says|has|have|gives?) (?:a )?(?:different|another|other|wrong) (?:gender|sex)\\b[^|]{0,60}?\\b(?:deny|denied|reject|rejected|decline|declined|refuse|refused|turn (?:them|him|her) away)\\b',
  },
]);
