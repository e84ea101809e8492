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

/** Vietnamese "in the unit": "trong căn" (in the unit), "trong căn hộ" (in the apartment). */
const IN_UNIT = ['trong căn', 'trong căn hộ', 'trong can', 'trong can ho'];
/**
 * The unit's own washer and dryer: "máy giặt và máy sấy trong căn". Read as the in-unit laundry of
 * features-rental.ts (not merged by name, which would give them to a building's laundry too).
 */
export const VIETNAMESE_IN_UNIT_LAUNDRY = [
  'máy giặt và máy sấy',
  'máy giặt sấy',
  'máy giặt',
  'may giat va may say',
  'may giat say',
].flatMap((w) => IN_UNIT.map((u) => `${w} ${u}`));
