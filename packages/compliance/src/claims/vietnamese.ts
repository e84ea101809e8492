/**
 * The Vietnamese words the claim checker reads (issue 26: Vietnamese-English posts, common in
 * Vietnamese-American markets), spread into the Spanish lists the readers already take, as Portuguese
 * is (portuguese.ts): "3 phòng ngủ" (bedrooms), "2 phòng tắm" (bathrooms), "xây năm 1992" (built in
 * 1992). Written with and without tone marks, as people type them.
 */
export const VI_BED_WORDS = ['phòng ngủ', 'phong ngu'];
export const VI_BATH_WORDS = ['phòng tắm', 'phong tam', 'nhà tắm', 'nha tam', 'phòng vệ sinh', 'nhà vệ sinh'];
/** "xây năm 1992", "xây dựng năm 1992", "xây vào năm 1992": "năm" (year) and "vào" (in) are fillers. */
export const VI_BUILT_WORDS = ['xây', 'xay', 'dựng'];
export const VI_BUILT_FILLER = ['năm', 'nam', 'vào', 'vao'];

/** Words only Vietnamese posts use, as typed with their tone marks (two make a post Vietnamese). */
const VI_MARKERS = new Set([
  'phòng',
  'ngủ',
  'tắm',
  'giá',
  'nhà',
  'xây',
  'năm',
  'gần',
  'tại',
  'bán',
  'của',
  'và',
]);

/**
 * True when the post reads as Vietnamese, which writes thousands with dots as Spanish and Portuguese
 * do ("giá 753.000 USD" is $753,000): the tokenizer then reads numbers their way.
 */
export const readsVietnamese = (text: string): boolean => {
  const seen = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-zà-ỹđ]+/g) ?? []) if (VI_MARKERS.has(w)) seen.add(w);
  return seen.size >= 2;
};

/**
 * Status words of a Vietnamese post, as SPANISH_STATUS lists Spanish ones: "Đã bán" (sold), "Đã cho
 * thuê" (rented), "Cần bán" (for sale), "Cho thuê" (for rent); "đã" marks the past, so "đã bán" is a sale
 * that happened. Toneless only where no English words read the same ("can ban", "da ban" are left out).
 */
export const VI_STATUS: readonly [string, 'sale' | 'rent' | 'sold' | 'leased'][] = [
  ['đã bán', 'sold'],
  ['đã cho thuê', 'leased'],
  ['da cho thue', 'leased'],
  ['cần bán', 'sale'],
  ['cho thuê', 'rent'],
];
