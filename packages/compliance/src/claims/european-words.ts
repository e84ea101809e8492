/**
 * The German, Italian and Polish words the claim checker reads (issue 26: posts for buyers from
 * Germany, Italy and Poland), spread into the Spanish lists the readers already take, as Russian and
 * Tagalog are: "4 Schlafzimmer", "3 camere da letto", "5 sypialni" (bedrooms); "2,5 Bäder", "2 bagni",
 * "1 łazienka" (bathrooms); "costruita nel 1951", "zbudowany w 1992" (built in); "0,64 acri", "1,27
 * akra" (acres). Polish counts take three forms ("1 sypialnia", "3 sypialnie", "5 sypialni"). Italian
 * "camere" alone is rooms of any kind, so only "camere da letto" counts bedrooms.
 */
export const EU_BED_WORDS = [
  'schlafzimmer',
  'schlafzimmern',
  'camere da letto',
  'camera da letto',
  'sypialnia',
  'sypialnie',
  'sypialni',
];
export const EU_BATH_WORDS = [
  'bäder',
  'bädern',
  'badezimmer',
  'bagni',
  'bagno',
  'łazienka',
  'łazienki',
  'łazienek',
];
/**
 * Built in Italian ("costruita nel 1951", "anno di costruzione 1999"), Polish ("zbudowany w 1992",
 * "rok budowy 1932", "wybudowany"), German ("Baujahr 2023", "erbaut 1910", "Bj. 1998").
 */
export const EU_BUILT_WORDS = [
  'costruita',
  'costruito',
  'costruzione',
  'edificato',
  'edificata',
  'zbudowany',
  'zbudowana',
  'zbudowane',
  'wybudowany',
  'wybudowana',
  'wybudowane',
  'budowy',
  'baujahr',
  'erbaut',
  'gebaut',
  'errichtet',
  'bj',
];
/** "costruita nel 1951", "zbudowany w 1992 roku", "erbaut im Jahr 1910": the words between. */
export const EU_BUILT_FILLER = ['nel', 'w', 'im', 'jahr', 'jahre', 'anno'];
export const EU_ACRE_WORDS = ['acri', 'akra', 'akrów', 'akry'];
/**
 * Status words of German, Italian, Polish and Russian posts, as SPANISH_STATUS lists Spanish ones:
 * "Unter Vertrag"/"reserviert" (under contract), "Verkauft"/"Venduta"/"Sprzedane"/"Продано" (sold),
 * "Zu verkaufen"/"In vendita"/"Na sprzedaż"/"Продаётся" (for sale), "Zu vermieten"/"In affitto"/"Do
 * wynajęcia"/"Сдаётся" (for rent), "Vermietet"/"Affittato"/"Wynajęte"/"Сдано" (leased).
 */
export const EU_STATUS: readonly [string, 'sale' | 'rent' | 'pending' | 'sold' | 'leased'][] = [
  ['unter vertrag', 'pending'],
  ['reserviert', 'pending'],
  ['sotto compromesso', 'pending'],
  ['под контрактом', 'pending'],
  ['verkauft', 'sold'],
  ['venduta', 'sold'],
  ['venduto', 'sold'],
  ['sprzedane', 'sold'],
  ['sprzedany', 'sold'],
  ['sprzedana', 'sold'],
  ['продано', 'sold'],
  ['продан', 'sold'],
  ['продана', 'sold'],
  ['zu verkaufen', 'sale'],
  ['in vendita', 'sale'],
  ['na sprzedaż', 'sale'],
  ['продаётся', 'sale'],
  ['продается', 'sale'],
  ['zu vermieten', 'rent'],
  ['in affitto', 'rent'],
  ['do wynajęcia', 'rent'],
  ['сдаётся', 'rent'],
  ['сдается', 'rent'],
  ['vermietet', 'leased'],
  ['affittato', 'leased'],
  ['affittata', 'leased'],
  ['wynajęte', 'leased'],
  ['сдано', 'leased'],
];
