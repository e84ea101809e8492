import { list } from './list';

/**
 * Nationalities and peoples (national origin, 42 U.S.C. §3604(c); 24 CFR §100.75(c); 24 CFR §109.20(b)
 * "no Irish"): generated from one list of adjectives so every country gets the same treatment instead
 * of the few that happened to appear in review sets. An adjective also names things ("Dutch colonial",
 * "Chinese elm", "Canadian geese", "Turkish rugs"), so it is an ambiguous word: it counts only before a
 * people noun ("Chinese nationals", "Nigerian renters") or at a clause end ("No Chinese."). The plural
 * noun ("Nigerians", "Filipinos") names people and nothing else, so it is a people noun.
 *
 * Entries: `adjective` (plural noun = adjective + s, for -an/-i/-ino/-ina forms), `adjective/plural`
 * (an irregular plural), `adjective/-` (no plural: "-ese" forms are their own plural, and plurals that
 * name other things are left out: Danes and Great Danes, Swedes the vegetable, Scots pine, Afghans the
 * blankets, Persians and Siamese the cats, Greeks the fraternities, Georgians the US state).
 */
const ENTRIES = list(`
  afghan/-, albanian, algerian, angolan, argentine/argentines, argentinian, armenian, australian,
  austrian, azerbaijani, bahamian, bangladeshi, barbadian, belarusian, belgian, belizean, bengali,
  bolivian, bosnian, brazilian, british/brits, bulgarian, burmese/-, cambodian, cameroonian, canadian,
  cape verdean, chilean, chinese/-, colombian, congolese/-, costa rican, croatian, cuban, cypriot/cypriots,
  czech/czechs, danish/-, dominican, dutch/dutchmen, ecuadorian, egyptian, emirati, english/englishmen,
  eritrean, estonian, ethiopian, fijian, filipino, filipina, finnish/finns, french/frenchmen, gambian,
  georgian/-, german, ghanaian, greek/-, guatemalan, guinean, guyanese/-, haitian, honduran, hungarian,
  icelandic/icelanders, indian, indonesian, iranian, iraqi, irish/irishmen, israeli, italian, ivorian,
  jamaican, japanese/-, jordanian, kazakh/kazakhs, kenyan, korean, kosovar/kosovars, kurdish/kurds,
  kuwaiti, laotian, latvian, lebanese/-, liberian, libyan, lithuanian, macedonian, malaysian, malian,
  mexican, moldovan, mongolian, moroccan, nepali, nepalese/-, nicaraguan, nigerian, norwegian, omani,
  pakistani, palestinian, panamanian, paraguayan, persian/-, peruvian, polish/poles, portuguese/-,
  puerto rican, punjabi, qatari, romanian, russian, rwandan, salvadoran, salvadorean, samoan, saudi,
  scottish/scotsmen, senegalese/-, serbian/serbs, sierra leonean, singaporean, slovak/slovaks, slovenian,
  somali, south african, sri lankan, sudanese/-, swedish/-, swiss/-, syrian, taiwanese/-, tamil, thai/thais,
  tibetan, tongan, trinidadian, tunisian, turkish/turks, ugandan, ukrainian, uruguayan, uzbek/uzbeks,
  venezuelan, vietnamese/-, welsh/welshmen, yemeni, zambian, zimbabwean,
  arab/arabs, african, european, asian, caribbean, west indian, latin american, middle eastern/-,
  eastern european, south asian, east asian, southeast asian, north african, slavic/slavs, roma/-
`);

const parsed = ENTRIES.map((e) => {
  const [adjective = '', plural] = e.split('/');
  const regular = /(?:an|i|ino|ina)$/.test(adjective) ? `${adjective}s` : undefined;
  return { adjective, plural: plural === '-' ? undefined : (plural ?? regular) };
});

/** Nationality adjectives: people only before a people noun or at a clause end. */
export const DEMONYM_ADJECTIVES: readonly string[] = parsed.map((p) => p.adjective);
/** Plural nouns of nationality ("Nigerians", "Filipinos"): people nouns. */
export const DEMONYM_PLURALS: readonly string[] = parsed.flatMap((p) => (p.plural ? [p.plural] : []));

/**
 * Spanish demonyms in the masculine singular (-a/-os/-as generated). Spanish puts them after the noun
 * ("compañero de cuarto mexicano"), and "azulejo mexicano" is a tile, so they are ambiguous words that
 * count after a people or place noun (subjects.ts joins "compañero de cuarto" as one people noun).
 */
export const ES_DEMONYMS = list(`
  colombiano, cubano, chino, coreano, japones, venezolano, peruano, ecuatoriano, dominicano, salvadoreno,
  hondureno, guatemalteco, nicaraguense, puertorriqueno, argentino, chileno, boliviano, brasileno,
  haitiano, africano, ruso, ucraniano, polaco, aleman, ingles, italiano, europeo, nigeriano,
  filipino, indio, pakistani, vietnamita, arabe, gringo, latinoamericano
`);
