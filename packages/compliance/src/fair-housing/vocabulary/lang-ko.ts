import type { LanguageData } from './language-data';

/**
 * Korean (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "한국인만" (Koreans only), "흑인 사절"
 * (Black people refused), "장애인 불가" (no disabled people), "기독교인 우대" (Christians preferred):
 * 42 U.S.C. §3604(c). foreign-exclusions.ts reads children, couples, nations and faiths; this adds race,
 * disability and refusals of a faith. "흡연 사절" (no smoking), "반려동물 불가" (no pets) and "교회
 * 근처" (near a church) name no one. Written with particles glued to the noun (은/는, 분).
 */
export const KOREAN: LanguageData = {
  lang: 'ko',
  source: 'hudLep2007',
  joined: true,
  onlyBefore: ['오직'],
  onlyAfter: ['만', '전용', '한정', '우대', '선호', '환영'],
  refuseBefore: [],
  refuseAfter: [
    '사절',
    '불가',
    '안됨',
    '안 됨',
    '안됩니다',
    '금지',
    '거절',
    '사양',
    '받지 않',
    '입주 불가',
    '안 받',
  ],
  links: ['분', '분들'],
  particles: ['은', '는', '이', '가', '분', '분들', '분은', '분들은', '들', '들은'],
  classes: {
    race: ['흑인', '백인', '유색인', '유색인종'],
    religion: ['기독교인', '천주교인', '불교 신자', '무슬림', '이슬람교도', '크리스천', '교인', '신자'],
    handicap: ['장애인', '장애가 있는 분', '휠체어 사용자', '휠체어'],
  },
};
