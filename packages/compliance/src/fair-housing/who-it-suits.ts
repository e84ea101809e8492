import { classWordsFor } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * Who the home suits, said without the class noun the SUITS grammar waits for. All warn, as "ideal
 * for" does (HUD advertising guidance, 1995; 24 CFR §109.20); jurisdictions.ts decides where a state
 * class blocks.
 * - A home said to suit only the able-bodied: "best for someone fully mobile", "suited to an
 *   able-bodied buyer" (42 U.S.C. §3604(c), (f); the 1995 memo lets an ad describe stairs, not who can
 *   climb them). Left alone: "three flights of stairs, no elevator".
 * - Wages preferred to other lawful income: a job "rather than a program", "best suited to tenants
 *   with employment income" (state source-of-income laws, e.g. Or. Rev. Stat. 659A.421). Left alone:
 *   "paid by check rather than cash".
 * - Civilians preferred to service members: civilians "rather than base personnel", "away from the
 *   base crowd" (military status, e.g. RCW 49.60.222, N.Y. Exec. Law §296(5)).
 * - An age cohort as the audience: "built for the twenty-something crowd" (state age protections
 *   such as 43 P.S. §955(h); HUD 1995 memo). Left alone: "a twenty-something-minute walk".
 * - A "normal" or "traditional" couple, coding orientation (HUD 2021 guidance; state statutes).
 */
const ABLE =
  '(?:fully mobile|able ?bodied|physically fit|sure ?footed|without (?:mobility|physical) (?:issues|limitations|problems|restrictions)|no mobility (?:issues|limitations|problems))';
const EARNERS = '(?:applicants|tenants|renters|buyers|anyone|people|residents|those)';

