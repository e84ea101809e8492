import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * The state classes refused in words their vocabularies do not hold: "program tenants need not
 * apply" (a housing program's tenants, source of income: N.Y. Exec. Law §296(5), Cal. Gov. Code
 * §12955(p), Mass. G.L. c.151B §4(10), N.J.S.A. 10:5-12(g)); "applicants currently in uniform will be
 * denied" (military status: Ohio R.C. 4112.02(H), 775 ILCS 5/3-102, which also names an unfavourable
 * discharge); "single applicants need a co-signer" (marital status: N.J.S.A. 10:5-12(g), Cal. Gov. Code
 * §12955, N.Y. Exec. Law §296(5)). Each class blocks where a state names it and warns elsewhere
 * (jurisdictions.ts). Frames: a refusal after the people ("… need not apply", "… will be denied"), a
 * stop ("stop approving leases for …"), money refused ("no county or program money", "vouchers are
 * not counted toward income"), and a term for one group only (a co-signer for the unmarried).
 * Left alone: "single-family home", "no program fees", a co-signer asked of every applicant below an
 * income, "uniform move-in fees", vouchers counted or welcome.
 */
// A refusal said after the people it refuses.
const REFUSED_AFTER =
  '(?:need not|neednt|do not need to|dont need to|should not|shouldnt|dont|do not|cannot|cant|may not) (?:bother )?(?:to )?apply|(?:will be|are|is|get|gets|would be) (?:automatically )?(?:denied|declined|rejected|turned away|turned down|refused|disqualified|not (?:considered|accepted|approved|eligible))|(?:wont|will not|would not) be (?:considered|accepted|approved)|(?:not|no longer) (?:accepted|considered|welcome|eligible)';
// A refusal said before them.
const REFUSED_BEFORE =
  '(?:(?:stop|stopped|stopping|no longer|cease|ceased) (?:approving|accepting|renting to|leasing to|taking|considering|signing)|(?:rather|prefer) not (?:to )?(?:rent|lease|sell) to|(?:wont|will not|would not|do not|dont|cannot|cant|refuse to) (?:rent|lease|sell|approve|accept|consider|take)(?: (?:to|leases for|applications from))?|(?:no|not) (?:more |further |additional )?(?:units?|homes?|apartments?|leases?) (?:will |shall |may |can )?(?:be )?(?:leased|rented|sold|approved|offered) (?:to|for))';

// A housing program's people: "program tenants", "voucher holders", "county-assisted renters".
const PROGRAM_PEOPLE =
  '(?:program|voucher|section 8|sec 8|hcv|housing choice|subsidy|subsidized|subsidised|assistance|assisted|housing authority|welfare|county|chap|cha|nycha|hopwa|vash|rap|cityfheps|fheps|rental aid)(?: program)? (?:tenants?|renters?|applicants?|holders?|participants?|people|families|clients?|households?|recipients?|cases?)|(?:tenants?|renters?|applicants?|households?|anyone|people|families) (?:with|on|using|holding|receiving) (?:a |any |housing |rental )*(?:vouchers?|subsid(?:y|ies)|assistance|program (?:money|funds|payments|help))';
// Money from a program, refused: "no county or program money", "subsidies are not counted".
const PROGRAM_MONEY =
  '(?:county|program|government|agency|voucher|subsidy|subsidized|assistance|welfare|third party|housing authority|public|city|state)';
const SOI_MONEY_REFUSED = `\\bno (?:${PROGRAM_MONEY}(?: or ${PROGRAM_MONEY})?) (?:money|funds|payments|checks|dollars|rent|help)\\b|\\b(?:subsidies|subsidy|vouchers?|benefits|housing assistance|rental assistance|section 8|assistance payments)(?:(?: ,)? (?:and |or )?(?:subsidies|subsidy|vouchers?|benefits|housing assistance|rental assistance|section 8|assistance payments|disability income|ssi|ssdi|child support|alimony))* (?:are|is) not (?:counted|considered|accepted|included|used) (?:toward|towards|as|in|for)\\b`;

// Service members: "in uniform", "still in the service", "active duty", "deployable".
const SERVICE_PEOPLE =
  '(?:(?:applicants?|tenants?|renters?|anyone|people|folks|someone|those|buyers?)(?: who are| that are)? (?:currently |still |now |presently )?(?:in uniform|in the (?:service|military|armed forces|guard|national guard|reserves?)|on active duty|active duty|serving|deployable|subject to deployment)|(?:active duty|deployable|enlisted|reservist|guardsmen|national guard|military) (?:applicants?|tenants?|renters?|members?|personnel|families|folks|people))';
// A discharge below honourable (775 ILCS 5/1-103(E-1): unfavourable military discharge).
const DISCHARGE =
  '(?:discharges?|discharge status)(?: [a-z]+){0,3}? (?:anything )?(?:less than honorable|other than honorable|dishonorable|general|bad conduct|unfavorable|unfavourable)|(?:less than honorable|other than honorable|dishonorable|bad conduct|general|unfavorable|unfavourable) discharges?';

// The unmarried: "single applicants", "unmarried couples".
const UNMARRIED =
  '(?:single|unmarried|divorced|widowed|separated|not married|non married|cohabiting|cohabitating) (?:applicants?|tenants?|renters?|people|persons|individuals|women|men|moms?|mothers?|fathers?|dads?|parents?|buyers?|folks|couples?|partners?)';
const ONLY_TERM =
  '(?:need|needs|require|requires|must (?:have|provide|get|add|bring|pay)|have to (?:have|get|provide|pay)|pay|pays|put down) (?:a |an )?(?:co ?signer|cosigner|co signer|guarantor|larger deposit|double deposit|extra deposit|higher deposit|additional deposit|bigger deposit|higher rent)';
// "and couples alike", "or married": the term is for everyone, not one group.
const NOT_ALIKE = '(?:(?!and |or |alike |as well )[a-z]+ ){0,2}?';

const refused = (people: string) =>
  `\\b(?:${people})\\b[^|,]{0,30}?\\b(?:${REFUSED_AFTER})\\b|\\b(?:${REFUSED_BEFORE}) (?:[a-z]+ ){0,2}?(?:${people})\\b`;

export const STATE_CLASS_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'program-tenants-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: [
      'program',
      'voucher',
      'section 8',
      'sec 8',
      'hcv',
      'housing choice',
      'subsid',
      'assist',
      'housing authority',
      'welfare',
      'county',
      'chap',
      'cha ',
      'nycha',
      'hopwa',
      'vash',
      'rap ',
      'fheps',
      'rental aid',
    ],
    reason: 'Refuses tenants whose rent a housing program pays (source of income)',
    re: refused(PROGRAM_PEOPLE),
  },
  {
    id: 'program-money-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: [
      'money',
      'funds',
      'payments',
      'checks',
      'dollars',
      'not counted',
      'not considered',
      'not accepted',
      'not included',
      'not used',
    ],
    reason: 'Refuses or discounts rent paid by a program or benefits (source of income)',
    re: SOI_MONEY_REFUSED,
  },
  {
    id: 'service-members-refused',
    category: 'military_status',
    kind: 'exclude',
    source: 'state',
    needs: [
      'uniform',
      'service',
      'military',
      'armed forces',
      'guard',
      'reserve',
      'active duty',
      'serving',
      'deploy',
      'enlisted',
      'reservist',
    ],
    reason: 'Refuses applicants who are serving in the military (military status)',
    re: refused(SERVICE_PEOPLE),
  },
  {
    id: 'discharge-refused',
    category: 'military_status',
    kind: 'exclude',
    source: 'state',
    needs: ['discharge'],
    reason: 'Refuses applicants by their military discharge (military status; 775 ILCS 5/1-103)',
    re: `\\b(?:${DISCHARGE})\\b[^|]{0,40}?\\b(?:${REFUSED_AFTER})\\b|\\b(?:${REFUSED_BEFORE}) (?:[a-z]+ ){0,3}?(?:with|who have|who had|whose) (?:an? )?(?:${DISCHARGE})\\b`,
  },
  {
    id: 'unmarried-terms',
    category: 'marital_status',
    kind: 'prefer',
    source: 'state',
    needs: [
      'single',
      'unmarried',
      'divorced',
      'widowed',
      'separated',
      'not married',
      'non married',
      'cohabit',
    ],
    reason: 'Sets a harder term for unmarried applicants only (marital status)',
    re: `\\b${UNMARRIED} ${NOT_ALIKE}${ONLY_TERM}\\b|${refused(UNMARRIED)}`,
  },
]);
