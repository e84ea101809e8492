import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

/** Color: 24 CFR §109.20 and the HUD 1995 memo (race, color and national origin are treated together). */
export const COLOR: ClassVocabulary = {
  category: 'color',
  source: 'cfr109',
  reason: 'States a preference by skin color or describes who lives there by color',
  suggestion: 'Describe the home, not the people; remove any reference to skin color.',
  people: list(`
    people of color, person of color, persons of color, colored people, colored folks, coloreds,
    dark skinned people, light skinned people, lighter complexion, darker complexion, light complexion,
    dark complexion, lighter skin, darker skin
  `),
  adjectives: list(`
    light skinned, dark skinned, fair skinned, light complexioned, dark complexioned, pale skinned,
    brown skinned, olive skinned, black skinned, white skinned, darker skinned, lighter skinned, darker complexioned, lighter complexioned
  `),
  ambiguous: list('colored'),
  esPeople: list('personas de color, gente de color'),
  esAdjectives: list('de piel clara, de piel oscura, de tez clara, de tez oscura'),
  bare: bareList(
    'describe',
    'light skinned, dark skinned, darker skinned, lighter skinned, fair skinned, pale skinned, de piel clara, de piel oscura',
  ),
};
