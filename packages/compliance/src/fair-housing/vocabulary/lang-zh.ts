import type { LanguageData } from './language-data';

/**
 * Chinese (HUD LEP guidance, 72 FR 2732; Census ACS), simplified and traditional. Ads write "只限华人"
 * (Chinese only), "不租给黑人" (not rented to Black people), "谢绝穆斯林", "残疾人勿扰": 42 U.S.C. §3604(c).
 * foreign-exclusions.ts reads children, couples, nations and faiths; this adds race as its own class,
 * disability and the refusals of a faith. "谢绝吸烟" (no smoking), "不要宠物" (no pets) and "近教堂"
 * (near a church) name no one. Written without spaces, so no word boundary is asked for.
 */
export const CHINESE: LanguageData = {
  lang: 'zh',
  source: 'hudLep2007',
  joined: true,
  onlyBefore: ['只限', '仅限', '僅限', '只租给', '只租給', '只租', '只要', '只收', '限'],
  onlyAfter: ['优先', '優先', '为主', '為主'],
  refuseBefore: [
    '不租给',
    '不租給',
    '谢绝',
    '謝絕',
    '拒绝',
    '拒絕',
    '不要',
    '不收',
    '不接受',
    '禁止',
    '婉拒',
  ],
  refuseAfter: [
    '勿扰',
    '勿擾',
    '免问',
    '免問',
    '免谈',
    '免談',
    '不租',
    '不可',
    '谢绝',
    '謝絕',
    '请绕行',
    '請繞行',
  ],
  links: ['带', '帶', '有', '的'],
  classes: {
    race: ['黑人', '白人', '黑鬼', '老黑', '黑种人', '黑種人'],
    religion: ['基督徒', '天主教徒', '佛教徒', '穆斯林', '回民', '教友', '犹太人', '猶太人'],
    handicap: ['残疾人', '殘疾人', '残障人士', '殘障人士', '坐轮椅', '坐輪椅', '轮椅', '輪椅'],
  },
};
