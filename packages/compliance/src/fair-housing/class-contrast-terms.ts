import { NONE } from './class-terms';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Different terms for a class named as a group of applicants or tenants: tours only on one morning
 * for voucher holders "while everyone else can book any evening", a damage fee for households with kids
 * "others don't", repairs for tenants who do not speak English "after everyone else's", an extra month
 * of deposit for veterans, a guarantor for the young "no matter what they earn". 42 U.S.C. §3604(b) and
 * 24 CFR §100.65(b)(1)-(4) (different rent, deposit, qualification, services or repairs by class),
 * §100.80(b)(1)-(3) (a different waiting period or review order); the state classes (source of income,
 * age, military and marital status) block where a state names them and warn elsewhere
 * (jurisdictions.ts). Three frames after the group: a contrast with everyone else about a term (the
 * contrast may sit in the next clause), more of a term ("an extra month of deposit", "a double
 * deposit"), or a term kept whatever else is true ("a guarantor no matter what they earn"). Left alone:
 * the same terms said of everyone ("voucher holders pay the same deposit as everyone else"), a group
 * named with no term ("families with kids love the park; others use the gym").
 */
type Group = { category: ProtectedClass; needs: readonly string[]; people: string };

const WHO = '(?:applicants?|tenants?|renters?|residents?|households?|families|buyers?|callers?|people|folks)';
const GROUPS: readonly Group[] = [
  {
    // N.J.S.A. 10:5-12(g); 775 ILCS 5/1-103(Q); N.Y. Exec. Law §296(5); Cal. Gov. Code §12955(p).
    category: 'source_of_income',
    needs: ['section 8', 'voucher', 'hcv', 'subsid'],
    people: `(?:(?:section 8|voucher|hcv|housing choice voucher|subsidized|subsidised) (?:${WHO}|holders|users|recipients|participants)|(?:holders|users) of (?:section 8 |housing )?vouchers|${WHO} (?:with|on|using|holding) (?:a )?(?:section 8|vouchers?|subsidies|a subsidy)|${WHO} (?:who|that) (?:use|uses|have|has|hold|holds|receive|receives) (?:a |an )?(?:section 8|housing choice|housing )?(?:vouchers?|subsidy|subsidies|section 8)|(?:${WHO}|anyone|those) (?:paying|who pay|that pay|who pays) (?:the )?(?:rent )?(?:with|by|through) (?:a |an )?(?:section 8 |housing )?(?:vouchers?|subsidy|subsidies|section 8))`,
  },
  {
    // 42 U.S.C. §3602(k), §3604(b): families with children under 18.
    category: 'familial_status',
    needs: [
      'with kids',
      'with children',
      'with young',
      'with small',
      'with little',
      'with minor',
      'with a child',
      'with a baby',
      'with babies',
      'with toddlers',
      'have kids',
      'have children',
      'have a child',
      'have a baby',
      'have babies',
      'have minors',
      'have toddlers',
      'have young',
      'have small',
      'have little',
      'parents',
    ],
    people: `(?:${WHO} (?:with|that have|who have) (?:young |small |little |minor )?(?:kids|children|a child|a baby|babies|minors|toddlers)|parents(?: of (?:young |small )?(?:kids|children))?)`,
  },
  {
    // Ohio R.C. 4112.02(H); RCW 49.60.222; 775 ILCS 5/3-102 (military status).
    category: 'military_status',
    needs: ['veteran', 'military', 'service member', 'servicemember', 'active duty'],
    people: `(?:veterans|vets|service ?members|military (?:${WHO}|members|personnel)|active duty (?:${WHO}|members|personnel))`,
  },
  {
    // N.Y. Exec. Law §296(5); Mass. G.L. c.151B §4(7) (age); ages of adults only (a minor cannot contract).
    category: 'age',
    needs: [
      'under 19',
      'under 2',
      'under 3',
      'under 4',
      'under 5',
      'under 6',
      'under 7',
      'under 8',
      'under 9',
      'over 19',
      'over 2',
      'over 3',
      'over 4',
      'over 5',
      'over 6',
      'over 7',
      'over 8',
      'over 9',
      'than 19',
      'than 2',
      'than 3',
      'than 4',
      'than 5',
      'than 6',
      'than 7',
      'than 8',
      'than 9',
      'age of',
      'age 19',
      'age 2',
      'age 3',
      'age 4',
      'age 5',
      'age 6',
      'age 7',
      'age 8',
      'age 9',
    ],
    people: `(?:${WHO}|anyone|those) (?:under|younger than|over|older than) (?:the age of |age )?(?:19|[2-9]\\d)\\b(?! (?:months|square|sq|feet|ft|units|acres))`,
  },
  {
    // Minn. Stat. §363A.09; Mich. MCL 37.2502; Cal. Gov. Code §12955 (marital status).
    category: 'marital_status',
    needs: ['unmarried', 'single', 'not married'],
    people: `(?:(?:unmarried|single|not married) (?:${WHO}|partners|couples|people|women|men|moms|mothers|dads|fathers))`,
  },
  {
    // National origin by language (HUD National Origin Guidance, 2016; 24 CFR §100.65).
    category: 'national_origin',
    needs: ['english'],
    people: `(?:${WHO} (?:who|that) (?:do not|dont|does not|doesnt|cannot|cant) (?:speak|read|understand) (?:english|much english)|non english speak(?:ers|ing ${WHO}))`,
  },
  {
    // National origin by birthplace or a foreign look (24 CFR §100.65(b); 42 U.S.C. §3604(b)).
    category: 'national_origin',
    needs: [
      'born',
      'abroad',
      'overseas',
      'another country',
      'other countries',
      'looks foreign',
      'look foreign',
    ],
    people: `(?:${WHO}|anyone|those) (?:(?:who were |who are |that were )?born (?:outside(?: (?:of )?(?:the )?(?:us|usa|united states|country))?|abroad|overseas|in another country|out of the country)|from (?:abroad|overseas|other countries|another country)|(?:who|that) (?:looks?|seems?) foreign)`,
  },
  {
    // Religion by a house of worship named in the application (24 CFR §100.65(b)).
    category: 'religion',
    needs: ['mosque', 'church', 'synagogue', 'temple', 'parish', 'imam', 'pastor', 'rabbi'],
    people: `(?:${WHO} (?:who|that|whose) (?:lists?|names?|gives?|uses?|has|have|attends?|belongs? to)(?: (?:a|an|the|their))? (?:mosque|church|synagogue|temple|parish|imam|pastor|rabbi)s?\\b)`,
  },
];

// A term of the tenancy that differs.
const TERM =
  '(?:tours?|showings?|viewings?|visits?|see (?:the )?(?:units?|homes?|apartments?)|books?|booking|deposits?|fees?|rent|leases?|addend(?:um|a)|guarantors?|co ?signers?|cosigners?|reviewed|review|processed|approved|repairs?|requests?|worked|fixed|serviced|earn|income|incomes|pay|pays|month to month|terms?|wait ?lists?|waiting lists?|applications?|screening|references?|credit checks?|credit scores?|scores?|background checks?|sign|signs)';
const CONTRAST =
  '(?:everyone elses?|everybody elses?|anyone elses?|all (?:the )?others|all other (?:applicants|tenants|renters|residents|households|families)|other (?:applicants|tenants|renters|residents|households|families)|others|the rest(?: of (?:them|the (?:applicants|tenants)))?|married (?:couples|spouses|applicants)|spouses)';
// "pay the same deposit as everyone else" or "like everyone else": one term for all.
const ALIKE = '(?:same|equal|identical|as|like|just as|including|and)';
const MORE =
  '(?:extra|additional|double|doubled|twice the|twice as (?:long|much|many)|higher|larger|bigger|a second|another|longer|stricter|separate)';
// A benefit for the group ("veterans get a $100 discount; everyone else pays full price") favours it:
// not a worse term, and a preference for a protected group is no exclusion of it.
const BENEFIT =
  '(?:discounts?|reduced|waived?|priority|free|bonus|credits?|specials?|lower|cheaper|first dibs|preference|incentives?|rebates?|concessions?)';
// "Families with kids never pay a higher deposit", "… no extra fees": the extra term denied. "A separate lease addendum"
// is the HUD tenancy addendum a voucher brings (24 CFR §982.308(f)), not a second lease.
const NOT_MORE = '(?![^|]{0,40}?\\b(?:never|not|dont|doesnt|wont|no longer|addendum|addenda)\\b)';
// "Unmarried partners, roommates, married couples: every application is reviewed the same way": a list
// of groups beside one standard is equal treatment, not a contrast.
const SAME_FOR_ALL =
  '(?![^|]{0,120}?(?:\\|[^|]{0,80}?)?\\b(?:the same way|treated the same|reviewed the same|screened the same|equally|alike|identically|(?:same|identical) (?:criteria|standards|process|terms))\\b)';
const KEPT = '(?:no matter (?:what|how much)|regardless of (?:income|what|how much|their)|even if|whatever)';

const rule = (g: Group): StandaloneRule =>
  phraseRule({
    id: 'class-contrast-terms',
    category: g.category,
    kind: 'exclude',
    source: 'fha3604b',
    needs: g.needs,
    reason:
      'Sets different terms (tours, deposits, fees, guarantors, repairs, review order) for a protected group of applicants or tenants (42 U.S.C. §3604(b); 24 CFR §100.65, §100.80)',
    re: [
      // Contrast: the group, a term, then "everyone else" or "others" (next clause allowed).
      `\\b${g.people}\\b(?![^|]{0,60}?\\b${BENEFIT}\\b)${SAME_FOR_ALL}(?=[^|]{0,120}?(?:\\|[^|]{0,80}?)?\\b${TERM}\\b)(?=(?:(?!\\b${ALIKE} (?:${CONTRAST})\\b)[^|]){0,160}?(?:\\|(?:(?!\\b${ALIKE} )[^|]){0,80}?)?(?<!\\b${ALIKE} )\\b${CONTRAST}\\b)`,
      // More of a term: "put down an extra month of deposit", "pay a double deposit".
      `\\b${g.people}\\b${NOT_MORE}(?=[^|]{0,40}?\\b${NONE}${MORE}\\b(?: [a-z0-9]+){0,3}? ${TERM}\\b)`,
      // A term kept whatever else: "need a guarantor no matter what they earn".
      `\\b${g.people} (?:must |will |still )?(?:need|needs|require|requires|must have|provide|get) (?:a |an )?(?:guarantor|co ?signer|cosigner|double deposit|extra deposit)\\b[^|]{0,15}?\\b${KEPT}\\b`,
    ].join('|'),
  });

export const CLASS_CONTRAST_RULES: readonly StandaloneRule[] = GROUPS.map(rule);
