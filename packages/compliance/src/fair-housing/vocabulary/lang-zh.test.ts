import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c) in Chinese (lang-zh.ts): people named by where they came from, and who a home suits.
describe('Chinese origin by place and suits by age (lang-zh.ts)', () => {
  it.each([
    ['谢绝外地来的租客。', 'national_origin block'],
    ['只租给来自台湾的', 'national_origin block'],
    ['不要印度來的', 'national_origin block'],
    ['适合华人家庭，近超市。', 'national_origin block'],
    ['最适合退休人士，安静。', 'age warn'],
    // fh36: a negated "suits" is a limitation.
    ['本房不适合带小孩的家庭。', 'familial_status block'],
    ['這裡不太適合有孩子的家庭。', 'familial_status block'],
  ])('reads %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Chinese restaurant downstairs.',
    '楼下有中餐馆，近地铁。',
    '适合有小孩的家庭，近学校。',
    '楼梯较多，不太适合宠物。',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
