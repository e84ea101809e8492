/**
 * The Russian, German, Italian and Polish words for the features posts in those languages name most
 * (issue 26: posts for buyers from Russia, Germany, Italy and Poland), merged into the English features
 * at load as the Spanish and Portuguese ones are (features.ts). `claims` are what a post says, `support`
 * what such a description says. Russian nouns are listed in the cases a post writes them ("есть
 * бассейн", "с бассейном"). Words with other meanings are left out: Italian "cantina" (also a wine
 * cellar), German "Keller" alone is kept (a cellar is a basement in listings).
 */
export const EUROPEAN_FEATURES: Readonly<Record<string, { claims: readonly string[]; support?: RegExp }>> = {
  pool: {
    claims: [
      'бассейн',
      'бассейном',
      'бассейна',
      'бассейне',
      'schwimmbad',
      'swimmingpool',
      'basen',
      'basenem',
    ],
    support: /бассейн|schwimmbad|swimmingpool|basen/,
  },
  garage: {
    claims: ['гараж', 'гаражом', 'гаража', 'гараже', 'doppelgarage', 'garaż', 'garażem', 'garażu'],
    support: /гараж|doppelgarage|garaż/,
  },
  fireplace: {
    claims: [
      'камин',
      'камином',
      'kamin',
      'kamine',
      'camino',
      'camini',
      'caminetto',
      'caminetti',
      'kominek',
      'kominki',
      'kominkiem',
    ],
    support: /камин|kamin|camin|kominek/,
  },
  basement: {
    claims: [
      'подвал',
      'подвалом',
      'подвале',
      'цокольный этаж',
      'keller',
      'kellergeschoss',
      'seminterrato',
      'piwnica',
      'piwnicą',
    ],
    support: /подвал|цокольн|keller|seminterrato|piwnic/,
  },
  gym: {
    claims: [
      'спортзал',
      'спортзалом',
      'спортзале',
      'тренажёрный зал',
      'тренажерный зал',
      'фитнес-зал',
      'fitnessraum',
      'palestra',
      'siłownia',
      'siłownią',
    ],
    support: /спортзал|тренаж|фитнес|fitnessraum|palestra|siłowni/,
  },
};
