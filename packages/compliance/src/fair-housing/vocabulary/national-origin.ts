import type { ClassVocabulary } from '../types';
import { DEMONYM_ADJECTIVES, DEMONYM_PLURALS, ES_DEMONYMS } from './demonyms';
import { bareList, list } from './list';

// Speakers of a language are named by it (HUD OGC LEP guidance, 2016: a language limitation may be
// national-origin discrimination): "native Spanish speakers", "non-English speakers", generated.
const LANGUAGES = list(
  'english, spanish, chinese, mandarin, cantonese, arabic, hindi, urdu, russian, french, korean, vietnamese, tagalog, portuguese, creole, haitian creole, polish, italian, german, japanese, somali, farsi, bengali, punjabi, hebrew, yiddish, greek, turkish, ukrainian, amharic',
);
const SPEAKERS = LANGUAGES.flatMap((l) => [
  `${l} speaker`,
  `native ${l} speaker`,
  `non ${l} speaker`,
  `fluent ${l} speaker`,
]);

/**
 * National origin: 24 CFR §109.20 ("no Irish"), the HUD 1995 memo (descriptions of residents or
 * neighbors by national origin; a language requirement). Style names ("Spanish-style", "French doors",
 * "English garden") describe the property and are ambiguous words here: they need a people noun.
 */
export const NATIONAL_ORIGIN: ClassVocabulary = {
  category: 'national_origin',
  source: 'cfr109',
  reason: 'States a preference by national origin, ancestry or language, or describes who lives there by it',
  suggestion: 'Describe the home and nearby amenities; do not describe residents by origin or language.',
  people: list(`
    americans, us citizen, american citizen, citizen, immigrant, foreigner, alien, illegals, illegal alien,
    people from back home, folks from back home, someone from back home, people from the old country,
    folks from the old country, someone from the old country, countrymen, compatriots, paisanos,
    people right off the boat, people fresh off the boat, folks right off the boat, folks fresh off the boat,
    somebody fresh off the boat, someone fresh off the boat, anyone fresh off the boat, curry crowd, curry people,
    illegal immigrant, non citizen, noncitizen, refugee, migrant, green card holder, english speaker,
    native english speaker, native speaker, mexican, puerto rican, cuban, haitian, guatemalan, salvadoran,
    honduran, colombian, venezuelan, dominicans, russian, ukrainian, korean, vietnamese people, filipino,
    indians, pakistani, arab, african, somali, nigerian, jamaican, hmong, syrian, iranian, iraqi, turk,
    chinese people, japanese people, irishmen, italians, germans, poles, frenchmen, spaniards, europeans,
    asians, middle easterners, foreign national, non native, newcomer to america, hispanic immigrant,
    gringo, expat, daca recipient, dreamer visa holder, visa holder, h1b holder, work visa holder,
    non resident alien, asylum seeker, asylee, emigre, expatriate, international student, foreign student,
    foreign worker, overseas applicant, newcomers to the us, newcomers to america, new arrivals,
    people with accents, people with an accent, people with foreign accents, central american, south american
  `).concat(DEMONYM_PLURALS, SPEAKERS),
  // "Spanish speakers on our team": saying who speaks a language is no finding; a pattern or a directive
  // about them still is ("Spanish speakers need not apply").
  neutral: SPEAKERS.flatMap((s) => [s, `${s}s`]),
  adjectives: list(`
    english speaking, spanish speaking, chinese speaking, non english speaking, foreign born, native born,
    undocumented, american born, us born, korean, vietnamese, somali, pakistani, nigerian, haitian, cuban,
    russian, ukrainian, syrian, iranian, iraqi, arabic, mexican, puerto rican, filipino
  `),
  ambiguous: list(`
    american, spanish, french, english, italian, irish, polish, chinese, japanese, german, dutch, swedish,
    greek, indian, european, middle eastern, african, foreign, brazilian, asian, scandinavian, russian,
    india, mexico, china, pakistan, nigeria, philippines, vietnam, korea, haiti, somalia, iran, iraq, syria,
    russia, ukraine, africa, europe, asia, latin america, middle east, guatemala, honduras, el salvador,
    puerto rico, dominican republic, jamaica, colombia, venezuela, ecuador, bangladesh, afghanistan, ethiopia
  `).concat(DEMONYM_ADJECTIVES),
  esPeople: list(`
    extranjeros, extranjeras, inmigrantes, ciudadanos, ciudadanas, hablantes de ingles, indocumentados,
    ilegales, gringos, estrangeiros, imigrantes
  `),
  esAdjectives: list('mexicano, americano, extranjero, estadounidense, centroamericano, sudamericano, arabe'),
  esAmbiguous: ES_DEMONYMS,
  bare: [
    ...bareList('prefer', 'no irish, irish only, english only, solo ingles'),
    // Birthplace of the people, in a relative clause the subject grammar does not reach.
    ...bareList(
      'prefer',
      'who were born in america, who was born in america, who were born in the us, who were born in the usa, who were born in the united states, who was born in the united states, who are native born',
    ),
    ...bareList('describe', 'immigrant neighborhood, ethnic enclave', 'warn'),
  ],
  misspellings: {
    mexcans: 'mexicans',
    mexicanos: 'mexicanos',
    imigrants: 'immigrants',
    forigners: 'foreigners',
  },
};
