import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A neighbourhood described as all of a kind without the kind named: "very homogeneous, if you know what I
 * mean", "everyone looks alike", "hasn't changed demographically since the seventies", "a certain whiter
 * feel". HUD's 1995 memo warns on descriptions of residents by race; these are the coded forms, so they warn
 * (not block: no class is named, and a reader may mean something else). Left alone: the homes alike
 * ("the houses all look alike", "homogeneous architecture"), "hasn't changed much since the sixties" of a
 * kitchen, and a lighter colour of paint ("a lighter colour scheme"). Also: "the demographics have really
 * changed" of a neighbourhood, and "keeping out the element from across the highway" (an exclusion, but
 * of a group left unnamed, so it warns like the rest).
 */
const PEOPLE =
  '(?:everyone|everybody|all the (?:neighbors|neighbours|residents|families|people|folks)|the (?:neighbors|neighbours|residents|people|folks))';

export const CODED_HOMOGENEITY_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'coded-homogeneity',
    category: 'race',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: [
      'keep',
      'kept',
      'match',
      'fit',
      'always been',
      'restricted',
      'gentlemen',
      'homogeneous',
      'alike',
      'the same',
      'demographic',
      'character',
      'feel',
      'vibe',
      'element',
      'crowd',
      'side',
      'tracks',
    ],
    reason:
      'Describes the neighbourhood as all of one kind, a coded description of its residents (HUD 1995 memo)',
    re: `\\b(?:(?:neighborhood|neighbourhood|area|block|street|town|community|building|complex|[a-z]+) (?:is|s) (?:very |really |pretty |quite |so |extremely )?homogeneous\\b(?! (?:architecture|design|construction|housing stock))|${PEOPLE} (?:looks|look) (?:alike|the same)\\b|(?:hasnt|has not|havent|have not) changed (?:much |at all |a bit )?demographically\\b|(?:a certain|that|a) (?:lighter|whiter|darker|paler) (?:character|feel|vibe|element|crowd|sort of (?:crowd|people))\\b|(?:very |really |pretty |quite |so |extremely )?homogeneous (?:neighborhood|neighbourhood|area|block|street|community|building|complex|town|crowd|population|bunch)\\b|(?:folks|people|neighbors|neighbours|residents|everyone|everybody|the crowd|tenants)(?: [a-z]+){0,2} (?:are|is|tend to be|run|skew|lean)(?: (?:more|mostly|all|a bit|pretty|very))* on the (?:lighter|fairer|paler|whiter|darker) side\\b|\\bnot like (?:the )?(?:other|wrong) side of the tracks\\b|\\bdemographics? (?:(?:have|has|are|is) )?(?:really |totally |completely |quickly |fast |been )*(?:changed|changing|shifted|shifting|turned|flipped|gone downhill)\\b|\\b(?:keep|keeps|keeping|kept) (?:out )?(?:the|that|a certain|an undesirable|the undesirable|the wrong|certain) (?:element|elements|crowd|kind|types?|sort)(?: out)?\\b(?! of (?:furniture|pet|dog|trees?|plants?|noise))|\\b(?:match|matches|matching|fit|fits|fit in with|in keeping with) the (?:neighborhood |neighbourhood |area |building |street |block |community )?(?:demographics?|makeup|make up|profile)\\b|\\b(?:a |an )?(?:different|changing|certain) demographic\\b|\\b(?:street|block|neighborhood|neighbourhood|area|community|building|town|subdivision|complex)(?: to| will| should| must)? (?:stay|stays|remain|remains)(?: exactly| just)? the way (?:it|its|it s|it has) (?:has )?always been\\b|\\b(?<!\\b(?:deed|age|access|gate|gated|height|zoning|income|use) )(?:restricted|exclusive and restricted) (?:section|area|community|neighborhood|neighbourhood|subdivision|enclave|street|development)\\b|\\bgentlemen s agreement\\b|\\bgentlemens agreement\\b|\\b(?:the|that|a certain|undesirable) element (?:coming|moving|that moved|that s moving|thats moving) in\\b|\\b(?:the|that|a certain|undesirable) element from (?:across|over|the other side|the projects|downtown|the east side|the west side|the south side|the north side)\\b)`,
  },
]);
