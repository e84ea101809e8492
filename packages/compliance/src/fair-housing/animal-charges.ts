import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Assistance animals treated as pets: charged pet fees or held to breed and
 * weight limits. HUD notice FHEO-2020-01 and the
 * HUD/DOJ Joint Statement on Reasonable Accommodations (2004): an assistance animal is not a pet, so no
 * pet deposit, pet rent or pet fee may be charged for it, and breed, size and weight limits do not
 * apply to it (42 U.S.C. §3604(f)(3)(B); 24 CFR §100.204). Both block.
 * - A charge named beside the animal: "your ESA counts as a pet here, so pet rent applies", "emotional
 *   support cats: $300 pet deposit".
 * - A breed or weight limit said to hold whatever the animal is: "service animal or not, no dogs over
 *   40 lbs", "even assistance animals must be under 30 pounds".
 * Left alone: "no pet deposit or pet rent for ESAs", "ESAs are exempt from pet fees", "tenants are
 * liable for actual damage by any animal", "service animals must be leashed in common areas".
 */
export const ANIMAL =
  '(?:esas?|emotional support (?:animals?|dogs?|cats?|pets?)|service (?:animals?|dogs?)|assistance (?:animals?|dogs?)|support (?:animals?|dogs?|cats?)|therapy (?:animals?|dogs?|cats?))';
const NEGATION =
  '\\b(?:no|not|never|exempt|waived?|without|free|dont|doesnt|isnt|arent|wont|excluded|except|excepting)\\b';
const CHARGE = '(?:pet|animal) (?:deposits?|rent|fees?|charges?)';
const LIMIT =
  '(?:dont allow|do not allow|wont allow|not allowed|banned|prohibited|must (?:weigh|be under|be less than|be smaller)|under \\d+ ?(?:lbs?|pounds)|over \\d+ ?(?:lbs?|pounds)|no (?:pit ?bulls?|rottweilers?|large dogs|big dogs|dogs over|aggressive breeds|restricted breeds)|breed (?:limits?|restrictions?|bans?)|weight (?:limits?|restrictions?)|pit ?bulls?)';
const WHATEVER = `(?:${ANIMAL} or not|whether (?:or not )?(?:its |it is |they are |theyre )?(?:an? )?${ANIMAL}(?: or not)?|regardless of (?:whether (?:its|it is) )?(?:an? )?${ANIMAL}(?: status)?|(?:even|including) (?:for )?${ANIMAL})`;

export const ANIMAL_CHARGE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'assistance-animal-pet-charge',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['esa', 'support', 'service', 'assistance', 'therapy'],
    reason:
      'Charges pet fees for an assistance animal (HUD notice FHEO-2020-01; 24 CFR §100.204; 42 U.S.C. §3604(f)(3)(B))',
    re: `\\b${ANIMAL}\\b(?:(?!${NEGATION})[^|]){0,60}?\\b${CHARGE}\\b(?![^|]{0,30}?\\b(?:waived|never|not|doesnt|dont|exempt|excluded|except)\\b)`,
  },
  {
    id: 'assistance-animal-breed-limit',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['esa', 'support', 'service', 'assistance', 'therapy'],
    reason:
      'Holds an assistance animal to breed or weight limits (HUD notice FHEO-2020-01; 24 CFR §100.204; 42 U.S.C. §3604(f)(3)(B))',
    re: `\\b${WHATEVER}\\b[^|]{0,40}?\\b${LIMIT}`,
  },
]);
