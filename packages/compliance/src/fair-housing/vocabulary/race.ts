import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

/** Race: 24 CFR §109.20(a)-(c) examples ("white private home", catch words) and the HUD 1995 memo. */
export const RACE: ClassVocabulary = {
  category: 'race',
  source: 'cfr109',
  reason: 'States a preference by race or describes who lives there by race',
  suggestion: 'Describe the home and the neighborhood’s amenities instead, e.g. "quiet tree-lined street".',
  people: list(`
    whites, blacks, caucasian, african american, afro american, hispanic, latino, latina, latinx, asian,
    asian american, negro, minority, native american, anglo, biracial person, pacific islander, ethnics,
    chicano, chicana, indigenous people, first nations people, people of other races, people of another race,
    people of a different race, other races
  `),
  adjectives: list('caucasian, non white, nonwhite, multiracial, biracial, mixed race, interracial'),
  // "ethnic" alone names food and festivals; with a people noun ("ethnic renters", "ethnic types") it is
  // the 24 CFR §109.20(e) colloquialism for a racial or ethnic group.
  ambiguous: list('white, black, brown, ethnic, indigenous'),
  esPeople: list('latinos, latinas, hispanos, hispanas, asiaticos, afroamericanos, minorias'),
  esAdjectives: list('caucasico, afroamericano, asiatico, hispano, latino'),
  esAmbiguous: list('blanco, negro, moreno'),
  bare: [
    ...bareList(
      'describe',
      `integrated neighborhood, integrated community, racially mixed, racially integrated, ethnic neighborhood,
       diverse neighborhood, diverse community, exclusive neighborhood, exclusive community, restricted
       community, restricted neighborhood, traditional neighborhood, board approval required, membership
       approval, barrio diverso, vecindario diverso`,
      'warn',
    ),
    ...bareList('bare', 'caucasian'),
    ...bareList('prefer', 'racially restricted, same race, whites only, white only, solo blancos'),
  ],
  misspellings: { caucausian: 'caucasian', cacausian: 'caucasian', hispanick: 'hispanic' },
};
