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

export const NUISANCE_VICTIM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'victim-calls-penalised',
    category: 'sex',
    kind: 'exclude',
    source: 'hudNuisance2016',
    needs: ['victim', 'survivor', 'abused', 'domestic'],
    reason:
      'Penalises a tenant for police calls about domestic violence, including the victim’s own calls for help',
    re: `\\b${CALLS}\\b[^|]{0,40}?\\b(?:(?:including|even|incl|counting|no matter who)(?: [a-z]+){0,3}? (?:by|from)|even if|even when|whether or not|regardless of whether) ${VICTIM}\\b(?=[^|]{0,60}?\\b${PENALTY}\\b)|\\b(?:police|911|emergency) calls?\\b[^|]{0,40}?\\bdomestic\\b[^|]{0,40}?\\b(?:is|are|count as|counts as|will count as) (?:considered )?(?:an |a )?${PENALTY}\\b|\\bdomestic (?:disturbances?|violence|disputes?|incidents?|calls?|abuse|situations?)\\b[^|]{0,60}?\\b(?<!(?:not|never|no|cannot|cant|wont) )(?:${LEADS} (?:an |a )?${PENALTY}|${PUNISHED})\\b`,
  },
]);
