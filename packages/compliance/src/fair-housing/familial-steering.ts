import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Families with children sent to another building: "your kids would be happier at Brookside down the
 * road", "families with children are better off in a different complex". Steering, 24 CFR §100.70(c)(1)
 * (discouraging a person from renting by familial status, 42 U.S.C. §3602(k)). The redirect must name
 * another home: "down the road", "across town", "a different complex", "elsewhere". Left alone: "your
 * kids will be happier with the big yard", "your kids would be happier at the playground down the road"
 * (a place to play, not to live).
 */
const KIDS =
  '(?:your (?:kids|children|little ones|family|toddlers?|baby|son|daughter)|families with (?:kids|children)|(?:kids|children|little ones|a family with kids)|you and your (?:kids|children|family))';
const HAPPIER =
  '(?:would|will|might|may|wed|youd|theyd|are|is|d) (?:probably |honestly |really |definitely |much )?(?:be )?(?:happier|better off|more comfortable|a better fit|better suited|more at home)';
const ELSEWHERE =
  '(?:down the (?:road|street|block)|up the (?:road|street|block)|across town|across the street|elsewhere|somewhere else|another (?:building|complex|community|property|place|development|unit)|a different (?:building|complex|community|property|place|development|area)|(?:the |a )?(?:family|other) (?:building|complex|community)|next door|on the other side of town|instead)';
// A place to play or learn down the road is no home.
const NOT_A_HOME =
  '(?!(?:the |a )?(?:park|playground|pool|school|beach|library|zoo|museum|splash pad|rec center|ymca)\\b)';

export const FAMILIAL_STEERING_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'kids-steered-elsewhere',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr10070',
    needs: ['happier', 'better off', 'more comfortable', 'better fit', 'better suited', 'more at home'],
    reason: 'Steers a family with children to another building (familial status)',
    re: `\\b${KIDS} ${HAPPIER}\\b(?: (?:at|in|over at|over in|with|across at|living at|living in) ${NOT_A_HOME}(?: ?[a-z]+| ,){0,4}?)? ${ELSEWHERE}\\b`,
  },
]);
