import { SUITS } from './grammar-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * Marital status said with a profession or a tenant: "ideal for a single professional", "single
 * professional wanted", "perfect for a married professional". "Single" alone is a familial-status word
 * here ("singles", "single person": familial-status.ts, HUD 1995 memo) and a property word ("single
 * family", "single story"); before a profession or a tenant it names an unmarried person, which the
 * states that protect marital status reach (jurisdiction table: warn or block per the agent's state).
 * Look-alikes left alone: "single-family home, perfect for a professional", "single occupancy".
 */
const PERSON =
  '(?:professional|professionals|tenant|tenants|renter|renters|occupant|occupants|working (?:man|woman|person|professional)|career (?:man|woman|person)|gentleman|gent|guy|gal|grad student|student|nurse|teacher|executive)';
const STATUS = '(?:single|unmarried|married|divorced|widowed)';

export const MARITAL_SINGLE_RULES: readonly StandaloneRule[] = [
  {
    id: 'suits-marital-person',
    category: 'marital_status',
    kind: 'suits',
    source: 'state',
    needs: ['single', 'married', 'divorced', 'widowed'],
    re: new RegExp(
      `\\b${SUITS} for (?:a |an |one |the )?(?:(?:young|busy|quiet|working|mature|responsible) ,? )?${STATUS} ${PERSON}\\b`,
      'g',
    ),
  },
  {
    id: 'marital-person-wanted',
    category: 'marital_status',
    kind: 'prefer',
    source: 'state',
    needs: ['single', 'married', 'divorced', 'widowed'],
    re: new RegExp(
      `\\b(?:seeking|looking for|wanted ,?|want|prefer) (?:a |an |one )?${STATUS} ${PERSON}\\b|\\b${STATUS} ${PERSON} (?:wanted|preferred|only|sought|needed)\\b`,
      'g',
    ),
  },
];
