import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * The state classes said indirectly: hedged refusals ("kind of a no", "we'd rather not"), comfort
 * compared ("more comfortable with a married couple than two people dating"), terms set for one group
 * ("residents whose rent a public program pays post a double deposit") and a program mentioned before a
 * hedge ("since you mentioned General Assistance … the owner is leaning another way"). The class reading
 * is written once; the state decides the severity (jurisdiction-table.ts): source of income (Minn. Stat.
 * 363A.09, Vt. Stat. tit. 9 §4503, N.J.S.A. 10:5-12(g)), marital status (Mont. Code 49-2-305, 6 Del. C.
 * §4603, N.H. RSA 354-A:10, Alaska Stat. 18.80.240), age (Wis. Stat. 106.50, D.C. Code §2-1402.21),
 * military status (775 ILCS 5/3-102, Cal. Gov. Code §12955). 42 U.S.C. §3604(b)/(c) is the federal
 * analogue for the terms and the statements.
 */
const PROGRAM =
  '(?:general assistance|public assistance|housing assistance|rental assistance|section 8|vouchers?|housing choice vouchers?|welfare|ssi|ssdi|a (?:public|government|housing|county|city|state) program|public (?:program|money|funds))';
// People whose rent a program pays: "program tenants", "assistance folks", "voucher holders".
const PROGRAM_FOLK =
  '(?:(?:general |public |rental |housing )?(?:program|assistance|assisted|voucher|section 8|welfare|subsidy|subsidized|subsidised) (?:tenants?|renters?|folks|people|families|households|types|crowd|recipients|holders|cases))';
const MARRIED = '(?:a )?(?:married (?:couples?|people|pairs?|tenants)|husband and wife|man and wife)';
const NOT_MARRIED =
  '(?:[a-z]+ ){0,4}?(?:(?:just |only )?dating|unmarried|not married|living together|shacking up|cohabiting|boyfriend and girlfriend|girlfriend and boyfriend)';
const UNMARRIED_PEOPLE =
  '(?:(?:unmarried|single|divorced|separated|widowed|cohabiting)(?: (?:or|and) (?:unmarried|single|divorced|separated|widowed|cohabiting))* (?:couples?|applicants?|tenants?|renters?|people|folks|partners|parents|moms|dads))';
const SERVICE_PEOPLE =
  '(?:reservists?|guardsm[ae]n|national guard (?:members|folks|people|families)|service ?members|soldiers|sailors|airmen|active duty (?:folks|people|families|members|tenants|renters|applicants)|military (?:folks|people|families|members|tenants|renters|applicants|personnel))';
// A hedged no: "are kind of a no for him", "we'd rather not", "are a non-starter".
const HEDGED_NO =
  '(?:(?:are|is|would be|will be)(?: (?:kind of|kinda|sort of|pretty much|basically|probably|honestly))? (?:a )?(?:no|no go|non starter|nonstarter|hard no|dealbreaker|deal breaker)(?= for| here| with| \\||$| ,)|(?:wed|we would|id|i would|hed|he would|shed|she would|theyd|they would|(?:the )?(?:owner|landlord) would) (?:rather|prefer) not\\b)';
const PEOPLE_REFUSED = (people: string) => `\\b${people}\\b[^|]{0,60}? ${HEDGED_NO}`;

export const STATE_CLASS_INDIRECT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'program-paid-terms',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'state',
    needs: ['paid', 'covered'],
    reason: 'Sets a harder term for residents whose rent a public program pays (source of income)',
    re: `\\b(?:residents?|tenants?|renters?|applicants?|households?|anyone|those) (?:whose|with) rent (?:is |gets )?(?:paid|covered)(?: (?:in part|partly|partially|in full|fully))? (?:by|through|with) ${PROGRAM}\\b[^|]{0,40}? (?:post|posts|pay|pays|put down|puts down|must (?:post|pay|put down|provide|have)|need|needs|require|requires) (?:a |an )?(?:[a-z]+ ){0,4}?(?:deposits?|co ?signer|cosigner|guarantor|higher rent|extra rent)\\b`,
  },
  {
    id: 'program-mentioned-hedge',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'state',
    needs: ['assistance', 'section 8', 'voucher', 'welfare', 'ssi', 'program'],
    reason: 'Answers a mention of a rent program with the owner leaning away (source of income)',
    re: `\\b(?:since|because|now that|as) you (?:mentioned|said|brought up|noted|are on|re on|receive|get|use|have) (?:your |a |the )?${PROGRAM}\\b[^|]{0,160}?\\b(?:(?:leaning|going|looking|heading) (?:another|a different|the other) (?:way|direction)|(?:had|has had|have had) (?:trouble|problems|issues|a bad experience|bad experiences) with (?:that|those|them|it))\\b`,
  },
  {
    id: 'program-folk-absent',
    category: 'source_of_income',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: ['program', 'assist', 'voucher', 'section 8', 'welfare', 'subsid'],
    reason: 'Describes the residents as not program tenants, which signals a preference against them',
    re: `\\b(?:rather than|instead of|not) ${PROGRAM_FOLK}\\b|\\b(?:wont|will not|dont|do not|never) (?:see|find|get|have|meet) (?:many|much|a lot of|lots of|any|too many) ${PROGRAM_FOLK}\\b`,
  },
  {
    id: 'married-over-dating',
    category: 'marital_status',
    kind: 'prefer',
    source: 'state',
    needs: ['married', 'husband and wife', 'man and wife'],
    reason: 'Prefers a married couple over an unmarried one (marital status)',
    re: `\\b${MARRIED} (?:than|over|rather than|instead of|before) (?:to |with )?${NOT_MARRIED}\\b`,
  },
  {
    id: 'unmarried-hedged-no',
    category: 'marital_status',
    kind: 'exclude',
    source: 'state',
    needs: ['unmarried', 'single', 'divorced', 'separated', 'widowed', 'cohabit'],
    reason: 'Refuses unmarried applicants in hedged words (marital status)',
    re: PEOPLE_REFUSED(UNMARRIED_PEOPLE),
  },
  {
    id: 'unmarried-papers',
    category: 'marital_status',
    kind: 'prefer',
    source: 'state',
    needs: ['divorced', 'separated', 'widowed', 'unmarried', 'single'],
    reason: 'Asks documents of unmarried, divorced or separated applicants only (marital status)',
    re: `\\b${UNMARRIED_PEOPLE} (?:must|need to|needs to|have to|has to|are required to|shall) (?:attach|provide|submit|bring|show|include|produce|upload)\\b`,
  },
  {
    id: 'marriage-papers-es',
    category: 'marital_status',
    kind: 'prefer',
    source: 'state',
    needs: ['matrimonio', 'casamiento'],
    reason: 'Asks a couple for a marriage certificate (marital status)',
    re: `\\b(?:pide|piden|pedimos|exige|exigen|exigimos|solicita|solicitan|solicitamos|requiere|requieren|requerimos) (?:el |la |un |una )?(?:acta|certificado|constancia|prueba) de (?:matrimonio|casamiento)\\b`,
  },
  {
    id: 'service-hedged-no',
    category: 'military_status',
    kind: 'exclude',
    source: 'state',
    needs: ['reservist', 'guard', 'service', 'soldier', 'sailor', 'airm', 'active duty', 'military'],
    reason: 'Refuses service members in hedged words (military status)',
    re: PEOPLE_REFUSED(SERVICE_PEOPLE),
  },
]);
