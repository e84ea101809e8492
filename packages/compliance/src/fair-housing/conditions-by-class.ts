import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Conditions of the tenancy asked of one class: a male co-signer required of women (42 U.S.C.
 * §3604(b); 24 CFR §100.65(b)(1): different qualification terms by sex), and unmarried couples made to
 * sign separate leases or qualify apart where state law protects marital status (N.J.S.A. 10:5-12(g);
 * Cal. Gov. Code §12955; N.Y. Exec. Law §296(5); a warning elsewhere, jurisdictions.ts). Left alone:
 * "a co-signer is required if income is under 3x the rent" (everyone), "roommates sign separate leases"
 * (no marital status), "spouses and partners apply together on one application".
 */
const WOMEN =
  '(?:female|females|women|woman|ladies|lady|single mothers?|single moms?|girls?|gals?|wives|mothers|moms)';
const MAN =
  '(?:male|a man|a husband|husbands?|fathers?|a father|boyfriends?|a boyfriend|a mans|mans|a brother|brothers?)';
const SIGNER =
  '(?:co ?signers?|cosigners?|guarantors?|signatures?|co sign|to co sign|to cosign|to sign|co signature)';
const MUST =
  '(?:must|need|needs|have to|has to|are required to|is required to|required|should|will need|are asked to|will have to)';

const UNMARRIED =
  '(?:unmarried|non married|nonmarried|not married|cohabiting|living together|boyfriend and girlfriend|domestic partners?|common law)';
const APART =
  '(?:(?:sign|have|get|take out|hold|be on|complete|submit|fill out|each sign|each have) (?:separate|individual|their own|two|different) (?:leases|applications|contracts|rental agreements|agreements)|(?:apply|qualify|sign|screen) (?:separately|individually|apart|on their own))';

export const CONDITION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'male-cosigner',
    category: 'sex',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['signer', 'guarantor', 'signature', 'co sign', 'cosign'],
    reason:
      'Requires a male co-signer or guarantor of women, a different qualification term by sex (42 U.S.C. §3604(b); 24 CFR §100.65)',
    re: `\\b${WOMEN}\\b[^|]{0,40}?\\b${MUST}\\b[^|]{0,30}?\\b${MAN} ?${SIGNER}\\b|\\b(?:male|mans|husbands?|fathers?) ${SIGNER} (?:is |are )?(?:required|needed|mandatory|expected)\\b[^|]{0,15}?\\b(?:for|of|from) (?:all |any )?${WOMEN}\\b`,
  },
  {
    id: 'unmarried-apart',
    category: 'marital_status',
    kind: 'exclude',
    source: 'state',
    needs: [
      'unmarried',
      'married',
      'cohabit',
      'living together',
      'girlfriend',
      'domestic partner',
      'common law',
    ],
    reason:
      'Makes unmarried couples sign separate leases or applications, a different term by marital status (state statutes, e.g. N.J.S.A. 10:5-12(g), Cal. Gov. Code §12955)',
    re: `\\b(?:${UNMARRIED}(?: (?:couples?|partners?|pairs?|tenants?|applicants?|roommates?|people))?|(?:couples?|partners?) (?:who|that) (?:are not|arent) married)\\b[^|]{0,30}?\\b(?:must|need to|needs to|have to|has to|are required to|will|shall|are asked to)\\b[^|]{0,20}?\\b${APART}\\b|\\b(?:separate|individual) (?:leases|applications|contracts) (?:are )?(?:required )?(?:for|of) (?:all )?${UNMARRIED}\\b`,
  },
]);
