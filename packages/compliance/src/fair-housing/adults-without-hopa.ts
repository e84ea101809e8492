import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * An adults-only community that says it is not housing for older persons: "adult-oriented community (not
 * 55+)", "an adult building, though not age-restricted". Alone, "adult community" may be a 55+ community
 * said loosely and warns (HUD 1995 memo); said beside "not 55+", it keeps children out with no HOPA
 * exemption to stand on (42 U.S.C. §3607(b); 24 CFR §100.300-100.308; §3604(c), §3602(k)), so it blocks.
 * Left alone: "not a 55+ community, families welcome", "adult education classes, not 55+ only".
 */
const ADULT =
  '(?:adults?(?: only| oriented| focused| centered| geared| lifestyle)?|grown ups?(?: only)?) (?:community|building|complex|property|living|residence|apartments?|condos?|neighborhood)';
const NOT_HOPA =
  '(?:not|isnt|is not|arent|are not|non)(?: an?| officially)? (?:55|62|senior|age restricted|age qualified|hopa|over 55)';

export const ADULTS_WITHOUT_HOPA_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'adults-without-hopa',
    category: 'familial_status',
    kind: 'exclude',
    source: 'hopa',
    needs: ['adult', 'grown up'],
    reason:
      'Keeps an adults-only community while saying it is not 55+ housing, so no HOPA exemption applies (42 U.S.C. §3607(b); 24 CFR §100.300-100.308)',
    re: `\\b${ADULT}\\b(?:(?!\\b(?:welcome|welcomes|welcoming)\\b)[^|]){0,30}?(?:\\| )?(?:(?:but|though|although|and|yet|just|its|were|we are|it is) ){0,2}${NOT_HOPA}\\b(?![^|]{0,30}?\\b(?:welcome|welcomes|allowed|families)\\b)`,
  },
]);
