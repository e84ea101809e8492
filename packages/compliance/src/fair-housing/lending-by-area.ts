import { CLASS_GROUP } from './guests-and-companions';
import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Loans, insurance and applications decided by the racial make-up of an area, or loan terms by
 * marriage (redlining).
 * - Loan terms by a race-named area: "buyers from the mostly Latino west-side zip codes need 25% down"
 *   (24 CFR §100.120(b), §100.130(b)).
 * - By marriage: "unmarried co-borrowers pay a higher rate" (state marital-status laws, e.g. Cal. Gov.
 *   Code §12955; jurisdictions.ts decides block or warn).
 * - Applications refused by area: "decline applications from the historically Black East End ZIP
 *   codes" (24 CFR §100.70(d)(4) and §100.120(b): insurance and loans refused by the racial make-up of
 *   an area). Left alone: "decline applications from the flood zone".
 */
const RACE_AREA =
  '(?:black|african american|hispanic|latino|latina|latinx|white|asian|minority|nonwhite|non white|arab|mexican|chinese|korean|vietnamese|somali)';
const AREA =
  '(?:zip codes?|zips|neighborhoods?|census tracts?|areas?|parts of town|sides? of town|blocks|districts?|wards?)';

export const LENDING_BY_AREA_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'race-area-loan-terms',
    category: 'race',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['zip', 'neighborhood', 'tract', 'area', 'town', 'block', 'district', 'ward'],
    reason:
      'Sets worse loan or sale terms for buyers from an area named by race (24 CFR §100.120(b), §100.130(b); 42 U.S.C. §3605)',
    re: `\\b(?:buyers|borrowers|applicants|families|people|residents|homeowners|owners|anyone|those|purchasers|clients) (?:from|in|living in|who live in|out of) (?:the )?(?:[a-z]+ )?${RACE_AREA} [^|]{0,25}?\\b${AREA}\\b[^|]{0,15}?\\b(?:need|needs|must put|must pay|must have|pay|pays|require|requires|get|gets|have to put|have to pay)\\b[^|]{0,10}?\\b(?:\\d+|higher|more|extra|bigger|larger|double)\\b`,
  },
  {
    id: 'unmarried-loan-terms',
    category: 'marital_status',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['unmarried', 'not married', 'cohabit', 'domestic partner'],
    reason:
      'Gives unmarried borrowers or buyers worse terms (state marital-status laws, e.g. Cal. Gov. Code §12955; 24 CFR §100.130 by analogy)',
    re: '\\b(?:unmarried|not married|cohabiting|domestic partner) (?:co ?borrowers?|couples?|applicants?|buyers?|borrowers?|partners?|co ?applicants?|co ?signers?|tenants?|renters?)\\b[^|]{0,40}?\\b(?:higher (?:rate|interest|fee|down payment|deposit|rent)|pay more|separately|extra (?:fees?|documents|paperwork|deposit)|not eligible|ineligible|cannot apply together|cant apply together)',
  },
  {
    id: 'redline-by-area-race',
    category: 'race',
    kind: 'exclude',
    source: 'cfr10070',
    needs: [
      'zip',
      'neighborhood',
      'neighbourhood',
      'area',
      'district',
      'tract',
      'side',
      'part of town',
      'section',
    ],
    reason: 'Refuses applications by the racial make-up of an area (24 CFR §100.70(d)(4), §100.120(b))',
    re: `\\b(?:decline|deny|denies|reject|refuse|no new|do not write|dont write|do not accept|dont accept|do not lend|dont lend|exclude)\\b(?: [a-z0-9]+){0,4}? (?:from|in|on|for) (?:the )?(?:historically |predominantly |mostly |largely |heavily |traditionally )?${CLASS_GROUP}(?: [a-z]+){0,3}? (?:zip codes?|zips|neighborhoods?|neighbourhoods?|areas?|districts?|tracts?|side|part of town|sections?)\\b`,
  },
]);
