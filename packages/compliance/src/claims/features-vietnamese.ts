/**
 * The Vietnamese words for features of features-outside/inside.ts (issue 26: Vietnamese-English posts,
 * common in Vietnamese-American markets), merged into the English features at load as the Spanish,
 * French and Portuguese ones are (features.ts). Written with and without tone marks, as people type
 * them. "phòng gym" already names the English "gym".
 */
export const VIETNAMESE_FEATURES: Readonly<Record<string, { claims: readonly string[]; support?: RegExp }>> =
  {
    pool: { claims: ['hồ bơi', 'ho boi', 'bể bơi', 'be boi'], support: /hồ bơi|bể bơi/ },
    garage: { claims: ['nhà để xe', 'nha de xe'], support: /nhà để xe/ },
    fireplace: { claims: ['lò sưởi', 'lo suoi'], support: /lò sưởi/ },
    basement: { claims: ['tầng hầm', 'tang ham'], support: /tầng hầm/ },
  };
