/**
 * The French words for features of features-outside/inside.ts (issue 26: posts in French), merged
 * into the English features at load as the Spanish ones are (features.ts). `claims` are what a post
 * says, `support` what a French description says. Words with another meaning in English posts are
 * left out: "foyer" (an entry hall in English), "cave" alone (a cellar or a cave), "terrasse" alone
 * (any terrace, a balcony's kind).
 */
export const FRENCH_FEATURES: Readonly<Record<string, { claims: readonly string[]; support?: RegExp }>> = {
  basement: {
    claims: ['sous-sol', 'sous sol', 'sous-sol aménagé', 'sous-sol fini', 'sous-sol non aménagé'],
    support: /sous[- ]sol/,
  },
  roof_deck: {
    claims: ['toit-terrasse', 'toit terrasse', 'terrasse sur le toit', 'terrasse sur toit'],
    support: /toit[- ]terrasse|terrasse sur (le )?toit/,
  },
  // "terrasse" alone stays out (above); a private one is the home's own terrace.
  balcony: { claims: ['terrasse privée', 'terrasse privative'], support: /balcon|terrasse/ },
  pool: { claims: ['piscine', 'piscine creusée', 'piscine privée'], support: /piscine/ },
  fireplace: { claims: ['cheminée', 'cheminee', 'foyer au bois'], support: /chemin[ée]e|foyer au bois/ },
  central_air: {
    claims: ['climatisation centrale', 'air climatisé central', 'climatiseur central'],
    support: /climatisation centrale|air climatis[ée] central/,
  },
  elevator: { claims: ['ascenseur'], support: /ascenseur/ },
  parking: {
    claims: ['parking inclus', 'stationnement inclus', 'place de parking', 'place de stationnement'],
    support: /parking|stationnement/,
  },
  laundry: {
    claims: ['laveuse-sécheuse', 'laveuse et sécheuse', 'lave-linge', 'buanderie'],
    support: /laveuse|s[ée]cheuse|lave-linge|buanderie/,
  },
  wine_cellar: { claims: ['cave à vin', 'cave à vins', 'cellier à vin'], support: /cave [àa] vins?|cellier/ },
  waterfront: {
    claims: ['front de mer', 'bord de mer', "bord de l'eau"],
    support: /front de mer|bord de (mer|l'eau)/,
  },
  hardwood: { claims: ['bois franc', 'parquet', 'planchers de bois franc'], support: /bois franc|parquet/ },
  solar: { claims: ['panneaux solaires'], support: /solaire/ },
  gym: {
    claims: ['salle de sport', 'salle d’entraînement', "salle d'entraînement"],
    support: /salle de sport|entra[iî]nement/,
  },
  doorman: { claims: ['portier', 'gardien', 'concierge'], support: /portier|gardien|concierge/ },
  // "toit neuf", "toiture neuve", "toiture refaite": a new roof (the English entry's new_roof).
  new_roof: {
    claims: ['toit neuf', 'toiture neuve', 'toiture refaite', 'nouvelle toiture', 'nouveau toit'],
    support: /toit neuf|toiture (neuve|refaite)|nouvelle toiture|nouveau toit/,
  },
};
