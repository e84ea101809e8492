import type { StandaloneRule } from './standalone-rules';

/**
 * The old HUD advertising guidelines' catch words (24 CFR §109.20(b)(6), 1989, removed from the CFR
 * in 1996 but still cited): "restricted", "exclusive", "private", "board approval" read as a warning
 * when they describe who may live there. race.ts already warns on "exclusive community", "restricted
 * neighborhood" and "board approval required" (the corpus's convention: warn, race, cfr109). This adds
 * the people they are said of: "select clientele", "the right people", "the right kind of tenants",
 * "a select few", "a private community for the chosen", and the homes besides a community or a
 * neighborhood ("exclusive building", "restricted enclave"). A catch word about a thing names no
 * one: "exclusive listing", "exclusive agent", "exclusive use of the garden", "restricted parking",
 * "deed-restricted", "age-restricted" (HOPA, residency-age.ts) and "income-restricted" (a program).
 * They warn, not block: none names a class, and 24 CFR §100.75(c) reaches them only in context.
 */
const CATCH = '(?:exclusive|restricted|private|select|selected|selective|discriminating|elite)';
const PEOPLE = '(?:people|folks|crowd|element|clientele|neighbors|neighbours|families)';
const RESIDENTS =
  '(?:tenants?|residents?|renters?|buyers?|owners?|occupants?|neighbors|neighbours|people|families)';
const HOMES =
  '(?:building|buildings|enclave|development|subdivision|complex|tower|residences?|address|community|neighborhood)';

const warn = (id: string, needs: string[], re: string): StandaloneRule => ({
  id: `catchword-${id}`,
  category: 'race',
  kind: 'describe',
  severity: 'warn',
  source: 'cfr109',
  reason:
    'An old HUD catch word (24 CFR §109.20(b)) said of who may live here; it reads as a limitation of the residents',
  needs,
  re: new RegExp(re, 'g'),
});

export const CATCHWORD_RULES: readonly StandaloneRule[] = [
  // "Select clientele only", "an exclusive clientele", "discriminating clientele".
  warn('clientele', ['clientele'], `\\b${CATCH} clientele\\b`),
  // "The right people", "the right kind of tenants": who is wanted, without saying who that is.
  warn(
    'right-people',
    ['right'],
    `\\bthe right (?:kind of |sort of |type of |class of )?${PEOPLE}\\b|\\bright (?:kind|sort|type|class) of ${RESIDENTS}\\b`,
  ),
  warn('select-few', ['few'], `\\b(?:a|the) (?:select|selected|chosen|privileged) few\\b`),
  // "Exclusive building", "restricted enclave" (a community or neighborhood is race.ts's); not after
  // "deed", "age", "income" or "covenant", which restrict the use, the ages (HOPA) or the rent.
  warn(
    'home',
    ['exclusive', 'restricted'],
    `(?<!\\b(?:deed|age|income|covenant|height|use|rent) )\\b(?:exclusive|restricted) (?:building|buildings|enclave|development|subdivision|complex|tower|residences)\\b`,
  ),
  // "A private community for the select", "a private enclave for members only".
  warn(
    'private-for',
    ['private'],
    `\\bprivate ${HOMES} (?:for|of|reserved for) (?:the |a )?(?:select|selected|chosen|few|discerning|members|invited|right)\\b`,
  ),
];