const SUITS_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'suits-able-bodied',
    category: 'handicap',
    kind: 'suits',
    severity: 'warn',
    source: 'hud1995',
    needs: ['mobile', 'bodied', 'physically fit', 'footed', 'mobility'],
    reason:
      'Says the home suits only people without a disability (42 U.S.C. §3604(c), (f); HUD advertising guidance, 1995: describe the stairs, not who can climb them)',
    re: `\\b(?:ideal|perfect|great|best|suited|suitable|made|meant|designed|good) (?:for|to) (?:an? |the )?(?:(?:very |really |super |quite )?(?:active|healthy|young|fit|strong|energetic|athletic|sporty|outdoorsy|adventurous) ,? (?:and )?)*(?:someone|anyone|tenant|tenants|person|people|buyer|buyers|renter|renters|those|residents?|occupants?|owners?|folks)?\\b ?(?:who (?:is|are) |thats |that is |who can walk and is )?${ABLE}\\b`,
  },
  {
    id: 'job-rather-than-program',
    category: 'source_of_income',
    kind: 'suits',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['rather than', 'instead of', 'not from'],
    reason: 'Prefers wages over program income (state source-of-income laws, e.g. Or. Rev. Stat. 659A.421)',
    re: '\\b(?:job|jobs|work|wages|paycheck|paychecks|salary|employment|employer)\\b (?:rather than|instead of|and not|not) (?:from )?(?:a |an |the )?(?:program|programs|voucher|vouchers|section 8|assistance|benefits|subsidy|subsidies|government aid|welfare|disability|social security|ssi|ssdi)\\b',
  },
  {
    // "best suited to tenants with employment income" (state source-of-income laws; a warning).
    id: 'suits-earned-income',
    category: 'source_of_income',
    kind: 'suits',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['income'],
    reason: 'Prefers wage earners to other lawful income (state source-of-income laws)',
    re: `\\b(?:suited|suits|ideal|perfect|great fit|best fit|meant) (?:to|for) ${EARNERS} with (?:employment|earned|job|salary|wage|w2|w 2) income\\b`,
  },
  {
    id: 'civilians-rather-than-military',
    category: 'military_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['civilian'],
    reason: 'Prefers civilians to service members (military status, e.g. RCW 49.60.222)',
    re: '\\bcivilians?\\b[^|]{0,20}?\\b(?:rather than|instead of|over|not|and not|before) (?:base |military |active duty |enlisted )?(?:personnel|military|service members?|servicemembers|soldiers|sailors|airmen|marines|troops|enlisted)\\b',
  },
  {
    // "great fit for civilian professionals, away from the base crowd" (military status, e.g. N.Y.
    // Exec. Law §296(5)); a warning.
    id: 'civilians-away-from-base',
    category: 'military_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['civilian'],
    reason: 'Prefers civilians to service members (military status, e.g. N.Y. Exec. Law §296(5))',
    re: '\\bcivilians?\\b[^|]{0,40}?\\baway from (?:the )?(?:base|military|soldiers|troops)\\b',
  },
  {
    id: 'age-cohort-audience',
    category: 'age',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['something', 'millennial', 'gen z', 'boomer', 'grad'],
    reason: 'Aims the home at an age cohort (state age protections, e.g. 43 P.S. §955(h))',
    re: '\\b(?:built for|made for|designed for|perfect for|ideal for|great for|aimed at|geared (?:to|toward|towards)|suited to|suits|for) (?:the |a |an |young )?(?:twenty|thirty|forty|fifty|20|30|40) ?somethings?\\b(?! (?:minute|minutes|min|mins|dollar|dollars)\\b)|\\b(?:built for|made for|designed for|perfect for|ideal for|great for|aimed at|geared (?:to|toward|towards)|suited to) (?:the |young )?(?:millennials?|gen z|gen zers|boomers?|baby boomers?|(?:recent|new|fresh) (?:college )?(?:grads?|graduates?))\\b',
  },
  {
    // "Perfect for a nice normal couple", "ideal for a traditional family": a couple's orientation
    // coded as "normal" (HUD 2021 guidance; state statutes), a warning.
    id: 'normal-couple',
    category: 'sexual_orientation',
    kind: 'suits',
    severity: 'warn',
    source: 'hud2021',
    needs: ['normal', 'traditional', 'regular', 'conventional', 'straight'],
    reason: 'Says the home suits a "normal" or "traditional" couple, coding orientation (HUD 2021 guidance)',
    re: '\\b(?:perfect|ideal|great|best|suited|suitable|made|meant|looking|seeking|want|prefer|reserved) (?:for|to) (?:a |an |the )?(?:nice |good |young |sweet )?(?:normal|traditional|regular|conventional|straight) (?:married )?(?:couple|couples|marriage|man and wife|husband and wife)\\b',
  },
]);

// Who would make more of the home: "a man would get more out of it", "a Christian family would appreciate
// this place more" (who the home suits, said as a comparison; HUD 1995 memo: a description of the
// preferred person, so it warns). "the man who built it would love …" names no one it suits.
const HOME =
  '(?:it|this|here|this (?:place|unit|loft|home|space|apartment|house|condo|yard|garage|workshop|one)|the (?:place|unit|loft|home|space|apartment|house|condo|yard|garage|workshop))';
const MORE_OF =
  '(?:get (?:more|the most|a lot more|much more) out of|make (?:better|more|the most|good|the best) (?:use )?of|appreciate|enjoy|love|like|use|fit|suit|be happier in|feel more at home in)';
const wouldMakeMore = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'class-would-make-more-of',
    category,
    kind: 'suits',
    severity: 'warn',
    source: 'hud1995',
    needs: ['would', 'will', 'could', 'might'],
    reason:
      'Says a person of a protected class would make more of the home, a preference (HUD advertising guidance, 1995)',
    // Tried only where a class word stands (match-starts.ts), so the alternation runs there alone.
    re: `\\b${classWordsFor(category)} (?:would|will|could|might) (?:really |definitely |probably |certainly )?${MORE_OF} ${HOME}(?: (?:more|better|most|best))?\\b`,
  });

export const WHO_IT_SUITS_RULES: readonly StandaloneRule[] = [
  ...SUITS_RULES,
  ...ALL_CLASSES.map(wouldMakeMore),
];
