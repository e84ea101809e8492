import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * National origin screened by papers, birthplace, English or an accent, without the class word a
 * pattern waits for (origin-documents.ts and origin-papers.ts read papers of status; class-inquiries.ts
 * the questions after an article).
 * - More papers asked of the foreign-born: "require two extra forms of ID for applicants born outside
 *   the U.S." (24 CFR §100.60(b)(4), different procedures because of national origin).
 * - "all applicants must show a U.S. birth certificate" (24 CFR §100.60(b)(4); HUD FHEO notice on
 *   national origin, 2016: proof of citizenship by birth shuts out naturalised citizens).
 * - The origin asked: "ask the Saturday applicants where they're from originally" (24 CFR §100.75).
 * - English as a condition: "if you can't hold a conversation in English, this isn't the place for
 *   you", "must sign every document in English without an interpreter" (HUD 2016 LEP guidance;
 *   42 U.S.C. §3604(a), (c)); birthplace or an accent as a condition (24 CFR §100.75(c)).
 * - An accent as the mark of national origin (HUD 2016 national origin guidance): "the caller with the
 *   thick accent: tell her it's taken" (24 CFR §100.80(b)), "borrowers with an accent need extra tax
 *   returns" (§100.130).
 * Left alone: "must show a photo ID or birth certificate", accent walls, tiles and lighting.
 */
const WHO = '(?:applicants|tenants|renters|buyers|anyone|people|residents|those)';
const ACCENT =
  '\\b(?:with|has|have|had|who has|who have) (?:a |an |the |that |this |those |such a )?(?:[a-z]+ ){0,2}?accents?\\b(?! (?:wall|walls|lighting|lights?|tiles?|pieces?|colou?rs?|rugs?|chairs?|tables?|shel(?:f|ves)|finish(?:es)?|trim|ceilings?|backsplash|paint|stone|brick|pillows?|furniture|decor))';

export const ORIGIN_SCREEN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "require two extra forms of ID for applicants born outside the U.S." (24 CFR §100.60(b)(4),
    // different procedures because of national origin).
    id: 'extra-id-foreign-born',
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['born', 'foreign'],
    reason: 'Asks more of applicants born abroad (42 U.S.C. §3604(b); 24 CFR §100.60(b)(4))',
    re: `\\b(?:extra|additional|more|second|two|three)\\b[^|]{0,25}?\\b(?:id|ids|identification|documents|documentation|paperwork|references|deposit)\\b[^|]{0,12}?\\b(?:for|from) (?:${WHO} )?(?:born (?:outside|abroad|overseas|in another country)|foreign born)\\b`,
  },
  {
    id: 'us-birth-certificate-required',
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['birth certificate'],
    reason: 'Demands proof of birth in the U.S. (24 CFR §100.60(b)(4))',
    re: '\\b(?:must|required to|need to|needs to|have to|has to|shall) (?:show|provide|present|submit|produce|bring) (?:a |an |their |your |his |her )?(?:us|u s|american|united states) birth certificates?\\b',
  },
  {
    // "Ask the Saturday applicants where they're from originally": the origin asked after any words
    // naming whom to ask (class-inquiries.ts reads only an article there), a warning like its kin.
    id: 'ask-where-from',
    category: 'national_origin',
    kind: 'exclude',
    severity: 'warn',
    source: 'cfr100',
    needs: ['originally', 'really from'],
    reason: 'Asks where applicants are from (24 CFR §100.75; national origin inquiry)',
    re: '\\b(?:ask|asking|find out|check|figure out)(?: [a-z0-9]+){1,4}? where (?:they|he|she|you|the [a-z]+)(?: re| are| is| were| was|re|s)? (?:from originally|originally from|really from)\\b',
  },
  {
    // "If you can't hold a conversation in English, this isn't the place for you", "if you don't read
    // English, please don't apply" (HUD 2016 LEP guidance; 42 U.S.C. §3604(c)).
    id: 'english-or-go',
    category: 'national_origin',
    kind: 'exclude',
    source: 'hudLep2016',
    needs: ['english'],
    reason:
      'Turns away those who cannot speak or read English (HUD 2016 LEP guidance; 42 U.S.C. §3604(a), (c))',
    re: `\\bif (?:you|they|he|she|the applicant|applicants) (?:cant|cannot|can not|dont|do not|doesnt|does not|arent able to|are not able to) (?:hold (?:a |an )?(?:[a-z]+ )?conversation|speak|read|understand|communicate|talk|write)\\b[^|]{0,30}? english\\b[^|]{0,8}? (?:this (?:isnt|is not|aint) (?:the|a|your) (?:place|home|unit|building|apartment|spot|rental)|(?:please )?(?:dont|do not) (?:apply|bother|call|waste)|tell (?:them|him|her) (?:not to|to not) (?:bother|apply|come|call)|(?:its|it is|this is) not (?:for you|a (?:good )?fit)|look elsewhere|keep scrolling|move on|we cant help you|we cannot help you)\\b`,
  },
  {
    // "Must read, speak and sign every document in English without an interpreter".
    id: 'english-without-interpreter',
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudLep2016',
    needs: ['without'],
    reason: 'Requires English without an interpreter (HUD 2016 LEP guidance; 42 U.S.C. §3604(c))',
    re: `\\b(?:must|need to|needs to|has to|have to|required to|expected to|should|able to)\\b[^|]{0,60}? (?:in )?english without (?:an? |any |the )?(?:help of (?:an? )?)?(?:interpreters?|translators?|translation|translating)\\b`,
  },
  {
    // "A good fit if you were born here and speak without an accent", "tenants who speak with no
    // accent preferred" (24 CFR §100.75(c); national origin by birthplace and accent).
    id: 'born-here-no-accent',
    category: 'national_origin',
    kind: 'prefer',
    source: 'cfr100',
    needs: ['accent', 'born'],
    reason: 'Makes birthplace or an accent a condition of renting (42 U.S.C. §3604(c); 24 CFR §100.75(c))',
    re: `\\b(?:(?:fit|match|perfect|ideal|welcome|preferred|prefer|only|best|happy|great) if (?:you|they|he|she|the applicant)(?: re| are| is| were| was|re|s)? born (?:here|in (?:this country|the us|the usa|america|the states|the u s))|(?:speak|speaks|talk|talks|speaking) (?:english |spanish )?(?:without|with no|with none of) (?:an? |any )?(?:foreign |heavy |thick |strong |noticeable )?accents?)\\b`,
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
]);
