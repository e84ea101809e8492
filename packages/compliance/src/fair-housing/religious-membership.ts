import type { StandaloneRule } from './standalone-rules';

/**
 * Membership of a church, parish or congregation made a condition of buying or renting: "must be
 * members in good standing of St. Mary's parish", "proof of membership in First Baptist Church",
 * "baptismal certificate required", "letter from your pastor". 42 U.S.C. §3604(a), (c): a limitation
 * by religion. The §3607(a) exemption is narrow (a religious organisation's own non-commercial
 * dwellings) and never covers a commercial sale, a rental by an agent or an HOA rule, so an agent's ad
 * saying it is a finding. Look-alikes left alone: "Catholic school nearby", "walk to St. Mary's church",
 * "HOA members in good standing may use the pool", "proof of income required", "club membership included".
 */
const REASON =
  'Makes membership of a church, parish or congregation a condition of buying or renting (a limitation by religion)';

const CONGREGATION =
  '(?:parish|parishes|church|churches|congregation|congregations|synagogue|temple|mosque|masjid|ward|stake|diocese|fellowship|chapel|cathedral|kingdom hall|shul|gurdwara|ministries|ministry)';
const MEMBER = '(?:members?|membership|parishioners?|congregants?)';
const MUST =
  '(?:must|shall|should|need to|needs to|has to|have to|required to|restricted to|limited to|reserved for|only for|available only to|only to|only)';
// The place named between "of" and the congregation word, over the dot of "St." (a clause end in
// normalise.ts when a capital follows).
// "members of his church" is coded-rules.ts's (the owner's own congregation): not read twice.
const NAMED = '(?:[^|]{0,40}?(?:\\b(?:st|ste|mt) \\| [^|]{0,30}?)?)';

// A preference or a perk given to members, not a requirement: "preference goes to active members of the
// ward", "priority for parishioners of St. Anne's", "temple members get first dibs" (42 U.S.C. §3604(c):
// a preference is as unlawful as a limitation; 24 CFR §100.75(c)(3)).
const FAVOUR =
  '(?:preference|preferences|priority|first (?:dibs|choice|consideration|refusal|pick|look)|first in line|a discount|discounts|special (?:pricing|rates?|terms)|a head start|an edge)';
const FAVOUR_TO = `${FAVOUR} (?:(?:goes|go|is given|will be given|is|are|given|will go|is extended|is reserved) )?(?:to|for)`;
const FELLOW =
  '(?:our |fellow )?(?:active |registered |current |practicing |baptized |confirmed |local |faithful )?';
const GET =
  '(?:(?:get|gets|receive|receives|have|has|are given|will get|will receive|enjoy) (?:a |the )?(?:preference|priority|first (?:dibs|choice|consideration|refusal|pick|look)|discount|head start|an edge)|only|preferred|first)';
// A religious organisation's own non-commercial housing may prefer its members (42 U.S.C. §3607(a));
// religious-exemption.ts drops membership findings only where open membership is also stated, so this
// rule does not read a text that calls the housing non-commercial at all.
const NOT_EXEMPT =
  '(?<!\\b(?:non commercial|noncommercial|commercial purposes?|not for profit|non profit|nonprofit|for profit)\\b.*)(?!.*\\b(?:non commercial|noncommercial|commercial purposes?|not for profit|non profit|nonprofit|for profit)\\b)';

export const RELIGIOUS_MEMBERSHIP_RULES: readonly StandaloneRule[] = [
  {
    id: 'favour-to-congregation',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604c',
    reason:
      'Gives members of a church, parish or congregation a preference (42 U.S.C. §3604(c); a preference by religion)',
    needs: ['member', 'parishioner', 'congregant', 'churchgoer', 'worshipper'],
    re: new RegExp(
      `${NOT_EXEMPT}(?:\\b${FAVOUR_TO} ${FELLOW}${MEMBER}\\b(?: in good standing)? (?:of|at|in|with) (?!(?:his|her|their|the owners?|the landlords?|the sellers?) )${NAMED}\\b${CONGREGATION}\\b|\\b${FAVOUR_TO} ${FELLOW}(?:parishioners|congregants|churchgoers|worshippers)\\b|\\b${CONGREGATION} (?:members|parishioners|congregants) ${GET}\\b)`,
      'g',
    ),
  },
  {
    // "Buyers must be members in good standing of St. Mary's parish", "open only to parishioners of".
    id: 'member-of-congregation',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3607a',
    reason: REASON,
    needs: ['member', 'parishioner', 'congregant'],
    re: new RegExp(
      `\\b${MUST}\\b[^|]{0,30}?\\b(?:(?:be|become) )?(?:a |an )?(?:active |registered |current |practicing |baptized |confirmed )?${MEMBER}\\b(?: in good standing)? (?:of|at|in|with) (?!(?:his|her|their|the owners?|the landlords?|the sellers?) )${NAMED}\\b${CONGREGATION}\\b`,
      'g',
    ),
  },
  {
    // "Proof of membership in First Baptist Church", "church membership required", "baptismal
    // certificate required", "letter from your pastor".
    id: 'proof-of-membership',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3607a',
    reason: REASON,
    needs: [
      'member',
      'baptis',
      'confirmation',
      'communion',
      'mitzvah',
      'pastor',
      'priest',
      'rabbi',
      'imam',
      'clergy',
      'minister',
      'bishop',
    ],
    re: new RegExp(
      `\\b(?:proof|evidence|verification|documentation|letter|certificate|record)s? of ${MEMBER} (?:of|at|in|with) ${NAMED}\\b${CONGREGATION}\\b|\\b(?:church|parish|congregation|congregational|synagogue|temple|mosque|religious) membership\\b(?: (?:is|will be))? (?:required|mandatory|a must|necessary|needed|preferred|verified)\\b|\\b(?:proof|evidence|verification|documentation) of (?:(?:church|parish|religious|synagogue|temple|mosque|congregation) membership|baptism|confirmation)\\b|\\b(?:baptismal|baptism|confirmation|first communion|bar mitzvah|bat mitzvah) (?:certificate|certificates|record|records|papers)\\b|\\b(?:letter|reference|recommendation|note)s? (?:from|by|signed by) (?:your |a |the |an )?(?:pastor|priest|rabbi|imam|clergy|minister|bishop|parish priest)\\b`,
      'g',
    ),
  },
];
