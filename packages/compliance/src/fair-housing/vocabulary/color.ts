import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

// Skin words come as a family (tone × "-skinned"/"-complexioned"/"-complected"), so they are generated
// rather than listed one by one: 24 CFR §109.20(b) lists colour words; the HUD 1995 memo forbids
// describing "the current or potential residents" by colour in any wording.
const TONES = list('light, lighter, fair, fairer, dark, darker, pale, paler, olive, brown, black, white');
const SKIN = TONES.flatMap((t) => [`${t} skinned`, `${t} complexioned`, `${t} complected`]);
const COMPLEXION = TONES.flatMap((t) => [
  `${t} complexion`,
  `${t} complexions`,
  `${t} skin`,
  `${t} skin tone`,
  `${t} skin tones`,
  `${t} skin color`,
  `${t} skin colour`,
]);

/** Color: 24 CFR §109.20 and the HUD 1995 memo (race, color and national origin are treated together). */
export const COLOR: ClassVocabulary = {
  category: 'color',
  source: 'cfr109',
  reason: 'States a preference by skin color or describes who lives there by color',
  suggestion: 'Describe the home, not the people; remove any reference to skin color.',
  people: [
    ...list(`
    people of color, person of color, persons of color, people of colour, person of colour, persons of colour, colored people, colored folks, coloreds,
    dark skinned people, light skinned people
  `),
    ...COMPLEXION,
  ],
  adjectives: SKIN,
  ambiguous: list('colored'),
  esPeople: list('personas de color, gente de color'),
  esAdjectives: list('de piel clara, de piel oscura, de tez clara, de tez oscura'),
  bare: [
    ...SKIN.filter((w) => !/^(?:black|white|brown|olive) /.test(w)).map((phrase) => ({
      phrase,
      kind: 'describe' as const,
    })),
    ...bareList('describe', 'de piel clara, de piel oscura'),
  ],
};
