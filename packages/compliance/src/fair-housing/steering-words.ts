import type { StandaloneRule } from './standalone-rules';

/**
 * In-group words that steer: "your kind", "people like us", "you'd be more comfortable with your
 * own". They name no class but sort the reader by who they are, which 24 CFR §100.70(c)(1)-(2)
 * (discouraging a person from a dwelling or a neighborhood, by words about its residents) and
 * §100.75(c) make unlawful; HUD 1995 memo: words that "indicate a preference" by race or national
 * origin, however coded. Race is the class named, the reason says race or national origin.
 * Look-alikes left alone: "make it your own", "a place of your own", "your kind of town", "people like
 * you who love gardening", "bring your people over".
 */
const REASON =
  'Sorts the reader by who they are ("your kind", "people like us"), which steers by race or national origin';

// Words for one's own group, after "your (own)" or "(people) like".
const KIND =
  '(?:kind|sort|ilk|type of people|kind of people|sort of people|people|folks|crowd|community|race|culture|color|colour|background)';
const OWN_GROUP = `(?:your own ${KIND}|your (?:kind|sort|ilk)(?! of)|(?:people|folks|families|neighbors|others|those) (?:like|just like|similar to) (?:you|yourself|yourselves|us|ourselves|yours)(?! (?:who|that|and)\\b)|(?:people|folks|families) of your own|your own(?= \\||$| ,| (?:over|across|out|elsewhere|somewhere|there|instead|kind|people)\\b))`;
// Being at ease, or better placed, with one's own group.
const AT_EASE =
  '(?:more comfortable|most comfortable|comfortable|happier|happiest|more at home|at home|at ease|more at ease|fit in better|fit in|better off|safer|feel (?:better|safer|more welcome|welcome|at home)|belong|blend in)';
const AMONG =
  '(?:with|among|amongst|around|near|next to|beside|alongside|living with|living among|living near|in a (?:neighborhood|community|building|area) (?:with|of|full of))';

export const STEERING_RULES: readonly StandaloneRule[] = [
  {
    // "Folks of your background would prefer Eastside", "not really your crowd here", "it's more your
    // people over in Eastwood": the reader's group named by its origin or as theirs.
    id: 'your-background',
    needs: [
      'your background',
      'your culture',
      'your heritage',
      'your race',
      'your ethnicity',
      'your origin',
      'your crowd',
      'your people',
      'your kind',
      'your sort',
      'your folks',
    ],
    category: 'race',
    kind: 'describe',
    source: 'cfr10070',
    reason: REASON,
    re: /\b(?:(?:people|folks|families|someone|anyone|those|neighbors) (?:of|from|with|sharing) your (?:background|culture|heritage|race|ethnicity|origin|origins|nationality)|(?:not|isnt|arent|wouldnt be|is not) (?:really |exactly |quite )?your (?:crowd|kind|people|sort|folks)(?! of)|(?:more|mostly|all|really) your (?:people|kind|folks|sort)(?! of))\b/g,
  },
  {
    // "You'd be more comfortable with your own", "happier among people like you".
    id: 'at-ease-with-own',
    needs: [
      'your own |',
      'your own ,',
      'your own over',
      'your own across',
      'your own out',
      'your own elsewhere',
      'your own somewhere',
      'your own there',
      'your own instead',
      'your own kind',
      'your own people',
      'your own folks',
      'your own sort',
      'of your own',
      'like you',
      'like us',
      'like yourself',
      'like ourselves',
      'your kind',
      'your sort',
    ],
    category: 'race',
    kind: 'describe',
    source: 'cfr10070',
    reason: REASON,
    re: new RegExp(`\\b${AT_EASE} (?:[a-z]+ ){0,3}?${AMONG} ${OWN_GROUP}`, 'g'),
  },
  {
    // "A neighborhood of your own kind", "not for your kind", "mostly people like us around here".
    id: 'own-kind',
    needs: [
      'your own kind',
      'your own sort',
      'your own ilk',
      'your own type',
      'your own race',
      'your type',
      'like you',
      'like us',
      'your kind',
      'your sort',
      'your ilk',
      'like yourself',
      'like ourselves',
    ],
    category: 'race',
    kind: 'describe',
    source: 'cfr10070',
    reason: REASON,
    re: new RegExp(
      `\\b(?:your own (?:kind|sort|ilk)(?! of)|your own (?:type of people|kind of people|race)|your (?:own )?(?:kind|sort|type) of (?:people|folks|person|persons|crowd|family|families)|(?:prefer|want|seeking|looking for|only|would like|would rather have|rent to|sell to|rent only to) (?:people|folks|families|tenants|neighbors|renters|buyers) (?:like|just like) (?:us|ourselves)\\b|your (?:kind|sort|ilk)(?! of)\\b|(?:mostly|only|all|just|lots of|full of|plenty of|filled with|(?:neighborhood|community|area|building|street|block) of|among|surrounded by) (?:people|folks|families|neighbors) (?:like|just like) (?:you|us|yourself|ourselves)(?! (?:who|that|and)\\b)|(?:people|folks|families) like (?:you|yourself) (?:would |will |might |may |usually |tend to |generally )?(?:be |feel |are |is )?${AT_EASE}\\b|(?:people|folks|families) like (?:us|you|yourself|ourselves) (?:dont |do not |wont |never |rarely |seldom )?(?:usually |tend to |typically |generally |mostly |always |all |have |has )?(?:prefer|live|lived|belong|stick|settle|settled|fit|feel|choose|stay|move|go)(?:s|d|ed)?\\b)`,
      'g',
    ),
  },
  {
    // "Your people live across the river", "your people usually settle in Eastwood".
    id: 'your-people-live',
    needs: ['your people', 'your folks', 'your kind', 'your own people', 'your own folks', 'your own kind'],
    category: 'race',
    kind: 'describe',
    source: 'cfr10070',
    reason: REASON,
    re: /\bwhere your (?:own )?(?:people|folks|kind) (?:are|is|live|belong|stay)\b|\byour (?:own )?(?:people|folks|kind|crowd|community) (?:usually |mostly |tend to |generally |all |typically )?(?:live|lives|living|belong|belongs|stick|sticks|settle|settles|stay|stays|prefer|prefers|are over|are across|are on the|are in the|are more|would be happier|would be more|wont|dont|do not|will not) /g,
  },
];
