import type { SourceId } from './sources';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { TERM_GROUPS, type TermGroup } from './vocabulary/term-groups';

/**
 * Three grammars around a group of applicants marked by a class (vocabulary/term-groups.ts), so a new
 * sentence of the same kind is read whatever its words:
 *
 * - Different terms, 42 U.S.C. §3604(b) and 24 CFR §100.65(b)(1)-(4): more of a term asked of the group
 *   ("applicants paying with BAH need two guarantors", "same-sex couples pay a higher deposit"), a
 *   second price for them ("deposit $800, or $1,600 for households with children under 6": the lead-paint
 *   pretext, which 24 CFR §100.65 and the Keating memo do not allow), a perk withheld from them
 *   ("move-in special does not apply to voucher holders"), or a paper only they must show ("residents in
 *   recovery need a sober-living letter", 24 CFR §100.201; "trans applicants must put the name on their
 *   birth certificate on the lease").
 * - A screening setting that refuses them, 42 U.S.C. §3604(a) and 24 CFR §100.60(b) ("filter set to
 *   decline applicants whose only income is SSDI", "hide apps where income source = rental assistance").
 * - A unit said to be taken when they ask, 24 CFR §100.80(b)(1) ("if she has a CityFHEPS voucher, tell
 *   her it's rented").
 *
 * Left alone: the same term for everyone ("all applicants need one guarantor"), a perk open to all,
 * "pet deposit does not apply to assistance animals", a setting that declines incomplete applications.
 */
// "A separate lease addendum" is the HUD tenancy addendum a voucher brings, not a second lease. Insurance
// or an umbrella policy asked of a class alone is a term too (24 CFR §100.65(b); FHEO-2020-01 for animals).
const TERM =
  '(?:guarantors?|co ?signers?|cosigners?|(?:security )?deposits?|(?:leases|lease)(?! addend)|fees?|rent|references|months?|applications?|pay ?stubs?|bank statements?|statements|proof of income|background checks?|credit checks?|reference checks?|pet rent|insurance|(?:liability |umbrella )?(?:policy|policies|coverage|riders?))';
const MORE =
  '(?:two|2|three|3|double|doubled|extra|higher|additional|a second|an extra|another|larger|bigger|separate|increased|more|twice the|a larger|a higher|a bigger|their own|individual)';
// "an extra $500", "500 more": money added with no term named.
const MONEY = '(?:(?:extra|additional|more|higher) \\d+|\\d+(?: , \\d+)? (?:more|extra))';
// The verb of being asked; a negation before it exempts the group ("never pay a higher deposit").
const ASKED =
  '(?<!(?:never|not|dont|no|doesnt|wont|arent) )(?:need|needs|(?:must|have to|has to|are required to|will) (?:each |both |all |also )?(?:have|pay|sign|get|add|provide|put down|bring|show|submit|produce|turn in|hand in|carry|buy|purchase)|pay|pays|sign|signs|get|gets|owe|owe|are charged|are asked for|are screened with|undergo|are subject to|go through|require|requires|put down|provide|submit)';
// "pay no extra fees", "without an additional deposit": the added term denied, not asked (shared with
// class-contrast-terms.ts, which reads the same added term against other applicants).
export const NONE = '(?<!\\b(?:no|without|zero|never)(?: an?| any)? )';
// A term raised for the group: "deposit is doubled for families with a newborn".
const RAISED =
  '(?:is |are |will be |gets |goes )?(?:doubled|tripled|higher|increased|raised|bumped up|extra|double|more|larger|bigger)';
// A verb that adds to a term: "add $300 to the security deposit".
const ADDED =
  '(?:add|adds|tack on|tacks on|raise|raises|bump up|increase|increases|double|doubles|plus)\\b(?: [a-z0-9]+| ,){0,4}? (?:to |on )?(?:the |their |your )?';
// One term asked of the group alone: "voucher holders need a guarantor" (not "… included").
const ALONE = '(?! (?:included|too|alike|as well|and (?:all|every|other|everyone)))';
// "Two months free", "an extra month off": a perk given, not a term asked (a perk withheld is below).
const NOT_A_PERK = '(?! (?:free|off|discount|credit|waived|rebate|early|of free))';
// The same term for the group as for everyone ("singles and couples alike need a guarantor", "every
// applicant, including voucher holders, pays one month like everyone else"): §3604(b) asks for
// different terms, and these say the terms are equal.
const EQUAL =
  '(?<!\\b(?:including|incl|even) )(?![^|]{0,80}?\\b(?:alike|same|equal|equally|identical|just like|like (?:everyone|everybody|all|any other|other)|as (?:everyone|everybody|all|any other)|regardless)\\b)';
