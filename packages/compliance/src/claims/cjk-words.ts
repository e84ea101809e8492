import type { Token } from './token';

/**
 * Chinese, Korean, Japanese and Hindi fact words as the English words the readers know (issue 26:
 * Chinese-English, Korean-English and Hindi-English posts). The tokenizer splits Han and Hangul characters one by one, so "建于1902年"
 * (built in 1902), "邮编43215" (ZIP), "占地5英亩" (a 5-acre lot), "침실 4개" (4 bedrooms), "1998년
 * 건축" (built 1998), "약 75㎡" (about 75 m²) and "보증금 $750" (a $750 deposit) are read by no
 * reader. Each term becomes one word token with the English word as its lower-cased text, spanning
 * the characters it stands for, so every reader's grammar and check apply unchanged. Word order stays
 * the post's: "침실 4개" reads as "bedrooms 4", which the readers take as a label and its count.
 */
const TERMS: ReadonlyArray<[RegExp, string]> = [
  [/(?:始建于|建成于|建于|建於)/y, 'built'],
  // "1998年建成", "1998년 건축": the year's mark and the verb after it.
  [/年\s?(?:建成|建造|落成)/y, 'built'],
  [/년\s?(?:에\s?)?(?:건축|준공|완공|건설|지어진)/y, 'built'],
  [/(?:邮编|郵編|郵遞區號|우편번호)/y, 'zip'],
  [/占地(?:面积)?/y, 'lot'],
  [/(?:英亩|英畝|에이커)/y, 'acres'],
  [/(?:平方英尺|平方英呎|평방피트|스퀘어피트)/y, 'sqft'],
  [/(?:平方米|平米|제곱미터|㎡)/y, 'm2'],
  [/(?:침실|베드룸)/y, 'bedrooms'],
  [/욕실/y, 'bathrooms'],
  // Japanese: "3ベッドルーム" (3 bedrooms), "寝室2", "バス1" (1 bath), "バスルーム2".
  [/(?:ベッドルーム|寝室)/y, 'bedrooms'],
  [/(?:バスルーム|バス(?=\s?\d))/y, 'bathrooms'],
  // The home's kind: "타운하우스"/"タウンハウス" (townhouse), "콘도"/"コンドミニアム" (condo).
  [/(?:타운하우스|타운홈|タウンハウス)/y, 'townhouse'],
  [/(?:콘도미니엄|콘도|コンドミニアム)/y, 'condo'],
  // "방 3개": a rental's count of rooms is its bedrooms ("방문", a visit, has no figure after it).
  [/방(?=\s?\d)/y, 'bedrooms'],
  [/수영장/y, 'pool'],
  // "대지 5,000평방피트": the land under the home, its lot.
  [/대지(?=\s?\d)/y, 'lot'],
  [/(?:보증금|押金)/y, 'deposit'],
  // A status said once in Chinese or Japanese: "已售出" (sold), "已出租" (leased), "成約済み" (sold).
  [/(?:已售出|已出售|已卖出|已賣出|已售|売却済み?|成約済み?)/y, 'sold'],
  [/(?:已出租|已租出|賃貸済み?)/y, 'leased'],
  // "房龄约10年", "築10年": the home's age, before its count of years (year-age.ts).
  [/(?:房龄|房齡|屋龄|屋齡|楼龄|樓齡)/y, 'age'],
  [/築(?=\s?\d)/y, 'age'],
  // Hindi (Devanagari) posts write the same facts in English loanwords: "4 बेडरूम" (4 bedrooms), "2.5
  // बाथ", "1,704 वर्ग फुट" (square feet), "2016 में बना" (built in 2016), "स्विमिंग पूल" (swimming pool).
  // A word only where no Devanagari letter joins it on either side (the danda "।" ends a sentence).
  [/(?<![\u0900-\u0963\u0971-\u097f])(?:स्विमिंग पूल|पूल|तरणताल)(?![\u0900-\u0963\u0971-\u097f])/y, 'pool'],
  [/(?<![\u0900-\u0963\u0971-\u097f])(?:बेडरूम|शयनकक्ष)(?![\u0900-\u0963\u0971-\u097f])/y, 'bedrooms'],
  [/(?<![\u0900-\u0963\u0971-\u097f])(?:बाथरूम|बाथ|स्नानघर)(?![\u0900-\u0963\u0971-\u097f])/y, 'baths'],
  [/(?<![\u0900-\u0963\u0971-\u097f])वर्ग (?:फुट|फीट)(?![\u0900-\u0963\u0971-\u097f])/y, 'sqft'],
  [/(?<![\u0900-\u0963\u0971-\u097f])(?:गैराज|गेराज)(?![\u0900-\u0963\u0971-\u097f])/y, 'garage'],
  [/(?<![\u0900-\u0963\u0971-\u097f])में (?:बना|बनाया गया|निर्मित)(?![\u0900-\u0963\u0971-\u097f])/y, 'built'],
  // "约1,260", "약 75": about, only before a figure ("预约" is an appointment).
  [/(?:约|約|약)(?=\s?\d)/y, 'approx'],
];

/**
 * Korean counts rooms in native numerals with the counter "개": "침실 두 개" (two bedrooms), "욕실 하나"
 * (one bathroom). A numeral counts only before "개" or as a whole word straight after a room's word,
 * so "한국" (Korea) and "세대" (household) stay words (National Institute of Korean Language, 수 관형사).
 */
const NATIVE: ReadonlyArray<[string, number]> = [
  ['하나|한', 1],
  ['둘|두', 2],
  ['셋|세|석', 3],
  ['넷|네|넉', 4],
  ['다섯', 5],
  ['여섯', 6],
];
const NATIVE_RES = NATIVE.map(([w, n]): [RegExp, number] => [
  new RegExp(`(?:${w})(?=\\s?개)|(?<=(?:침실|욕실|방)\\s?)(?:${w})(?![가-힣])`, 'y'),
  n,
]);
const nativeNumeralAt = (text: string, i: number): Token | null => {
  for (const [re, value] of NATIVE_RES) {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) continue;
    return {
      kind: 'num',
      raw: m[0],
      low: m[0],
      start: i,
      end: i + m[0].length,
      value,
      money: false,
      step: 1,
      abbreviated: false,
      spelled: false,
    };
  }
  return null;
};

/** The Chinese or Korean fact word at i as an English word token, else null. */
export const cjkWordAt = (text: string, i: number): Token | null => {
  const c = text.charCodeAt(i);
  if (c < 0x2e80 && (c < 0x0900 || c > 0x097f)) return null;
  const numeral = nativeNumeralAt(text, i);
  if (numeral) return numeral;
  for (const [re, low] of TERMS) {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) continue;
    return {
      kind: 'word',
      raw: m[0],
      low,
      start: i,
      end: i + m[0].length,
      value: Number.NaN,
      money: false,
      step: 1,
      abbreviated: false,
      spelled: false,
    };
  }
  return null;
};
