import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Terms only households with children pay or face: a deposit or fee charged "for households with
 * children", an eviction threatened over a baby crying or children playing, a pregnant tenant told to be
 * out before the due date. 42 U.S.C. §3604(b) and 24 CFR §100.65(a)-(b) (different terms, conditions or
 * privileges because of familial status), §3602(k) (familial status includes a person who is pregnant).
 * Left alone: "kids' play area", "no extra deposit for families with children", "quiet hours apply to all
 * residents", "congrats on the baby! let us know if you'd like a transfer to a 2BR".
 */
const KIDS =
  '(?:children|child|kids|kid|minors|a baby|babies|an infant|infants|toddlers|a toddler|young children|small children|ninos|hijos|menores|bebes|un bebe)';
const HOUSEHOLDS =
  '(?:households?|families|family|tenants?|residents?|applicants?|renters?|occupants?|parents|familias|inquilinos|hogares)';
const CHARGE =
  '(?:deposit|deposits|fee|fees|surcharge|surcharges|premium|extra charge|additional charge|cleaning charge|deposito|cargo|cuota|recargo)';
// The sounds and play of a child, the ground given for an eviction or non-renewal.
const CHILD_NOISE =
  '(?:baby|babies|infant|toddler|child|children|kids?|son|daughter|bebe|ninos|hijos)(?: s)?(?: keeps| kept| keep| is| was| were| are| always| sigue| siguen)? (?:crying|cries|cry|screaming|screams|running|stomping|playing|noise|noises|llorando|llora|gritando|corriendo)';
const ENDED =
  '(?:evict|evicting|eviction|notice to (?:vacate|quit)|terminate (?:your|the) (?:lease|tenancy)|(?:lease|tenancy) (?:will not|wont|will) (?:be )?(?:renewed|terminated|ended)|not (?:be )?renew(?:ed|ing)?|desalojo|desalojar|no (?:le|te) renovamos)';

export const CHILD_HOUSEHOLD_TERM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'charge-for-children',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['child', 'kid', 'minor', 'bab', 'infant', 'toddler', 'nino', 'hijo', 'menores', 'bebe'],
    reason: 'Charges a deposit or fee only households with children pay (42 U.S.C. §3604(b); 24 CFR §100.65)',
    // "for households with children a $400 carpet deposit"; "a child deposit of $300 for families with kids".
    re: `(?<!\\b(?:no|without|waived?|same|any)(?: [a-z]+)? )\\b${CHARGE}\\b[^|]{0,40}?\\b(?:for|from|on|per|para) (?:(?:any|all|every) )?${HOUSEHOLDS} (?:with|who have|that have|con) ${KIDS}\\b|\\b(?:for|from|para) (?:(?:any|all|every) )?${HOUSEHOLDS} (?:with|who have|that have|con) ${KIDS}\\b[^|]{0,40}?\\b${CHARGE}\\b(?![^|]{0,20}?\\b(?:waived|does not apply|is the same))`,
  },
  {
    id: 'ended-over-child-noise',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'crying',
      'cries',
      'cry',
      'scream',
      'running',
      'stomping',
      'playing',
      'noise',
      'llora',
      'gritando',
      'corriendo',
    ],
    reason:
      "Threatens eviction or non-renewal over a child's ordinary sounds (42 U.S.C. §3604(b); 24 CFR §100.65)",
    re: `\\b(?:your|her|his|their|the|tu|su) ${CHILD_NOISE}\\b[^|]{0,100}?(?:\\|[^|]{0,100}?)?\\b${ENDED}\\b`,
  },
  {
    id: 'out-before-due-date',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    needs: ['due', 'pregnan', 'expecting', 'embarazada'],
    reason: 'Tells a pregnant tenant to leave before the birth (42 U.S.C. §3602(k), §3604(b))',
    re: `\\b(?:baby (?:is |s )?due|due date|pregnant|pregnancy|expecting|embarazada)\\b[^|]{0,120}?(?:\\|[^|]{0,120}?)?\\b(?:be out|move out|moved out|vacate|leave|find (?:another|a new|somewhere)|irse|mudarse|desocupar)\\b[^|]{0,20}?\\b(?:before|by|antes)\\b`,
  },
]);
