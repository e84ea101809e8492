import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const worst = (text: string) => {
  const f = checkFairHousingRules(text);
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

// 42 U.S.C. §3604(c) reaches an ad in any language (HUD LEP guidance, 72 FR 2732).
describe('Korean people nouns, Japanese households, German adjectives, Tagalog preference and skin tone', () => {
  it('blocks the limits', () => {
    for (const text of [
      '외국인 입주자를 받지 않음',
      '백인 임차인은 불가',
      '赤ちゃんがいる家庭はお断りです',
      'Keine muslimischen Familien.',
      'Nur an jüdische Mieter.',
      'Mas gusto namin ang mga nangungupahang maitim ang balat.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      '세입자는 주차 가능합니다',
      'ペットのいる家族はお断りします',
      'Christliche Kirche in der Nähe, 3 Zimmer.',
      'Mas gusto ng may-ari ang tahimik na umuupa.',
      'Puting pader at maluwag na kusina.',
    ])
      expect(worst(text), text).toBe('ok');
  });
});
