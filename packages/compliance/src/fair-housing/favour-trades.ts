import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Quid pro quo where quid-pro-quo.ts's frames stop: a repair or a fee traded for the tenant being "nicer
 * to me" (the comparative, "quicker if you're nicer to me"), and the penalty after a refused advance ("since
 * you turned me down Friday night, don't expect that late fee to be waived"). 24 CFR §100.600(a)(1) and
 * (a)(2) (quid pro quo: a term of the tenancy conditioned on submission, or worse terms for refusing),
 * §100.65(b)(5), 42 U.S.C. §3604(b). Left alone: "the manager is nicer to work with now", "we fixed it
 * quicker than expected", "you turned down the renewal offer, so the unit goes back on the market".
 */
const REASON =
  'Trades a repair, fee or term of the tenancy for personal attention, or penalises a refused advance (24 CFR §100.600(a); quid pro quo, sex)';
const SERVICE =
  '(?:fix|fixed|fixing|repair|repaired|repairing|replace|look at|get to|come by|send someone|waive|waived|forgive|drop|lower|renew|approve|arreglo|arreglar|reparo|reparar|perdono|bajo)';
const NICER =
  '(?:nicer|sweeter|friendlier|more friendly|nice|sweet|friendly|extra nice|a little nicer|mas amable|mas carinosa|mas carinoso|amable|carinosa)';

export const FAVOUR_TRADE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'nicer-for-service',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['nicer', 'sweeter', 'friendlier', 'friendly', 'nice to me', 'sweet to me', 'amable', 'carinos'],
    reason: REASON,
    // "I'll fix the heater quicker if you're nicer to me"; "te arreglo la estufa si eres mas amable conmigo".
    re: `\\b${SERVICE}\\b[^|]{0,60}?\\b(?:if|when|once|si|cuando) (?:you|youre|you are|you were|youd be|you would be|you can be|you could be|eres|estas|fueras) (?:a (?:bit|little) )?${NICER} (?:to me|with me|conmigo)\\b|\\b(?:be|eres|se) ${NICER} (?:to me|with me|conmigo)\\b[^|]{0,20}?\\b(?:and|y)\\b[^|]{0,40}?\\b${SERVICE}\\b`,
  },
  {
    id: 'refused-advance-penalty',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: [
      'turned me down',
      'said no to me',
      'rejected me',
      'blew me off',
      'stood me up',
      'go out with me',
      'me rechazaste',
      'salir conmigo',
    ],
    reason: REASON,
    re: `\\b(?:since|because|after|now that|ever since|desde que|porque|como) (?:you|she|tu|usted)? ?(?:turned me down|said no to me|rejected me|blew me off|stood me up|(?:wouldnt|would not|wont|will not|didnt|did not) (?:go out|have dinner|have a drink) with me|me rechazaste|me dijiste que no|no quisiste salir conmigo)\\b[^|]{0,80}?\\b(?:dont expect|do not expect|forget about|no more|not going to|wont|will not|no esperes|olvidate de)\\b[^|]{0,50}?\\b(?:waive|waived|waiving|fix|fixed|fixing|repair|repairs|renew|renewal|discount|break|favou?rs?|help|extension|perdone|arregle|descuento)`,
  },
]);
