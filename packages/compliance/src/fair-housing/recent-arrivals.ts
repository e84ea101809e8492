import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * National origin refused as "recent arrivals" from a region: "no rentamos a personas recién llegadas
 * de Centroamérica", "not renting to people who just came from the Middle East". Where someone comes from
 * is national origin (24 CFR §100.5(b); 42 U.S.C. §3604(a), (c)), and the arrival's recency does not
 * change that. A refusal word comes first in the clause, English or Spanish. Left alone: "recent arrivals
 * from Central America are welcome", "we help new arrivals from Africa find housing".
 */
const ARRIVED =
  '(?:recien llegad[oa]s?|recien venid[oa]s?|recently arrived|recent arrivals?|new arrivals?|newly arrived|new immigrants?|recent immigrants?|(?:who )?(?:just|recently) (?:arrived|came|got here|moved here|immigrated)|fresh(?:ly)? (?:arrived|off the boat)|(?:fresh|straight|just off the (?:plane|boat)) from)';
const REGION =
  '(?:centroamerica|centro america|central america|sudamerica|south america|latin america|latinoamerica|america latina|the middle east|middle east|medio oriente|oriente medio|africa|asia|the caribbean|el caribe|caribe|eastern europe|europa del este|mexico|the border|la frontera|overseas|abroad|otros? pais(?:es)?|other countries|another country|the islands|the subcontinent|el extranjero)';
const REFUSE =
  '(?:no|not|never|nobody|no one|wont|dont|cant|cannot|sin|nada de|no rentamos|no alquilamos|no aceptamos|no queremos|no se aceptan|no se renta)';

export const RECENT_ARRIVAL_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'recent-arrivals',
    category: 'national_origin',
    kind: 'exclude',
    source: 'fha3604c',
    needs: [
      'recien',
      'arriv',
      'immigra',
      'just came',
      'recently came',
      'got here',
      'moved here',
      'off the boat',
      'fresh from',
      'straight from',
      'just off the',
    ],
    reason:
      'Refuses people who recently came from a country or region, a limitation by national origin (42 U.S.C. §3604(c); 24 CFR §100.5(b))',
    re: `\\b${REFUSE}\\b[^|,]{0,40}?\\b${ARRIVED}\\b (?:(?:de|del|from) )?(?:la |el |the )?${REGION}\\b`,
  },
]);