// The other applicants a group's terms are set against.
const CONTRAST =
  '(?:everyone else|everybody else|all others|others|other applicants|other tenants|the rest|spouses|married couples|civilians|market rate (?:tenants|applicants|renters))';
const WAIT = '(?:wait|waits|review|reviews|decision|decisions|approval|approvals|days|weeks|processing)';
const PERK =
  '(?:special|specials|discount|discounts|concession|concessions|waiver|waived|waive|promotion|promo|deal|offer|incentive|free month|credit|rebate|bonus|gift card|perk|perks|reward|rewards)';
const NOT_FOR =
  '(?:does not apply|doesnt apply|do not apply|dont apply|is not available|isnt available|not available|not valid|is not valid|not offered|excludes?|excluding|except|not for|cannot be used by|no)';
const SETTING =
  '(?:(?:set|configure|configured|program|programmed) (?:the |our |your |my )?(?:[a-z]+ )?(?:filter|filters|screening|software|settings?|criteria|portal|system) to (?:auto )?|(?:filter|filters|screening|screen|software|settings?|criteria|portal|system|algorithm)(?: [a-z]+){0,3}? (?:(?:is |are |was |has been |have been )?(?:set|configured|programmed|tuned|adjusted) (?:up )?to(?: \\|)? (?:auto )?|(?:auto )?))(?:decline|declines|deny|denies|reject|rejects|hide|hides|filter out|filters out|screen out|screens out|remove|removes|block|blocks|exclude|excludes|drop|drops|skip|skips)';
const TAKEN =
  '(?:tell|tells|say|says|let [a-z]+ know)\\b(?: [a-z0-9]+| ,){0,8}? (?<!not |never |isnt )(?:rented|taken|pending|gone|filled|full|booked|unavailable|spoken for|no longer available|nothing (?:is )?available|no vacancies|(?:have |has |got )?a wait(?:ing)? ?list|on (?:a|the) wait ?list|wait ?listed|already leased)';

const BARRED =
  '(?:cant|cannot|can not|may not|are not allowed to|arent allowed to|are not permitted to|arent permitted to|wont be able to|will not be able to|are unable to|are not eligible to|arent eligible to|are barred from|are prohibited from|should not|shouldnt)';

const alt = (forms: readonly string[]) => `(?:${forms.join('|')})`;

/**
 * A frame's shapes, each compiled as its own rule: one alternation of shapes with different first words
 * defeats the regex engine's scan for a first literal, and costs several times their sum.
 */
type Frame = { id: string; source: SourceId; what: string; re: (group: string, g: TermGroup) => string[] };

