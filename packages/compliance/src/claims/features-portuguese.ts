/**
 * The Portuguese words for features of features-outside/inside.ts (issue 26: posts in Portuguese,
 * common in Brazilian-American markets), merged into the English features at load as the Spanish
 * and French ones are (features.ts). `claims` are what a post says, `support` what a Portuguese
 * description says. "Garagem para 2 carros" is counted as "garage for 2 cars" is.
 */
export const PORTUGUESE_FEATURES: Readonly<Record<string, { claims: readonly string[]; support?: RegExp }>> =
  {
    garage: { claims: ['garagem', 'garagens', 'garagem privativa', 'garagem coberta'], support: /garagem/ },
    pool: { claims: ['piscina privativa', 'piscina aquecida'], support: /piscina/ },
    fireplace: { claims: ['lareira', 'lareiras'], support: /lareira/ },
    basement: { claims: ['porão', 'porão acabado', 'porao'], support: /porão|porao/ },
    // "varanda" is a covered porch or a balcony; "terraço privativo" is the private terrace.
    balcony: { claims: ['terraço privativo', 'varanda privativa'], support: /terraço|varanda/ },
    new_roof: { claims: ['telhado novo', 'telhado reformado'], support: /telhado (novo|reformado)/ },
  };
