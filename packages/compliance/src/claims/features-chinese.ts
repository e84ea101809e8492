/**
 * Features in Chinese-English posts (issue 26): "带私人泳池" (with a private pool), "双车库", "壁炉".
 * The tokenizer splits Han characters one by one, so the text is read directly (as chinese.ts reads
 * bedroom counts), and each word stands for an English claim phrase of the feature lexicon, judged as
 * that phrase is. A word after a denial ("无泳池", "没有车库", "不含") or a place's word ("社区泳池" is the
 * community's) claims nothing of the home, or claims the shared amenity.
 */
const WORDS: ReadonlyArray<[RegExp, string]> = [
  [/社区泳池|公共泳池|小区泳池/g, 'community pool'],
  [/私人(?:游)?泳池/g, 'private pool'],
  [/(?<![社区公共小])(?:游)?泳池/g, 'pool'],
  [/车库/g, 'garage'],
  [/壁炉/g, 'fireplace'],
  [/地下室/g, 'basement'],
  [/健身房/g, 'gym'],
  [/中央空调/g, 'central air'],
  [/按摩浴缸|热水浴缸/g, 'hot tub'],
  [/屋顶(?:露台|平台)/g, 'roof deck'],
  [/私人露台|私家露台/g, 'private terrace'],
  [/海景/g, 'ocean views'],
  [/停车位|车位/g, 'parking space'],
  [/(?<!屋顶)阳台/g, 'balcony'],
  [/电梯/g, 'elevator'],
  [/门卫|礼宾/g, 'doorman'],
  [/后院/g, 'backyard'],
  // Japanese and Korean words of the same features (their posts write them in kana and Hangul).
  [
    /ペット(?:不可|禁止|NG)|반려동물\s?(?:불가|금지)|애완동물\s?(?:불가|금지)|不可养宠物|禁止养宠物/g,
    'no pets',
  ],
  [
    /ペット(?:可|相談可?|OK)|반려동물\s?(?:가능|허용|환영|동반)|애완동물\s?(?:가능|허용)|可养宠物/g,
    'pets allowed',
  ],
  [/プール|풀장/g, 'pool'],
  [/ガレージ|車庫|차고/g, 'garage'],
  [/暖炉|벽난로/g, 'fireplace'],
  [/지하실/g, 'basement'],
  [/ジム|헬스장|피트니스/g, 'gym'],
  // Views of water: "호수 전망" (lake view), "바다 전망" (sea view), "湖の眺め", "オーシャンビュー", "湖景".
  [/호수\s?(?:전망|뷰)|湖(?:の)?(?:眺め|眺望|ビュー)|湖景/g, 'lake views'],
  [/바다\s?(?:전망|뷰)|오션\s?뷰|オーシャンビュー|海(?:の)?(?:眺め|眺望)/g, 'ocean views'],
];
/** Words of denial just before a feature: none, without, not included. */
const DENIED = /(无|没有|没|不含|不带|不包括)\s?$/;
/** Japanese and Korean deny after the noun: "プールなし" (no pool), "차고 없음" (no garage). */
const DENIED_AFTER = /^\s?(なし|無し|無|없음|없는|없어요)/;

/** "私人车位 private parking": the English gloss right after the word is read by the English lexicon. */
const glossed = (text: string, end: number, phrase: string): boolean => {
  const gloss = /^[\s(（]*((?:[A-Za-z-]+\s?){1,3})/.exec(text.slice(end, end + 40))?.[1]?.toLowerCase() ?? '';
  const words = phrase.split(' ').filter((w) => w !== 'private' && w !== 'community');
  return gloss.split(/[\s-]+/).some((w) => words.includes(w));
};

export interface ChineseFeature {
  start: number;
  end: number;
  phrase: string;
}

/** Each Chinese feature word in the text with the English claim phrase it stands for, in text order. */
export const chineseFeatures = (text: string): ChineseFeature[] => {
  // Most posts have no Han character: nothing to read.
  if (!/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(text)) return [];
  const out: ChineseFeature[] = [];
  for (const [re, phrase] of WORDS)
    for (const m of text.matchAll(re)) {
      if (DENIED.test(text.slice(Math.max(0, m.index - 4), m.index))) continue;
      if (DENIED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
      if (glossed(text, m.index + m[0].length, phrase)) continue;
      if (out.some((o) => m.index < o.end && o.start < m.index + m[0].length)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, phrase });
    }
  return out.sort((a, b) => a.start - b.start);
};
