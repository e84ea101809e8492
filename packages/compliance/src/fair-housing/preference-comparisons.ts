import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * A preference said as a comparison: the owner would sooner lose the rent than take a class ("we'd
 * sooner leave it empty than rent it to a wheelchair user", "I'd rather let it sit vacant than sell to
 * Section 8 tenants"), or would rather have a younger or older person. 42 U.S.C. §3604(c) forbids a
 * statement that "indicates any preference, limitation, or discrimination"; the comparison states the
 * limitation as plainly as "no X" does (24 CFR §100.75(c)(1)). For every class, federal and state (the
 * engine judges a state class by the jurisdiction).
 * Left alone: "we'd rather leave it empty than rent it unfurnished", "we'd sooner rent to a long-term
 * tenant than to short-term guests", "would rather have a tenant who stays two years".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const WE =
  '(?:wed|we would|id|i would|theyd|they would|hed|he would|shed|she would|the (?:owner|owners|landlord|landlords|seller|sellers|board|family) would|owner would|landlord would|seller would)';
// The loss the owner would sooner take: the home empty, off the market, unsold, or not rented at all.
const SOONER =
  '(?:sooner|rather|prefer to) (?:leave|keep|let|see|have) (?:it|(?:the|this|that|our|my|his|her) (?:[a-z]+ )?(?:unit|house|home|apartment|place|room|condo|duplex|triplex|fourplex|flat|suite|studio|loft|cottage|bungalow|townhouse|townhome|property|rental|building|space)) (?:sit )?(?:empty|vacant|unrented|unsold|off the market|on the market|boarded up|sitting empty)(?: (?:for (?:a|the|another) (?:year|month|while)|all year|forever))?|(?:sooner|rather) (?:not (?:rent|sell|lease)|lose (?:the|a|some) (?:rent|money|sale)|take (?:a|the) loss|sell (?:it )?at a loss|burn it down|tear it down)';
const THAN =
  '(?: ,)? than (?:rent|lease|sell|let|give|hand|show|open) (?:it |them |(?:the|this|that) (?:[a-z]+ )?[a-z]+ )?(?:out )?(?:to|for) (?:a |an |any |some |the |one of (?:the|those) |more )?';

const comparison = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'sooner-empty-than-class',
    category,
    kind: 'exclude',
    source: 'fha3604c',
    reason:
      'Says the owner would sooner leave the home empty than rent or sell it to a protected class (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1))',
    needs: ['sooner', 'rather', 'prefer to'],
    re: `\\b${WE} (?:${SOONER})\\b${THAN}${classWordsFor(category)}\\b`,
  });

// A younger or an older person wanted, by comparison: "we'd rather have a younger tenant", "the owner
// would prefer an older couple". Age is a state class (e.g. N.J. Stat. §10:5-12(g); N.Y. Exec. Law
// §296(5)); the engine judges it by the jurisdiction.
const WANT =
  '(?:rather (?:have|rent to|sell to|lease to|go with|take|get|find|pick|choose)|prefer(?: to (?:have|rent to|sell to|lease to|go with|take|get|find))?|sooner (?:have|rent to|sell to|take)|like(?: to (?:have|find|get))?|be happier with|be more comfortable with|lean toward|lean towards)';
const AGED =
  '(?:younger|older|young|elderly|aged|senior|middle aged|retired|retirement age|twentysomething|thirtysomething)';
const PERSON =
  '(?:tenants?|renters?|buyers?|applicants?|residents?|occupants?|persons?|people|folks|guys?|gals?|couples?|professionals?|households?|lessees?|crowd|set|demographic|someone|somebody|one)';

export const PREFERENCE_COMPARISON_RULES: readonly StandaloneRule[] = [
  ...CLASSES.map(comparison),
  ...phraseRules([
    {
      id: 'rather-younger-older',
      category: 'age',
      kind: 'prefer',
      source: 'fha3604c',
      reason:
        'States a preference for a younger or older person (42 U.S.C. §3604(c) as to statements; age is a state class, e.g. N.J. Stat. §10:5-12(g))',
      needs: ['rather', 'prefer', 'sooner', 'like', 'happier', 'comfortable', 'lean'],
      re: `\\b${WE} ${WANT} (?:a |an |some |the |more |mostly )?(?:much |bit |little |lot )?${AGED} ${PERSON}\\b`,
    },
  ]),
];
