/**
 * The Russian and Arabic words the claim checker reads (issue 26: posts in Russian, common in
 * Russian-speaking markets of New York and Austin, and in Arabic, common in Houston's), spread into the
 * Spanish lists the readers already take, as Vietnamese and Tagalog are: "4 спальни" and "5 غرف نوم"
 * (bedrooms), "2 ванные" and "3 حمامات" (bathrooms), "построен в 1932 году" (built in 1932).
 * The tokenizer reads Cyrillic and Arabic letters as words (tokenize.ts).
 */
/** Russian counts one to five in the cases a count of rooms takes. */
export const RU_NUMBERS: Record<string, number> = {
  один: 1,
  одна: 1,
  одной: 1,
  одну: 1,
  одним: 1,
  два: 2,
  две: 2,
  двумя: 2,
  двух: 2,
  три: 3,
  тремя: 3,
  трёх: 3,
  трех: 3,
  четыре: 4,
  четырьмя: 4,
  четырёх: 4,
  пять: 5,
  пятью: 5,
};
export const RU_AR_BED_WORDS = [
  'спальни',
  'спален',
  'спальня',
  'спальней',
  'спальнями',
  'غرف نوم',
  'غرفة نوم',
  'غرفتا نوم',
  'غرفتين نوم',
];
export const RU_AR_BATH_WORDS = [
  'ванные',
  'ванных',
  'ванная',
  'санузла',
  'санузлов',
  'санузел',
  'حمامات',
  'حمام',
];
/** "построен в 1932 году", "постройки 1985 года", "بني عام 1999": "в" (in) and "عام" (year) are fillers. */
export const RU_AR_BUILT_WORDS = ['построен', 'построена', 'построено', 'постройки', 'بني', 'بُني'];
export const RU_AR_BUILT_FILLER = ['в', 'عام', 'سنة'];
