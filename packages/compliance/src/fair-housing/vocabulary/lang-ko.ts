import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Korean (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "한국인만" (Koreans only), "흑인 사절"
 * (Black people refused), "장애인 불가" (no disabled people), "기독교인 우대" (Christians preferred):
 * 42 U.S.C. §3604(c); "아이 사절" (children refused), "부부만" (couples only), "자녀 없는 부부" (a couple
 * without children) keep families out. "흡연 사절" (no smoking), "반려동물 불가" (no pets), "교회 근처"
 * (near a church) and "외국인 환영" (foreigners welcome) name no one, so "환영" is no marker. Written
 * with particles glued to the noun (은/는, 분).
 */
// "아이가 있는 가족은" (a family that has children): the subject particle, the household, its topic particle.
const HOUSEHOLDS = ['가정', '가족', '분', '세대', '집'];
const HAS_HOUSEHOLD = ['가', '이', ''].flatMap((p) =>
  HOUSEHOLDS.flatMap((h) => ['', '은', '는', '이', '의'].map((t) => `${p} 있는 ${h}${t}`)),
);

export const KOREAN: LanguageData = {
  lang: 'ko',
  source: 'hudLep2007',
  joined: true,
  onlyBefore: ['오직'],
  onlyAfter: ['만', '전용', '한정', '우대', '선호'],
  refuseBefore: [],
  refuseAfter: [
    '사절',
    '불가',
    '안됨',
    '안 됨',
    '안됩니다',
    '안 됩니다',
    '안돼요',
    '안 돼요',
    '금지',
    '거절',
    '사양',
    '받지 않',
    '입주 불가',
    '안 받',
    '입주 불가능',
    '불가능',
    '입주가 어렵',
    '입주 어렵',
    '곤란',
    '어렵습니다',
    '어려워요',
    '거부',
    // A polite adverb before the refusal: "정중히 사양합니다" (we politely decline) is still a refusal.
    '(?:정중히|죄송하지만|아쉽지만|부득이하게|부득이) ?(?:사양|거절|받지 않|입주 불가|불가)',
  ],
  links: ['분', '분들'],
  particles: [
    '은',
    '는',
    '이',
    '가',
    '을',
    '를',
    '분',
    '분들',
    '분은',
    '분들은',
    '들',
    '들은',
    ' 동반',
    ' 있는 가정',
    ' 있는 가족',
    ' 있는 분',
    ' 있는 세대',
    // The people noun after the class word: "한국인 세입자만" (Korean tenants only), "외국인 입주자 불가".
    ' 세입자',
    ' 세입자분',
    ' 입주자',
    ' 임차인',
    // The people noun with its own topic or object particle: "흑인 세입자는 받지 않습니다" (Black tenants
    // are not accepted), "외국인 입주자를 받지 않음".
    ...[' 세입자', ' 입주자', ' 임차인', ' 손님'].flatMap((n) =>
      ['은', '는', '을', '를'].map((t) => `${n}${t}`),
    ),
    ...HAS_HOUSEHOLD,
  ],
  classes: {
    familial_status: [
      '아이',
      '아이들',
      '어린이',
      '자녀',
      '아기',
      '유아',
      '애들',
      '아동',
      '미성년자',
      '영유아',
      '초등학생',
    ],
    national_origin: [
      '한국인',
      '한국 사람',
      '중국인',
      '중국 사람',
      '조선족',
      '외국인',
      '일본인',
      '미국인',
      '베트남인',
      '필리핀인',
      '동남아인',
      // "중국 국적자" (a Chinese national): each spelled out, so its own start gates the rule.
      ...['중국', '한국', '외국', '미국', '일본', '베트남', '필리핀', '인도'].map(
        (c) => `${c} 국적(?:자|인)?`,
      ),
      '멕시코인',
      '인도인',
      '아랍인',
      '히스패닉',
    ],
    race: ['흑인', '백인', '유색인', '유색인종'],
    color: ['피부색이 (?:밝은|하얀|흰|어두운|검은)(?: 분)?'],
    religion: [
      '기독교인',
      '기독교 신자',
      '천주교인',
      '천주교 신자',
      '불교 신자',
      '불자',
      '무슬림',
      '이슬람교도',
      '크리스천',
      '교인',
      '신자',
    ],
    handicap: [
      '장애인',
      '장애가 있는 분',
      '장애가 있으신 분',
      '휠체어 사용자',
      '휠체어',
      '안내견',
      '보조견',
      '시각장애인',
      '청각장애인',
      // Mental illness and developmental disability are handicaps too (24 CFR §100.201(a)(2)):
      // "정신질환 있는 분은 사절" (people with a mental illness refused).
      '정신 ?질환(?:자)?',
      '정신 ?장애(?:인)?',
      '정신병(?:자|력)?',
      '발달 ?장애(?:인)?',
      '자폐(?:증)?',
      '우울증',
      '조현병',
    ],
    // A housemate's sex in a shared home is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      ['여성', '남성', '여자', '남자'],
      ['쉐어하우스', '셰어하우스', '룸메이트', '하숙', '홈스테이', '함께 사는'],
    ),
    source_of_income: ['섹션 ?8', '주거 바우처', '바우처'],
  },
  couples: { words: ['신혼부부', '부부'], households: ['분', '가정', '가족', '세대'], without: ['없는'] },
};
