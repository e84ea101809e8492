import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A request for an accessibility modification at the tenant's own cost, answered "denied": a widened
 * doorway, a roll-in shower, lowered counters, a stair lift. The landlord must permit reasonable
 * modifications at the disabled person's expense (42 U.S.C. §3604(f)(3)(A); 24 CFR §100.203(a)), and may ask
 * for restoration of the interior at move-out, not refuse. accommodation-refusals.ts reads "won't allow a
 * ramp"; this reads the request-then-verdict form of a notice or a log. Left alone: "request to widen the
 * door: approved", "request to paint the kitchen purple: denied", "lease modification request denied".
 */
const CHANGE =
  '(?:widen(?:ing)? (?:the |a |his |her |their |our )?(?:[a-z]+ )?(?:door|doors|doorway|doorways|hallway|entry)|(?:install|add|put in|build|mount)(?:ing)? (?:a |an |the |some )?(?:grab bars?|ramp|roll in shower|stair ?lift|chair ?lift|lever handles|handrails?|visual (?:doorbell|alarm)|accessible (?:shower|toilet|bathroom))|lower(?:ing)? (?:the )?(?:kitchen |bathroom )?(?:counters?|cabinets?|countertops?|light switches)|(?:accessibility|accessible|wheelchair|disability) (?:modification|alteration|change)s?|(?<!lease )(?:reasonable )?modification request|request (?:for|to make) (?:a |an )?(?:reasonable )?modification)';
const DENIED =
  '(?:denied|refused|rejected|declined|not approved|disapproved|not permitted|not allowed|negada|negado|rechazada|rechazado)';

export const MODIFICATION_DENIED_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'modification-request-denied',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    needs: [
      'widen',
      'grab bar',
      'ramp',
      'roll in',
      'lift',
      'lever',
      'handrail',
      'visual',
      'accessible',
      'lower',
      'modification',
      'alteration',
      'accessibility',
      'wheelchair',
      'disability',
    ],
    reason:
      "Refuses a disabled tenant's modification at their own cost (42 U.S.C. §3604(f)(3)(A); 24 CFR §100.203(a))",
    // The verdict in the same sentence or heading the next ("…at move-out: denied").
    re: `\\b${CHANGE}\\b[^|]{0,100}?(?:\\| )?\\b${DENIED}\\b(?! (?:because|as) (?:the )?(?:building|structure|wall) (?:is|was) load bearing)`,
  },
]);
