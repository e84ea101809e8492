import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Different terms for people named by a descent or a complexion rather than a class word: "applicants of
 * Korean descent submit a second guarantor", "residents with a light complexion get the move-in fee
 * waived". 42 U.S.C. §3604(b) and 24 CFR §100.65: different terms, conditions or privileges because of
 * race, color or national origin, a burden or a benefit alike. Left alone: descent or complexion with no
 * term ("a museum of African heritage", "sunscreen for a fair complexion") and a term for everyone
 * ("all applicants provide two references").
 */
const WHO = '(?:applicants|tenants|renters|residents|buyers|people|families|households|prospects|occupants)';
const RACE_STEM =
  '(?:african|black|asian|hispanic|latino|latin american|caribbean|native american|indigenous)';
const DESCENT = '(?:descent|ancestry|heritage|background|extraction)';
const ORIGIN_STEM = '(?:[a-z]+(?: [a-z]+)?)';
const COMPLEXION =
  '(?:an? )?(?:fair|light|lighter|pale|paler|dark|darker|olive|brown|tan) (?:complexion|complexions|skin|skin tone|skin tones)';
// The term: a burden (more references, a higher deposit) or a benefit (waived, discounted, free).
const TERM =
  '(?:(?:must |will |shall |are required to |need to |have to |should )?(?:provide|submit|pay|give|bring|furnish|show|post|have|get|receive|owe)\\b[^|;]{0,40}?\\b(?:additional|extra|more|another|second|double|higher|larger|two|three|waived|discounted|reduced|free|off)\\b|(?:pay|get|receive|have) (?:no|a reduced|a lower|half the)\\b)';

export const DESCENT_TERM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'descent-terms',
    category: 'race',
    kind: 'prefer',
    source: 'fha3604b',
    needs: ['descent', 'ancestry', 'heritage', 'background', 'extraction'],
    reason: 'Sets different terms for people of one racial descent (42 U.S.C. §3604(b); 24 CFR §100.65)',
    re: `\\b${WHO} of ${RACE_STEM} ${DESCENT} ${TERM}`,
  },
  {
    id: 'descent-terms',
    category: 'national_origin',
    kind: 'prefer',
    source: 'fha3604b',
    needs: ['descent', 'ancestry', 'extraction'],
    reason: 'Sets different terms for people of one national descent (42 U.S.C. §3604(b); 24 CFR §100.65)',
    re: `\\b${WHO} of (?!${RACE_STEM} )${ORIGIN_STEM} (?:descent|ancestry|extraction) ${TERM}`,
  },
  {
    id: 'complexion-terms',
    category: 'color',
    kind: 'prefer',
    source: 'fha3604b',
    needs: ['complexion', 'skin'],
    reason: 'Sets different terms by skin tone (42 U.S.C. §3604(b); 24 CFR §100.65)',
    re: `\\b${WHO} (?:with|who have|that have) ${COMPLEXION} ${TERM}`,
  },
]);
