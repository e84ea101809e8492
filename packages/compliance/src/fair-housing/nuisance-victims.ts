import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Nuisance and "crime-free" rules that penalise a victim of domestic violence for calls to the police.
 * HUD's 2016 guidance on nuisance ordinances (hudNuisance2016): counting a victim's calls for help, or
 * domestic-violence incidents, toward eviction or non-renewal falls hardest on women (42 U.S.C.
 * §3604(b), sex), and VAWA, 34 U.S.C. §12491(b), bars denying, evicting or not renewing a tenant for
 * being a victim. Two shapes: calls counted "including (those) made by the victim", and domestic
 * incidents or calls that "mean", "count as" or "lead to" an eviction, non-renewal, strike or fine.
 * Left alone: "victims of domestic violence may end their lease early under VAWA", "domestic violence is
 * never grounds for eviction", "three noise complaints in a year mean a lease violation".
 */
const CALLS =
  '(?:calls?|police calls?|911 calls?|police visits?|police responses?|service calls?|incidents?|complaints?|disturbances?)';
const VICTIM =
  '(?:(?:the |a )?(?:victims?|survivors?|abused (?:tenant|partner|spouse|resident)|person being (?:abused|hurt))|(?:you|the tenant|a tenant|tenants) (?:are|were|is|was) the victim)';
const PENALTY =
  '(?:(?:automatic |immediate )?(?:non ?renewal|nonrenewal|eviction|termination|lease termination|a lease violation|lease violations?|a strike|strikes?|a nuisance|a fine|fines|a breach|default|notice to (?:vacate|quit)))';
// Said as the outcome itself: "… will be evicted", "… and you're out".
const PUNISHED =
  '(?:will be|are|is|get|gets|face|faces|will face) (?:automatically |immediately )?(?:evicted|terminated|not renewed|non renewed|fined|served (?:with )?(?:a )?notice|asked to leave|asked to move out|removed)|(?:and|then) (?:youre|you are|theyre|they are|the tenant is|tenants are) out';
const LEADS =
  '(?:mean|means|result in|results in|lead to|leads to|trigger|triggers|count as|counts as|count toward|counts toward|are grounds for|is grounds for|will result in|equals?|get you|gets you)';

// Calls about domestic violence said to count with the rest: "calls reporting domestic violence
// included", "including calls about domestic abuse" (hudNuisance2016; 34 U.S.C. §12491(b)). Read with a
// lease ending, an eviction or a penalty anywhere near, in this clause or the one before or after.
const DV =
  '(?:domestic (?:violence|abuse|disputes?|incidents?|disturbances?|assaults?)|dating violence|stalking|sexual assault|abuse by a partner|partner abuse)';
const ABOUT =
  '(?:reporting|report|to report|about|for|involving|concerning|over|related to|regarding|of|from|by)';
const DV_COUNTED = `(?:\\b${CALLS} ${ABOUT} (?:[a-z]+ ){0,2}?${DV}(?: ,)? (?:are |is )?(?:included|too|as well|also|counted|count|counts|alike|no exception|not exempt|apply|applies)\\b|\\b(?:including|includes|even|incl|counting|this includes|that includes)(?: (?:the|any|all))? (?:[a-z]+ ){0,1}?${CALLS} ${ABOUT} (?:[a-z]+ ){0,2}?${DV}\\b)`;
const ENDS = `(?:${PENALTY}|${PUNISHED}|(?:lease|tenancy) (?:ends|will end|is ended|is terminated|terminates|will be terminated|is over|will not be renewed|wont be renewed)|(?:end|ends|terminate|terminates|cancel|cancels) (?:the|your|their|a) (?:lease|tenancy)|evict|evicts|evicted)`;

// Protection sought from an abuser, named as what is punished: "tenants who get a protective order against a
// partner will be asked to leave", "we don't renew anyone who files for a restraining order" (HUD 2016
// nuisance guidance; 34 U.S.C. §12491(b): no eviction or non-renewal for being a victim).
const PROTECTION = `(?:gets?|got|getting|seeks?|sought|seeking|files? for|filed for|filing for|obtains?|obtained|has|have|takes? out|took out|requests?|requested|needs?|calls? (?:the )?(?:police|911|the cops) on) (?:a |an |their |her |his )?(?:(?:protective|restraining|protection|no contact|peace|stay away) orders?|(?:partner|boyfriend|girlfriend|husband|wife|spouse|ex|abuser))`;
const WHO_SOUGHT =
  '(?:tenants?|residents?|renters?|anyone|anybody|someone|victims?|women|a woman|occupants?|you|whoever)';
const SOUGHT_PUNISHED = `\\b${WHO_SOUGHT} (?:who|that)(?: [a-z]+)? ${PROTECTION}\\b[^|]{0,60}?\\b(?:${PUNISHED}|(?:${LEADS}|face|faces|risk|risks) (?:an |a )?${PENALTY}|(?:will|must|have to|has to) (?:leave|move out|vacate)|(?:wont|will not|dont|do not) (?:be )?renew(?:ed)?)\\b|\\b(?:evict|evicts|not renew|dont renew|do not renew|wont renew|will not renew|terminate) (?:any |the |a )?${WHO_SOUGHT} (?:who|that)(?: [a-z]+)? ${PROTECTION}\\b`;

export const NUISANCE_VICTIM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'victim-calls-penalised',
    category: 'sex',
    kind: 'exclude',
    source: 'hudNuisance2016',
    needs: [
      'victim',
      'survivor',
      'abused',
      'domestic',
      'stalking',
      'dating violence',
      'sexual assault',
      'partner abuse',
    ],
    reason:
      'Penalises a tenant for police calls about domestic violence, including the victim’s own calls for help',
    re: `\\b${ENDS}\\b[^#]{0,120}?${DV_COUNTED}|${DV_COUNTED}[^#]{0,120}?\\b${ENDS}\\b|\\b${CALLS}\\b[^|]{0,40}?\\b(?:(?:including|even|incl|counting|no matter who)(?: [a-z]+){0,3}? (?:by|from)|even if|even when|whether or not|regardless of whether) ${VICTIM}\\b(?=[^|]{0,60}?\\b${PENALTY}\\b)|\\b(?:police|911|emergency) calls?\\b[^|]{0,40}?\\bdomestic\\b[^|]{0,40}?\\b(?:is|are|count as|counts as|will count as) (?:considered )?(?:an |a )?${PENALTY}\\b|\\bdomestic (?:disturbances?|violence|disputes?|incidents?|calls?|abuse|situations?)\\b[^|]{0,60}?\\b(?<!(?:not|never|no|cannot|cant|wont) )(?:${LEADS} (?:an |a )?${PENALTY}|${PUNISHED})\\b`,
  },
  {
    id: 'protection-sought-penalised',
    category: 'sex',
    kind: 'exclude',
    source: 'hudNuisance2016',
    needs: [
      'protective',
      'restraining',
      'protection',
      'no contact',
      'peace order',
      'stay away',
      'police on',
      '911 on',
      'cops on',
    ],
    reason:
      'Penalises a tenant for seeking protection from an abusive partner (a protective order, a call to the police)',
    re: SOUGHT_PUNISHED,
  },
]);
