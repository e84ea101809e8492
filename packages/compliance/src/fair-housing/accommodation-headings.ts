import { ANIMAL } from './accommodation-refusals';
import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * An assistance animal charged in the register of a heading and its terms: "Emotional support
 * animals: $400 nonrefundable animal fee plus $35 pet rent", "Service
 * dogs: standard pet deposit applies". The colon ends the clause in normalise.ts, so
 * accommodation-refusals.ts, which reads one clause, does not join the two halves. HUD FHEO-2020-01
 * and the HUD/DOJ Joint Statement (2004): an assistance animal is not a pet, and no pet fee, deposit
 * or pet rent may be charged for it (24 CFR §100.204). Blocks. (A request and its "…: denied" ruling
 * is accommodation-requests.ts's.)
 * Left alone: "Assistance animals: no fee, no deposit", "Assistance animals: pet rent waived",
 * "Pets: $400 fee plus $35 pet rent".
 */
const CHARGE =
  '(?:(?:\\d+|a|an|one|the) )?(?:(?:nonrefundable|non refundable|refundable|one time|monthly|extra|additional|standard|usual) )*(?:pet|animal) (?:fees?|deposits?|rent|charges?|surcharges?)';
// The ruling after the heading must not waive the charge ("no pet fee", "pet rent waived").
const WAIVED =
  '(?![^|]{0,40}?\\b(?:waive|waives|waived|waiving|not charged|never charged|no charge|exempt|excluded|free of|do not apply|dont apply|does not apply|doesnt apply)\\b)';
export const ACCOMMODATION_HEADING_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'assistance-animal-fee-heading',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['support', 'assistance', 'therapy', 'comfort', 'service', 'esa'],
    reason:
      'Charges a pet fee, deposit or pet rent for an assistance animal (HUD FHEO-2020-01; HUD/DOJ Joint Statement, 2004)',
    re: `\\b${ANIMAL} (?:\\| |, )?${WAIVED}(?:(?!(?:no|without|zero|free|never|not)\\b)[a-z0-9]+ (?:, )?){0,3}?${CHARGE}\\b`,
  },
]);
