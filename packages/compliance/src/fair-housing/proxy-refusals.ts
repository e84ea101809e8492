import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A class refused through what stands for it, with no class word said:
 * - a housing program's paperwork or inspection refused: "the landlord will not fill out Section 8
 *   inspection paperwork", "we don't sign HAP contracts" (the voucher refused by its forms; HUD's source
 *   of income guidance; Mass. G.L. c.151B §4(10), N.Y. Exec. Law §296(5)(a)(1), Cal. Gov. Code §12955(p));
 * - calls for police or emergency help counted toward eviction: "three police calls in 90 days means
 *   automatic eviction" (HUD OGC guidance of Sept. 13, 2016 on nuisance and crime-free ordinances: such
 *   terms fall hardest on victims of domestic violence, most of them women, and are read under sex);
 * - a nation's or culture's ways banned: "cooking with ethnic spices on balconies is prohibited",
 *   "music in foreign languages must be kept indoors", "only English in the common areas" (24 CFR
 *   §100.65(b)(4): limiting the use of privileges or facilities because of national origin; HUD's 2016
 *   LEP guidance: a language stands for national origin).
 * - a group home opposed (§3604(f)(1)); children kept indoors (§100.65(b)(4)); religious items removed
 *   from doors (§3617); a man's name wanted on the lease (§3604(b)); wages as the only income counted
 *   (source of income); an ID required to match how a person presents (gender identity).
 * Left alone: inspections or paperwork done ("we'll fill out the Section 8 paperwork"), a noise rule for
 * everyone ("music must be kept low after 10 pm"), a lease term on criminal activity with no calls for help.
 */
const NOT =
  '(?:will not|wont|does not|doesnt|do not|dont|did not|didnt|cannot|cant|refuses to|refused to|refuse to|declines to|declined to|is not going to|isnt going to|not willing to|unwilling to|never)';
const PROGRAM =
  '(?:section 8|sec 8|voucher|housing choice voucher|hcv|housing authority|pha|hap|cityfheps|fheps|hasa|vash|subsidy|program)';
const PAPERS =
  '(?:paperwork|forms?|inspections?|contracts?|addendums?|addenda|packets?|rfta|request for tenancy approval|requirements|process)';

const CALLS =
  '(?:(?:\\d+|two|three|four|five|multiple|repeated|several|too many) )?(?:police|911|nine one one|emergency|cop|law enforcement) (?:calls?|visits?|responses?)';
const EVICTED =
  '(?:automatic |immediate |mandatory )?(?:eviction|evictions|termination|lease termination|non ?renewal|a notice to (?:vacate|quit)|grounds for (?:eviction|termination))';

const BANNED =
  '(?:(?:is|are) (?:strictly )?(?:prohibited|banned|forbidden|not (?:allowed|permitted))|(?:must|has to|have to|need to|needs to) (?:be )?(?:kept|stay|stop|remain) (?:indoors|inside|to a minimum|out of the common areas)|(?:will|may) (?:not be (?:allowed|tolerated|permitted))|(?:are|is) not tolerated)';
const CUSTOMS =
  '(?:(?:cooking|food|foods|meals|dishes|smells|odors|odours|spices)(?: [a-z]+){0,3}? (?:with|of|from|using)? ?(?:strong |pungent |heavy )?(?:ethnic|foreign|curry|indian|asian|african|middle eastern|mexican|hispanic)(?: [a-z]+)?|(?:ethnic|foreign) (?:cooking|food|foods|smells|odors|odours|spices|music|clothing|dress|celebrations?|festivals?)|(?:music|songs?|tv|television|phone calls?|calls|conversations?|talking|speaking)(?: [a-z]+){0,2}? in (?:foreign|other|non english) languages?|(?:speaking|talking|conversations?)(?: in)? (?:spanish|chinese|arabic|russian|vietnamese|korean|hindi|urdu|somali|haitian creole|creole|tagalog|portuguese|polish))';

// "Your children … keep them inside": "them" only after the children are named in the clause.
const KIDS_BEFORE = '(?<=\\b(?:kids|children|child|son|sons|daughter|daughters|little ones)\\b[^|]{0,80}?)';
const INDOORS =
  '(?:inside|indoors|in (?:the|your) (?:unit|apartment|home)|off the (?:courtyard|grounds|lawn|playground|common areas?|sidewalks?|property)|out of the (?:courtyard|pool|common areas?|lobby|hallways?|yard|garden|halls?))';
