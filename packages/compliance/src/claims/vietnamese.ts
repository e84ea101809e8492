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
