import { exactCount } from './exact-count';
import type { Claim, ClaimReader } from './types';

/**
 * Bedroom counts in Chinese-English posts (issue 26): "两房" (two rooms: two bedrooms), "3房2卫",
 * "三房两厅" as listings write them. The tokenizer splits Han characters one by one, so this reads the
 * text. "房" after a numeral counts bedrooms; in a word of its own it is no count ("房东" landlord,
 * "房租" rent, "房子" house, "房价" price), and a count of listings ("两套房") is none either.
 */
const NUMERAL: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
// "两居室" (a two-bedroom home) and "8间卧室" (8 bedrooms) count bedrooms as "房" does; so do "4卧2卫"
// ("卧" alone) and the 室/厅/卫 layout notation "两室一卫", "3室2厅" ("室" before a count of 厅 or 卫).
const ROOMS =
  /(?<![套间栋\d一二两三四五六七八九])([一二两三四五六七八九]|\d{1,2})\s?(?:房(?![东租子屋价产源间型卡])|居室|[间間]?[卧臥]室|[卧臥]|室(?=\s?(?:[一二两三四五六七八九]|\d)\s?[厅廳卫衛]))/g;

export const readChineseRooms: ClaimReader = ({ text, listing }) => {
  const out: Claim[] = [];
  for (const m of text.matchAll(ROOMS)) {
    const said = NUMERAL[m[1]!] ?? Number(m[1]);
    out.push({ start: m.index, end: m.index + m[0].length, ...exactCount('beds', listing.beds, said) });
  }
  return out;
};