const FRAMES: readonly Frame[] = [
  {
    id: 'class-terms',
    source: 'fha3604b',
    what: 'sets different terms (guarantors, deposits, leases, specials, papers) for',
    re: (group, g) => [
      // "… patients (methadone) need an extra deposit": one bracket may close after the group.
      `\\b${group}\\b${EQUAL}(?=(?: \\|)?[^|]{0,40}?\\b${ASKED}\\b(?: [a-z0-9]+| ,){0,6}? ${NONE}(?:${MORE}(?: (?!(?:free|off|discount)\\b)[a-z0-9]+| ,){0,5}? ${TERM}|${MONEY})\\b${NOT_A_PERK})`,
      // "Household with kids? Add $300 to the deposit": the group may be its own question.
      `\\b${group}\\b${EQUAL}(?=(?: \\|)?[^|]{0,30}?\\b${ADDED}${TERM}\\b)`,
      `\\b${group}\\b${ALONE}${EQUAL}(?=(?: \\|)?[^|]{0,30}?\\b${ASKED} (?:a |an )?(?:co ?signers?|cosigners?|guarantors?|co signers?)\\b)`,
      `\\b${TERM} ${RAISED}\\b[^|]{0,20}? for (?:any |all |the )?${group}\\b`,
      // "Voucher applicants wait 30 days for review; others get a decision in 48 hours."
      `\\b${group}\\b${EQUAL}(?=(?: \\|)?[^|]{0,80}?\\b(?:${TERM}|${WAIT})\\b)(?=(?: \\|)?[^|]{0,80}?(?:\\| [^|]{0,50}?){0,2}?\\b${CONTRAST}\\b)`,
      `\\b(?:or|plus|but|and) (?:a |an )?(?:\\d+(?: , \\d+)?|double|twice that|twice|more|extra)(?: [a-z]+){0,2}? for (?:any |all |the )?${group}\\b(?<=\\b${TERM}\\b[^|]{0,160})`,
      // "Move-in special (waived $500 fee) does not apply to …": the perk may sit in brackets before.
      `\\b${NOT_FOR}\\b(?: (?:to|for|by))? (?:any |all |the )?${group}\\b(?<=\\b${PERK}\\b[^|]{0,80}(?:\\|[^|]{0,80}){0,2})`,
      ...(g.asks
        ? [
            `\\b${group}\\b(?=(?: \\|)?[^|]{0,30}?\\b(?<!(?:not|dont|never|no|doesnt) )(?:need|needs|must|have to|has to|are required to|will need to|are asked to)\\b(?: [a-z]+){0,4}? ${g.asks})`,
          ]
        : []),
    ],
  },
  {
    // "Because of lead paint, families with young children can't rent the older units" (§3604(a)).
    id: 'class-barred',
    source: 'fha3604c',
    what: 'bars from renting',
    re: (group) => [
      `\\b${group}\\b(?: \\|)?(?: [a-z]+){0,2}? ${BARRED} (?:rent|lease|live|move|apply|sign|stay|be housed|occupy|be shown|tour|view)\\b`,
    ],
  },
  {
    id: 'class-screening-setting',
    source: 'cfr100',
    what: 'has screening software refuse',
    re: (group) => [`\\b${SETTING}\\b[^|]{0,60}?\\b${group}\\b`],
  },
  {
    id: 'class-said-taken',
    source: 'cfr10070',
    what: 'says the home is taken when it is asked for by',
    re: (group) => [`\\b${group}\\b(?=(?: \\|)?[^|]{0,40}?\\b${TAKEN}\\b)`],
  },
];

const rule = (g: TermGroup, f: Frame, re: string): StandaloneRule =>
  phraseRule({
    id: f.id,
    category: g.category,
    kind: 'exclude',
    source: f.source,
    needs: g.needs,
    reason: `An owner or agent ${f.what} people marked by ${g.stands}`,
    re,
  });

// A charge counted by children: "$50 monthly child fee", "extra $100 rent per child" (24 CFR §100.65(b)(1);
// 42 U.S.C. §3602(k)). A camp, a pool pass or a class priced per child is a service, not the tenancy;
// "no child fee" charges none.
const CHILD = '(?:child|children|kid|kids|minor|minors|baby|infant|toddler)';
const SERVICE =
  '(?:camps?|pool|swim|class|classes|lessons?|programs?|party|parties|daycare|child ?care|tuition|school|club|tickets?|admission|passes|activities)';
const PER_CHILD = phraseRule({
  id: 'per-child-charge',
  category: 'familial_status',
  kind: 'exclude',
  source: 'fha3604b',
  needs: ['child', 'kid', 'minor', 'baby', 'infant', 'toddler'],
  reason: 'Charges rent, a fee or a deposit counted by children in the household',
  re: `(?<!\\b${SERVICE}\\b[^|]{0,60})(?<!\\b(?:no|never|without|zero|waived|waive) )(?:\\b(?:fees?|charges?|surcharges?|rent|deposits?)\\b (?:of )?(?:\\d+ )?(?:per|for each|for every|each|an additional|for any) (?:additional |extra )?${CHILD}\\b|\\b(?:per |each )?${CHILD}(?: occupancy)? (?:fees?|surcharges?|deposits?|charges?)\\b)(?![^|]{0,60}\\b${SERVICE}\\b)`,
});

export const CLASS_TERM_RULES: readonly StandaloneRule[] = [
  ...TERM_GROUPS.flatMap((g) => FRAMES.flatMap((f) => f.re(alt(g.forms), g).map((re) => rule(g, f, re)))),
  PER_CHILD,
];
