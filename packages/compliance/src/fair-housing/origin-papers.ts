import { phraseRules, type StandaloneRule } from './standalone-rules';
import { PERCEIVED_TRAITS } from './vocabulary/perceived-traits';

// How a caller or applicant is heard as foreign (vocabulary/perceived-traits.ts): an accent, broken English.
const HEARD = PERCEIVED_TRAITS.find((g) => g.category === 'national_origin')!.forms;

/**
 * National origin read off papers or birthplace in three frames. HUD's 2016 national
 * origin guidance (a provider may verify identity and income, but refusing foreign documents or asking
 * only the foreign-born treats people by where they come from) and 42 U.S.C. §3604(b)-(c):
 * 1. Foreign papers refused: "green cards and foreign passports are not accepted", "no consular IDs",
 *    "U.S. passport only" (block).
 * 2. Worse terms for the foreign-born: "applicants born outside the U.S. need six months' rent up
 *    front", "anyone born abroad pays a double deposit" (block).
 * 3. The application asks for immigration status: "What is your current immigration status?" (warn:
 *    an application question on a class other than disability warns, as in reported-asks.ts).
 * Left alone: "we accept any government ID, including foreign passports", "expired IDs are not
 * accepted", "applications in English and Spanish", "proof of income required", "applicants born
 * outside the US pay the same deposit as everyone else".
 */
const FOREIGN_PAPERS =
  '(?:green cards?|permanent resident cards?|foreign (?:passports?|ids?|identification|licenses?|driver s licenses?|drivers licenses?|documents?|birth certificates?)|consular (?:ids?|cards?)|matriculas?(?: consulares?| consular)?(?: cards?)?|itins?|itin numbers?|work permits?|work visas?|student visas?|visas?|ead cards?)';
const REFUSED =
  '(?:(?:are|is) (?:not|never) (?:accepted|acceptable|allowed|valid|considered)|not accepted|wont be accepted|will not be accepted|cannot be accepted|can t be accepted|cant be accepted|are rejected|do not count|dont count|do not qualify|dont qualify)';
const US_ONLY =
  '(?:(?:a )?(?:us|u s|american|united states) (?:passports?|birth certificates?)(?: or (?:a )?(?:us|u s|american|united states)? ?(?:passports?|birth certificates?))? only|only (?:a )?(?:us|u s|american|united states) (?:passports?|birth certificates?))';
const BORN_ABROAD =
  '(?:applicants?|tenants?|renters?|anyone|people|persons?|buyers?|those|residents?|households?|everyone|someone) born (?:outside (?:the )?(?:us|u s|usa|united states|country|states)|abroad|overseas|out of (?:the )?country|in (?:another|a foreign|a different) country)';
const WORSE =
  '(?:need|needs|must|have to|has to|pay|pays|are required to|is required to|owe|owes|put down|puts down|will need|are charged|is charged|require|requires)';

// A term that is a burden ("six months up front", "a second deposit"), and not the same one everyone
// has ("pay the same deposit as everyone else").
const NOT_SAME =
  '(?![^|]{0,40}?\\b(?:same|equal|like everyone|as everyone|as every other|as all|no more|no extra|nothing extra)\\b)';
const A_TERM =
  '(?=[^|]{0,40}?\\b(?:deposits?|months?|rent|fees?|up front|upfront|in advance|cosigners?|co signers?|guarantors?|extra|double|additional|higher|second|more)\\b)';

export const ORIGIN_PAPER_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'foreign-papers-refused',
    category: 'national_origin',
    kind: 'exclude',
    source: 'hudNo2016',
    needs: [
      'green card',
      'resident card',
      'foreign',
      'consular',
      'matricula',
      'itin',
      'permit',
      'visa',
      'ead',
      'passport',
      'birth certificate',
    ],
    reason:
      'Refuses identity papers from other countries, or accepts U.S. papers only (HUD national origin guidance, 2016; 42 U.S.C. §3604(b), (c))',
    re: `\\b${FOREIGN_PAPERS}\\b[^|]{0,40}?\\b${REFUSED}\\b|\\bno ${FOREIGN_PAPERS}\\b(?! (?:needed|required|necessary|sponsorship|holders?|check|checks))|\\b${US_ONLY}\\b`,
  },
  {
    id: 'born-abroad-terms',
    category: 'national_origin',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['born'],
    reason:
      'Sets different terms for people born outside the country (42 U.S.C. §3604(b); HUD national origin guidance, 2016)',
    re: `\\b${BORN_ABROAD}\\b[^|]{0,20}?\\b${WORSE}\\b${NOT_SAME}${A_TERM}|\\b(?:no|not renting to|we dont rent to|we do not rent to) ${BORN_ABROAD}\\b`,
  },
  {
    // "If they have an accent, ask for a passport or a green card before you book the tour": papers asked
    // of people heard as foreign (24 CFR §100.5(b), §100.65(b); HUD national origin guidance, 2016).
    id: 'papers-by-accent',
    category: 'national_origin',
    kind: 'exclude',
    source: 'hudNo2016',
    needs: ['accent', 'broken english', 'sound'],
    reason:
      'Asks for immigration papers only of people heard as foreign, different terms by national origin (42 U.S.C. §3604(b); HUD national origin guidance, 2016)',
    re: `\\b${HEARD}\\b[^|]{0,40}?\\b(?:ask|asks|request|requests|require|requires|demand|demands|get|need|needs|check|checks|see) (?:for |to see )?(?:a |an |their |his |her |the )?(?:passports?|${FOREIGN_PAPERS}|papers|immigration (?:papers|documents|status)|proof of (?:citizenship|residency|legal status|status)|social security cards?)\\b`,
  },
  {
    id: 'immigration-status-asked',
    category: 'national_origin',
    kind: 'prefer',
    severity: 'warn',
    source: 'hudNo2016',
    needs: ['immigration status', 'citizenship status', 'visa status', 'residency status', 'legal status'],
    reason:
      'Asks for immigration or citizenship status (HUD national origin guidance, 2016: status questions deter applicants by national origin)',
    re: `\\b(?:what is|whats|what s|state|list|provide|enter|indicate|describe|confirm|tell us) (?:your|the applicant s|the applicants|each occupant s|each occupants) (?:current )?(?:immigration|citizenship|visa|residency|legal) status\\b`,
  },
]);
