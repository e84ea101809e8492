import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * The old HUD advertising guidelines' catch words (24 CFR §109.20(b)(6), 1989, removed from the CFR
 * in 1996 but still cited): "restricted", "exclusive", "private", "board approval" read as a warning
 * when they describe who may live there. race.ts already warns on "exclusive community", "restricted
 * neighborhood" and "board approval required" (the corpus's convention: warn, race, cfr109). This adds
 * the people they are said of: "select clientele", "the right people", "the right kind of tenants",
 * "a select few", "a private community for the chosen", and the homes besides a community or a
 * neighborhood ("exclusive building", "restricted enclave"). A catch word about a thing names no
 * one: "exclusive listing", "exclusive agent", "exclusive use of the garden", "restricted parking",
 * "deed-restricted", "age-restricted" (HOPA, residency-age.ts) and "income-restricted" (a program).
 * They warn, not block: none names a class, and 24 CFR §100.75(c) reaches them only in context.
 * The catch words said of every purchase or of a membership: "subject to board approval", "approval by
 * the membership committee", "exclusive gated enclave" (24 CFR §109.20(b)). Coded remarks beside them: a
 * street to be kept "the way it has always been" with a wink, and an in-person look before anyone may
 * apply (24 CFR §100.70(c)); an owner's wish for "not too dark" (42 U.S.C. §3604(c)), which blocks.
 */
const CATCH = '(?:exclusive|restricted|private|select|selected|selective|discriminating|elite)';
const PEOPLE = '(?:people|folks|crowd|element|clientele|neighbors|neighbours|families)';
const RESIDENTS =
  '(?:tenants?|residents?|renters?|buyers?|owners?|occupants?|neighbors|neighbours|people|families)';
const HOMES =
  '(?:building|buildings|enclave|development|subdivision|complex|tower|residences?|address|community|neighborhood)';

const warn = (id: string, needs: string[], re: string): StandaloneRule => ({
  id: `catchword-${id}`,
  category: 'race',
  kind: 'describe',
  severity: 'warn',
  source: 'cfr109',
  reason:
    'An old HUD catch word (24 CFR §109.20(b)) said of who may live here; it reads as a limitation of the residents',
  needs,
  re: new RegExp(re, 'g'),
});

const SALE =
  '(?:purchases?|sales?|leases?|rentals?|buyers?|tenants?|applicants?|applications?|transfers?|residents?|owners?)';
const AREA =
  '(?:street|block|building|neighborhood|neighbourhood|area|community|complex|town|subdivision|development)';
const WINK =
  '(?:if you catch my (?:meaning|drift)|catch my (?:meaning|drift)|if you know what i mean|you know what i mean|if you get my (?:meaning|drift)|wink(?: wink)?|nudge nudge|if you follow me|know what im saying)';

export const CATCHWORD_RULES: readonly StandaloneRule[] = [
  // "Select clientele only", "an exclusive clientele", "discriminating clientele".
  warn('clientele', ['clientele'], `\\b${CATCH} clientele\\b`),
  // "The right people", "the right kind of tenants": who is wanted, without saying who that is.
  warn(
    'right-people',
    ['right'],
    `\\bthe right (?:kind of |sort of |type of |class of )?${PEOPLE}\\b|\\bright (?:kind|sort|type|class) of ${RESIDENTS}\\b`,
  ),
  warn('select-few', ['few'], `\\b(?:a|the) (?:select|selected|chosen|privileged) few\\b`),
  // "Exclusive building", "restricted enclave" (a community or neighborhood is race.ts's); not after
  // "deed", "age", "income" or "covenant", which restrict the use, the ages (HOPA) or the rent.
  warn(
    'home',
    ['exclusive', 'restricted'],
    `(?<!\\b(?:deed|age|income|covenant|height|use|rent) )\\b(?:exclusive|restricted) (?:building|buildings|enclave|development|subdivision|complex|tower|residences)\\b`,
  ),
  // "A private community for the select", "a private enclave for members only".
  warn(
    'private-for',
    ['private'],
    `\\bprivate ${HOMES} (?:for|of|reserved for) (?:the |a )?(?:select|selected|chosen|few|discerning|members|invited|right)\\b`,
  ),
  ...phraseRules([
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
      reason:
        'An old HUD catch word (24 CFR §109.20(b): "exclusive", "restricted") said of who may live here',
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
      // "Owner said not too dark pls", "landlord wants nobody too dark-skinned": colour as the owner's
      // wish (42 U.S.C. §3604(c)); a paint or a room is not it.
      id: 'not-too-dark',
      category: 'color',
      kind: 'exclude',
      source: 'cfr100',
      needs: ['dark', 'brown'],
      reason: "Passes on an owner's wish about skin colour (42 U.S.C. §3604(c))",
      re: '\\b(?:said|says|wants|wanted|asked for|asked|prefers|told me|specified|insists|insisted|requested)(?: me| us| that)? (?:nobody|no one|noone|not|none|nothing|no one whos|nobody whos) (?:too|very|that|overly|real|really) (?:dark|dark skinned|darkskinned|brown)\\b(?! (?:a |an )?(?:paint|color|colour|shade|stain|finish|wood|floor|floors|room|rooms|carpet|tint|gray|grey|cabinets|trim|inside|in here))',
    },
  ]),
];
