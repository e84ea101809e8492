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
]);
