import type { Token } from './token';

/**
 * Chinese and Korean fact words as the English words the readers know (issue 26: Chinese-English and
 * Korean-English posts). The tokenizer splits Han and Hangul characters one by one, so "建于1902年"
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
  // "방 3개": a rental's count of rooms is its bedrooms ("방문", a visit, has no figure after it).
  [/방(?=\s?\d)/y, 'bedrooms'],
  [/수영장/y, 'pool'],
  // "대지 5,000평방피트": the land under the home, its lot.
  [/대지(?=\s?\d)/y, 'lot'],
  [/(?:보증금|押金)/y, 'deposit'],
  // "约1,260", "약 75": about, only before a figure ("预约" is an appointment).
  [/(?:约|約|약)(?=\s?\d)/y, 'approx'],
];

/** The Chinese or Korean fact word at i as an English word token, else null. */
export const cjkWordAt = (text: string, i: number): Token | null => {
  if (text.charCodeAt(i) < 0x2e80) return null;
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