const RELIGIOUS_ITEMS =
  '(?:mezuzahs?|mezuzot|mezuzas?|menorahs?|nativity(?: scenes?)?|crosses|crucifix(?:es)?|prayer flags|religious (?:items|symbols|displays|decorations|signs|objects|art))\\b';

export const PROXY_REFUSAL_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'program-paperwork-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: [
      'paperwork',
      'form',
      'inspection',
      'contract',
      'addend',
      'packet',
      'rfta',
      'tenancy approval',
      'requirement',
      'process',
    ],
    reason:
      'Refuses a housing program’s paperwork or inspection, refusing its voucher holders (state source-of-income laws; HUD source of income guidance)',
    re: `\\b${NOT} (?:[a-z]+ ){0,2}?(?:fill out|fill in|sign|complete|do|process|deal with|handle|submit|accept|schedule|allow|pass|go through|bother with) (?:the |any |a |an |their |those )?(?:[a-z]+ )?${PROGRAM}(?: [a-z0-9]+){0,2}? ${PAPERS}\\b`,
  },
  {
    id: 'calls-for-help-evicted',
    category: 'sex',
    kind: 'exclude',
    source: 'hudNuisance2016',
    needs: ['police', '911', 'nine one one', 'emergency', 'cop', 'law enforcement'],
    reason:
      'Counts calls for police or emergency help toward eviction, which falls on victims of domestic violence (HUD OGC nuisance-ordinance guidance, 2016; 42 U.S.C. §3604(a)-(b))',
    re: `\\b${CALLS}\\b[^|]{0,80}?\\b(?:means?|result(?:s)? in|leads? to|will lead to|is|are|equals?|triggers?|get you|gets you|=) ${EVICTED}\\b|\\b${EVICTED}\\b[^|]{0,30}?\\b(?:after|for|over|if there are) ${CALLS}\\b`,
  },
  {
    id: 'customs-banned',
    category: 'national_origin',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'ethnic',
      'foreign',
      'curry',
      'languages',
      'spanish',
      'chinese',
      'arabic',
      'russian',
      'vietnamese',
      'korean',
      'hindi',
      'urdu',
      'somali',
      'creole',
      'tagalog',
      'portuguese',
      'polish',
      'non english',
    ],
    reason:
      'Bans a national origin’s ways (its cooking, language or music) in the home or its common areas (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4); HUD LEP guidance, 2016)',
    re: `\\b${CUSTOMS}\\b[^|]{0,50}?\\b${BANNED}\\b|\\b(?:no|ban on|banning|prohibit|prohibits|prohibiting) ${CUSTOMS}\\b`,
  },
  {
    // "The Board will oppose any sale to a group home or sober-living operator" (42 U.S.C. §3604(f)(1);
    // City of Edmonds v. Oxford House, 514 U.S. 725 (1995): group homes house people with disabilities).
    id: 'group-home-opposed',
    category: 'handicap',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'group home',
      'sober',
      'halfway house',
      'recovery home',
      'recovery residence',
      'recovery house',
      'home for the',
    ],
    reason:
      'Opposes a group home, sober-living or recovery residence, housing for people with disabilities (42 U.S.C. §3604(f)(1))',
    re: '\\b(?:oppose|opposes|opposing|fight|fights|fighting|block|blocks|blocking|stop|stops|prevent|prevents|keep out|keeping out|not allow|wont allow|will not allow|prohibit|prohibits|ban|bans|object to|objects to|no)\\b[^|]{0,60}?\\b(?:group homes?|sober (?:living|houses?|homes?)|halfway houses?|recovery (?:homes?|residences?|houses?)|homes? for (?:the )?(?:disabled|mentally ill|developmentally disabled))\\b',
  },
  {
    // "Since the issue is your children, please keep them inside after 6 pm and off the courtyard"
    // (24 CFR §100.65(b)(4): limiting the use of facilities because of familial status).
    id: 'children-kept-in',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['keep', 'kept'],
    reason:
      'Keeps children indoors or out of the common areas, limiting a facility because of familial status (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `\\b(?:keep|kept|keeping) (?:(?:your|the|their|all) )?(?:kids|children|little ones|${KIDS_BEFORE}them)\\b(?: [a-z0-9]+){0,3}? ${INDOORS}`,
  },
  {
    // "Nothing may be attached to door frames, including mezuzahs" (42 U.S.C. §3617; Bloch v. Frischholz,
    // 587 F.3d 771 (7th Cir. 2009): a hallway rule used to remove mezuzahs interferes with the tenancy).
    id: 'religious-items-removed',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: ['mezuz', 'menorah', 'nativity', 'prayer flag', 'cross', 'crucifix', 'religious'],
    reason:
      'Bans or removes religious items from doors or homes, interfering with residents because of religion (42 U.S.C. §3617; 24 CFR §100.400)',
    re: `(?<=\\b(?:nothing|no|not|may not|cannot|prohibited|banned|remove|removed|removal)\\b[^|]{0,80}?)\\b(?:including|includes|even|especially|such as) (?:any |all )?${RELIGIOUS_ITEMS}|\\b(?:remove|removed|removing|take down|taken down|taking down) (?:any |all |the |your )?${RELIGIOUS_ITEMS}|\\b(?:the |your |that )?${RELIGIOUS_ITEMS} (?:comes|come|must come|has to come|needs to come|goes|must go|has to go|needs to go) (?:out|down|off)\\b`,
  },
  {
    // "The owner likes a man's name on the lease" (42 U.S.C. §3604(b): a term by sex).
    id: 'male-name-required',
    category: 'sex',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['name on'],
    reason: 'Wants a man’s name on the lease or deed, a term set by sex (42 U.S.C. §3604(b))',
    re: '\\b(?:a |the )?(?:man s|mans|male|husband s|husbands|gentleman s|guy s|guys) name on the (?:lease|deed|application|title|contract|account)\\b',
  },
  {
    // "Income from employment only, please don't call about rental assistance or vouchers".
    id: 'employment-income-only',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['only', 'call', 'ask', 'apply', 'inquire', 'reach out', 'contact'],
    reason:
      'Counts only wages or turns away callers with vouchers or assistance, refusing a lawful source of income (state source-of-income laws; HUD source of income guidance)',
    re: '\\b(?:income|rent)(?: [a-z]+){0,2}? (?:from|through) (?:employment|a job|work|wages|paychecks?|salary) only\\b|\\bonly (?:employment|earned|wage|job) income\\b|\\b(?:dont|do not|please dont|please do not|no need to) (?:call|ask|apply|inquire|reach out|contact us) (?:about|with|if you have|if you re on|if youre on|for|regarding) (?:a |any )?(?:vouchers?|section 8|rental assistance|housing assistance|subsidies|subsidy|programs?)\\b',
  },
  {
    // "The ID you submit has to match how you present at the showing" (HUD 2021 memo; state GI laws).
    id: 'id-must-match-presentation',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    needs: ['match how', 'match what'],
    reason:
      'Requires an ID to match how a person presents, a term that excludes transgender applicants (state gender-identity laws; HUD memo of Feb. 11, 2021)',
    re: '\\b(?:id|ids|identification|license|licence|documents?)\\b[^|]{0,40}?\\b(?:has to|have to|must|needs to|need to|should) match (?:how|what) (?:you|they|she|he) (?:present|presents|look|looks|dress|dresses|appear|appears)\\b',
  },
  {
    // "Residents under 18 may use the pool only from 1 to 3 pm": a facility's hours cut for children
    // (24 CFR §100.65(b)(4); supervision rules for everyone, or an adult present, are left alone).
    id: 'children-hours-cut',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['under'],
    reason: 'Limits the hours children may use a facility (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: '\\b(?:residents |tenants |children |kids |minors |teens |anyone |those )?under (?:the age of )?\\d+ (?:may|can|are allowed to|are permitted to) (?:only )?use (?:the )?(?:pool|gym|fitness center|clubhouse|hot tub|spa|courtyard|playground|lounge|game room|laundry room|grounds)\\b(?: [a-z]+){0,2}? (?:only )?(?:from|between|during|before|after) \\d',
  },
  {
    // "Is the man on the application your husband or your boyfriend?"; "since you two aren't married, each
    // of you has to qualify on your own income" (marital status: Minn. Stat. §363A.09, Cal. Gov. Code §12955).
    id: 'marriage-asked-or-split',
    category: 'marital_status',
    kind: 'exclude',
    source: 'state',
    needs: ['husband', 'wife', 'spouse', 'married'],
    reason:
      'Asks whether a couple is married, or qualifies an unmarried couple differently (state marital-status laws)',
    re: '\\bis (?:he|she|the (?:man|woman|guy|lady|person) (?:on the application|youre applying with|applying with you)) your (?:husband|wife|spouse) or (?:your )?(?:boyfriend|girlfriend|partner)\\b|\\b(?:since|because|as|if) (?:you (?:two |both )?(?:arent|are not|re not|aren t)|youre not|you re not) married\\b[^|]{0,40}?\\b(?:each of you|separately|on your own|individually|both of you (?:have|need) to)\\b',
  },
]);
