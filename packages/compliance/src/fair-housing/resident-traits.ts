import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Who lives there, said by a trait that stands for a class rather than by a class word: the language
 * the building speaks ("most of the building speaks Spanish": national origin), a generation ("a fun
 * twenty-something crowd": age), a household ("not really a kid kind of building": familial status),
 * or how rent is paid ("all professionals with steady paychecks, none of the units subsidized": source
 * of income). HUD 1995 memo and 24 CFR §109.20(a): describing residents by a class tells readers who is
 * wanted; a description warns. Left alone: a language spoken by the agent or offered ("the manager speaks
 * Spanish", "leases in Spanish"), an age of the building ("a twenty-something-year-old roof").
 */
const PLACE =
  '(?:(?:most|half|all|much|many|a lot) of (?:the )?)?(?:building|block|neighborhood|neighbourhood|street|complex|tenants|residents|neighbors|neighbours|community|everyone here|everybody here|the other units)';
const LANGUAGE =
  '(?:spanish|chinese|mandarin|cantonese|korean|vietnamese|russian|arabic|polish|portuguese|creole|tagalog|hindi|urdu|greek|italian|french|german|hebrew|yiddish|farsi|somali|amharic|bengali|punjabi|japanese|ukrainian|haitian creole)';
const DESCRIBES = { kind: 'describe' as const, severity: 'warn' as const, source: 'hud1995' as const };

export const RESIDENT_TRAIT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    ...DESCRIBES,
    id: 'place-speaks',
    category: 'national_origin',
    needs: ['speak'],
    reason:
      'Describes the residents by the language they speak, which stands for national origin (HUD 1995 memo)',
    re: `\\b${PLACE} (?:speaks?|speaking) (?:mostly |mainly |only |predominantly |primarily |all )?${LANGUAGE}\\b`,
  },
  {
    ...DESCRIBES,
    id: 'generation-crowd',
    category: 'age',
    needs: ['something'],
    reason: 'Describes the residents by their generation, which stands for age (HUD 1995 memo)',
    re: '\\b(?:twenty|thirty|forty|20|30|40) ?somethings? (?:crowd|vibe|building|tenants|residents|neighbors|neighbours|scene|community|set)\\b',
  },
  {
    ...DESCRIBES,
    id: 'not-a-kid-place',
    category: 'familial_status',
    needs: ['kid', 'child', 'family', 'families'],
    reason: 'Says the place is not one for children, a description that discourages families (HUD 1995 memo)',
    re: '\\bnot (?:really |exactly |much of |quite )?a (?:kid|kids|child|children|family|families) (?:kind of |type of |friendly )?(?:building|place|complex|street|block|neighborhood|neighbourhood|community|house)\\b',
  },
  {
    ...DESCRIBES,
    id: 'all-salaried',
    category: 'source_of_income',
    needs: ['paycheck', 'salar', 'subsidized'],
    reason:
      'Describes the residents as all paid by salary, with no subsidized units, which discourages voucher holders (state source-of-income laws)',
    re: `\\b${PLACE} (?:are|is) (?:all |mostly )?(?:working )?professionals? with (?:steady |stable |good )?(?:paychecks|salaries|jobs)\\b|\\bnone of the (?:units|apartments|tenants) (?:are|is) (?:subsidized|on (?:section 8|vouchers?|assistance))\\b`,
  },
]);
