import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Steering by resemblance: a place or a buyer chosen by whether people look alike, without naming a
 * race ("you'd be happier where the families look more like yours", "the neighbours hope the buyer
 * matches the complexion of the block", "someone the same shade as the rest of us"). Looks and skin
 * stand for race and colour (24 CFR §100.70(c)(1)-(2): discouraging or steering by remarks on the
 * persons of a neighbourhood; 42 U.S.C. §3604(c) names colour apart from race).
 * Left alone: things that look alike ("the kitchen looks like new", "trim the same shade as the
 * shutters"), people who look like they mean something ("buyers who look like they're ready").
 */
// People of a place or its buyers: who is said to look alike.
const PEOPLE =
  '(?:folks|people|families|family|neighbors|neighbours|residents|tenants|owners|buyers|everyone|everybody|faces|households|crowd|kids|renters|the rest of (?:us|them|the (?:street|block|neighborhood|building)))';
// Whom they resemble: the reader, the buyer, the writer's own.
const WHOM =
  '(?:them|you|yours|your family|your own|your people|us|ours|our own|their own|theirs|him|her|themselves|yourself|yourselves|the rest of us|the rest of them|(?:the rest of )?(?:the|this|our) (?:block|street|neighborhood|neighbourhood|building|neighbors|neighbours|community|area)|everyone else|everybody else)';
// A person the sentence is about: the reader, a buyer, a tenant.
const PERSON =
  '(?:you|youd|youll|theyd|theyll|they|he|hed|she|shed|the family|the couple|your family|someone|somebody|buyers?|owners?|tenants?|renters?|applicants?|a family|families|folks|people)';
// Where the steer points: another part of town, another building.
const PLACE =
  '(?:neighborhood|neighbourhood|building|area|part of town|side of town|estates|complex|community|street|block|property|subdivision|development|over there|across town|elsewhere|somewhere else)';
// Skin named as such: the colour of people, never of a thing.
const SKIN = '(?:complexion|complexions|skin tone|skin tones|skin color|skin colour|skin shade)';
const MATCH_PEOPLE =
  '(?:the rest of (?:us|them|the (?:street|block|neighborhood|building))|us|everyone|everybody|the neighbors|the neighbours|our neighbors|their neighbors|the other (?:owners|tenants|residents|families))';

// "people like you": the reader as one of a kind; with a comparative it steers them elsewhere.
const LIKE_YOU =
  '(?:people|folks|families|tenants|renters|buyers|residents|someone|somebody|those|clients) like (?:you|yourself|yours|your family|you all)';
const STEER_LIKE_YOU = `(?:(?:better (?:suited |set up )?(?:for|to)|more (?:suited|comfortable|appropriate|accessible) for|(?:a )?better (?:fit|place|match|building|home|choice|option) for|not (?:a|the|really a|really the) (?:place|building|neighborhood|area|community|home|property) for|happier with|geared (?:to|toward|towards)) ${LIKE_YOU}|(?:suits?|fits?|serves?|works? for) ${LIKE_YOU} (?:better|more|best)|${LIKE_YOU} (?:would|will|might|tend to|usually|generally)? ?(?:be |feel |do )?(?:happier|better off|more comfortable|more at home|fit (?:in )?better))\\b`;
// A disability named earlier in the sentence makes "people like you" people with it (42 U.S.C. §3604(f)).
const DISABILITY_CUE =
  '(?:wheelchair|walker|scooter|cane|crutches|oxygen|disability|disabled|handicap|blind|deaf|service (?:animal|dog)|mobility|hearing|vision|autism|autistic|ptsd|mental health)';

export const RESEMBLANCE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "where folks look more like them", "neighbors who look like you": people said to look like the
    // buyer or the writer (24 CFR §100.70(c)(1)-(2)).
    id: 'look-like-them',
    category: 'race',
    kind: 'prefer',
    source: 'cfr10070',
    needs: ['look like', 'looks like', 'look more like', 'looks more like', 'look a lot', 'look just like'],
    reason:
      'Steers by whether the people of a place look like the buyer, which stands for race (steering, 24 CFR §100.70(c))',
    re: `\\b${PEOPLE}(?: [a-z]+){0,3}? (?:look|looks|looked) (?:(?:a lot|much|a bit|more|most|just|a little|exactly|mostly) )*like ${WHOM}\\b`,
  },
  {
    // "you'd blend in better over in Lakeview", "they wouldn't blend in here", "you'd fit in better
    // across town": a person steered to or from a place by blending in (24 CFR §100.70(c)(1)).
    id: 'blend-in',
    category: 'race',
    kind: 'prefer',
    source: 'cfr10070',
    needs: ['blend', 'fit in better', 'fit in more'],
    reason:
      'Steers a person to or from a place by whether they would blend in, which stands for race (steering, 24 CFR §100.70(c))',
    re: `\\b${PERSON}(?: [a-z]+){0,2}? (?:blend|blends|blending) (?:right )?in\\b(?! with (?:the|its|their) (?:trees|landscape|landscaping|surroundings|architecture|street ?scape|house|home|style))|\\b${PERSON}(?: [a-z]+){0,2}? (?:fit|fits) (?:right )?in (?:better|more easily|more naturally|best)\\b[^|]{0,40}?\\b${PLACE}\\b`,
  },
  {
    // "match the complexion of the rest of the street", "someone with the same skin tone as us":
    // skin of people as a wish for who buys (42 U.S.C. §3604(c), colour).
    id: 'match-complexion',
    category: 'color',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['complexion', 'skin'],
    reason: 'Wants buyers or tenants whose skin matches the neighbours’, a preference by colour',
    re: `\\b(?:match|matches|matching|keep|keeps|preserve|maintain|fit|fits|suit|suits|same|similar|like ours|change|changes|changing) (?:[a-z]+ ){0,2}?${SKIN}\\b|\\b${SKIN} (?:as|like|that matches|matching) ${MATCH_PEOPLE}`,
  },
  {
    // "goes to someone the same shade as the rest of us": a person of the same shade as the neighbours.
    id: 'same-shade',
    category: 'color',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['shade', 'same color', 'same colour', 'same tone'],
    reason: 'Wants buyers or tenants the same shade as the neighbours, a preference by colour',
    re: `\\b(?:someone|somebody|people|folks|families|a family|buyers?|owners?|tenants?|renters?|applicants?|neighbors|neighbours|they|them|he|she|you) (?:[a-z]+ ){0,3}?(?:the same|a similar|a matching) (?:shade|color|colour|tone|hue) (?:as|like) ${MATCH_PEOPLE}\\b`,
  },
  {
    // "we moved your file to Riverside, which suits people like you better" after a wheelchair was
    // mentioned: steering by disability (24 CFR §100.70(c)(1); 42 U.S.C. §3604(f)(1)).
    id: 'like-you-disability',
    category: 'handicap',
    kind: 'prefer',
    source: 'cfr10070',
    needs: ['like you'],
    reason: 'Steers a person with a disability elsewhere as "people like you" (steering, 24 CFR §100.70(c))',
    re: `(?<=\\b${DISABILITY_CUE}\\b[^|]{0,160}?)\\b${STEER_LIKE_YOU}`,
  },
  {
    // The same steer with no class said: the reader's kind is who they are, read as race (§100.70(c)).
    id: 'like-you',
    category: 'race',
    kind: 'prefer',
    source: 'cfr10070',
    needs: ['like you'],
    reason: 'Steers the reader elsewhere as one of "people like you" (steering, 24 CFR §100.70(c))',
    re: `(?<!\\b${DISABILITY_CUE}\\b[^|]{0,160}?)\\b${STEER_LIKE_YOU}`,
  },
]);
