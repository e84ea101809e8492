import { GO_ELSEWHERE } from './grammar-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * Whole-phrase rules for indirect wording the subject grammar does not reach: an age put after the
 * people ("tenants over 60 need not apply"), an age decade ("in their 20s"), a congregation named as
 * the owner's own ("members of our parish"), and a refusal worded as what the property is not ("not a
 * Section 8 building"). Same shape as standalone-rules.ts; regular expressions over the normalised text.
 */

const WHO =
  '(?:anyone|anybody|someone|somebody|people|persons|tenants?|applicants?|renters?|residents?|buyers?|roommates?|occupants?|seniors|retirees|folks)';
const AGE_WORD = '(?:over|under|older than|younger than|above|below)(?: the age of| age)?';
const REFUSE = '(?:not|never|dont|wont|doesnt|cannot|cant|will not|do not|does not)';
const RENT = '(?:rent|lease|sell|accept|allow|consider|take|show|approve)';

export const CODED_RULES: readonly StandaloneRule[] = [
  // An age after the people, with the exclusion or preference after it (also an imperative one, "over
  // 65, look elsewhere") or a refusal before it (state age laws, e.g. N.Y. Exec. Law §296(5); ageRule
  // keeps legal adulthood and the HOPA ages apart).
  {
    id: 'age-excluded',
    needs: ['over', 'under', 'older', 'younger', 'above', 'below'],
    category: 'age',
    kind: 'exclude',
    source: 'state',
    age: true,
    re: new RegExp(
      `\\b${WHO} ${AGE_WORD} (\\d{2}) (?:need not|neednt|may not|must not|cannot|will not|wont|are not|is not|not|should not|only|preferred|(?:, )?${GO_ELSEWHERE})\\b|\\b${REFUSE}(?: [a-z]+){0,2} ${RENT}(?: to)? ${WHO} ${AGE_WORD} (\\d{2})\\b`,
      'g',
    ),
  },
  // "Ideal roommate is under 30", "perfect tenant would be over 40": an age bound on the person the ad
  // calls ideal is an age preference (state age laws, N.Y. Exec. Law §296(5); 42 U.S.C. §3604(c)
  // "preference"); ageRule keeps legal adulthood and the HOPA ages apart.
  {
    id: 'ideal-age',
    needs: ['ideal', 'perfect', 'dream', 'preferred', 'target'],
    category: 'age',
    kind: 'prefer',
    source: 'state',
    age: true,
    re: new RegExp(
      `\\b(?:ideal|perfect|dream|preferred|target) (?:[a-z]+ )?(?:roommate|housemate|flatmate|tenant|renter|applicant|candidate|resident|buyer|occupant|person|match|lodger|boarder)s? (?:is|are|would be|will be|should be)? ?(?:someone |somebody |a person |people )?${AGE_WORD} (\\d{2})\\b`,
      'g',
    ),
  },
  // "must be 30 or older": the requirement before an "N or older" (the age-plus rule reads the age).
  {
    id: 'age-minimum',
    needs: ['or older', 'or over', 'and older', 'and over', 'or above'],
    category: 'age',
    kind: 'prefer',
    source: 'state',
    age: true,
    re: /\b(?:must|should|has to|have to|needs? to) be (?:at least )?(\d{2}) (?:or|and) (?:older|over|above)\b/g,
  },
  // "seeking someone in their 20s": an age decade is an age limit (state age laws).
  {
    id: 'age-decade',
    needs: ['20s', '30s', '40s', '50s', 'twenties', 'thirties', 'forties', 'fifties'],
    category: 'age',
    kind: 'prefer',
    source: 'state',
    re: /\b(?:seeking|looking for|prefer|prefers|preferably|wanted|only|must be|should be)\b[^|]{0,30}? in (?:their|his|her|your|the) (?:early |mid |late )?(?:20s|30s|40s|50s|twenties|thirties|forties|fifties)\b/g,
  },
  {
    id: 'age-decade-suits',
    needs: ['20s', '30s', '40s', '50s', 'twenties', 'thirties', 'forties', 'fifties'],
    category: 'age',
    kind: 'suits',
    source: 'state',
    re: /\b(?:perfect|ideal|great|best|suits?|suited)\b[^|]{0,30}? in (?:their|his|her|your|the) (?:early |mid |late )?(?:20s|30s|40s|50s|twenties|thirties|forties|fifties)\b/g,
  },
  // 24 CFR §109.20(f): "References to a synagogue, congregation or parish may also indicate a religious
  // preference"; the owner's own ("our parish", "share our faith") is one. A landmark ("near St. Mary's")
  // names no one's congregation and is not matched.
  {
    id: 'our-congregation',
    needs: ['our ', 'my '],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: /\b(?:from|of|in|attend|attends|attending|join|joins|share|shares|sharing|belong to|belongs to) (?:our|my) (?:own )?(?:parish|congregation|church|synagogue|temple|mosque|faith|beliefs|religion|fellowship|ward|church family|faith community|religious values)\b/g,
  },
  // The same of the owner's congregation named in the third person, with the people of it: "rents to
  // members of her church", "families from the landlord's parish" (24 CFR §109.20(f)). A member noun is
  // required: "walking distance of their church" names a landmark.
  {
    id: 'members-of-congregation',
    needs: ['his ', 'her ', 'their ', 'owner', 'landlord', 'seller'],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: /\b(?:members?|parishioners|congregants|worshippers|people|folks|families|others|fellow [a-z]+) (?:of|from|in|at) (?:his|her|their|the owners?|the landlords?|the sellers?) (?:own )?(?:parish|congregation|church|synagogue|temple|mosque|faith|religion|fellowship|ward|church family|faith community|denomination)\b/g,
  },
  // Membership said with a verb: "tenants who belong to his congregation", "who attend our church" (former
  // 24 CFR §109.20(b)(1): a religious preference). Only the speaker's or owner's congregation: "their
  // church" may be the tenants' own, a landmark.
  {
    id: 'belongs-to-congregation',
    needs: ['belong', 'attend', 'worship'],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: /\b(?:belongs?|belonging|attends?|attending|worships?|worshipping) (?:to|at|with)? ?(?:his|her|our|my|the owners?|the landlords?|the sellers?) (?:own )?(?:parish|congregation|church|synagogue|temple|mosque|fellowship|ward|church family|faith community|denomination)\b/g,
  },
  // "people of his own race", "tenants from her own country": a group named as the owner's own kind is a
  // limitation to that race or national origin however the rest is worded (42 U.S.C. §3604(c)).
  ...(
    [
      ['race', 'race|color|colour|skin colou?r'],
      ['national_origin', 'ethnicity|ethnic background|nationality|country|homeland'],
    ] as const
  ).map(
    ([category, words]): StandaloneRule => ({
      id: `own-${category}`,
      needs: [' own '],
      category,
      kind: 'prefer',
      source: 'fha3604c',
      re: new RegExp(
        `\\b(?:${WHO}|those|others|families|members) (?:of|from) (?:his|her|their|our|my|the owners?|the landlords?|the sellers?) own (?:${words})\\b`,
        'g',
      ),
    }),
  ),
  // An age floor on who may live in the building ("18+ bldg", "21+ only") is a limitation to adults, that
  // is familial status (HUD 1995 memo: "adults only"); 18 and 21 are never HOPA's ages (55, 62), whose
  // "55+ community" stays with the HOPA rules.
  {
    id: 'adult-age-floor',
    needs: ['18+', '19+', '21+'],
    category: 'familial_status',
    kind: 'exclude',
    source: 'hud1995',
    re: /\b(?:18|19|21)\+ (?:only|bldg|building|community|complex|property|apartments?|units?|occupancy|residents only|tenants only|living)\b/g,
  },
  // "not a Section 8 building", "no longer a voucher property": a refusal worded as what the property
  // is not (state source-of-income laws, jurisdiction table). "HUD home" is left out: it names a
  // HUD-owned foreclosure for sale.
  {
    id: 'not-program-property',
    needs: ['section', 's8', 'voucher', 'subsidized', 'housing authority'],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: /\b(?:not|isnt|never|no longer|nor) (?:an? )?(?:section 8|sec 8|section eight|s8|voucher|subsidized|housing authority)(?: approved| eligible| friendly| certified)? (?:property|properties|building|unit|units|landlord|home|house|apartment|complex|owner|approved|eligible|friendly|certified)\b/g,
  },
];
