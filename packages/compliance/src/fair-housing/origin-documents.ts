import { classWords } from './class-words';
import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Papers of status or citizenship asked only of people who look, sound or are foreign: "need a green
 * card from anyone who looks foreign, everyone else shows a license", "Mexican applicants must bring a
 * passport". 42 U.S.C. §3604(b) and 24 CFR §100.65(b)(1) (different qualification terms by national
 * origin); HUD's 2016 national origin guidance (extra documents asked of people perceived as
 * immigrants). The frames: the papers, then who they are asked of; or who, then "must show" the
 * papers. Left alone: "every adult shows a photo ID, an ITIN in place of an SSN", "passports accepted
 * as ID", "a green card is one of the IDs we accept".
 */
const PAPERS =
  '(?:social security (?:cards?|numbers?)|ssns?|green cards?|passports?|visas?|immigration (?:papers|documents|status)|proof of (?:citizenship|legal status|immigration status|lawful status|legal residency|residency)|citizenship (?:papers|documents)|work permits?|i 94s?|i94s?|naturali[sz]ation (?:papers|certificates?))';
const LOOKS_FOREIGN =
  '(?:anyone|anybody|applicants?|tenants?|people|those|callers?|renters?|buyers?|someone) (?:who|that) (?:looks?|seems?|sounds?|appears?) (?:foreign|like (?:an? )?(?:immigrants?|foreigners?)|not from here|like (?:they|he|she) (?:re|are|is|s) not from here)';
const ORIGIN = `(?:${LOOKS_FOREIGN}|(?:all |any |the |every |each )?${classWords('national_origin', false)}(?: (?:applicants?|tenants?|renters?|buyers?|people|families|callers?))?)`;
const MUST =
  '(?:must|has to|have to|need to|needs to|will need to|are required to|is required to|should|gotta) (?:show|provide|bring|present|produce|submit|give us|hand over)';

export const ORIGIN_DOCUMENT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'status-papers-by-origin',
    category: 'national_origin',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'social security',
      'ssn',
      'green card',
      'passport',
      'visa',
      'immigration',
      'proof of',
      'citizenship',
      'work permit',
      'i 94',
      'i94',
      'naturali',
    ],
    reason:
      'Asks people who look or are foreign for papers of status others are not asked for (42 U.S.C. §3604(b); 24 CFR §100.65(b)(1); HUD national origin guidance, 2016)',
    re: `\\b${PAPERS}\\b[^|]{0,50}?\\b(?:from|for|of) ${ORIGIN}\\b|\\b${ORIGIN}\\b[^|]{0,20}?\\b${MUST} (?:a |an |their |his |her |your )?(?:[a-z]+ ){0,2}?${PAPERS}\\b`,
  },
]);
