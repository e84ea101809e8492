import { describeLanguages, type LanguageCases } from './testing/language-cases';

/**
 * The "restriction word × class word" grammar in Korean, Japanese, Chinese, Russian, Arabic and Hindi in Devanagari
 * (language-rules.ts with vocabulary/lang-*.ts; language-suits.ts). Sentences written for these tests,
 * not taken from a corpus. A limitation, preference or exclusion by a protected class in an ad, in any
 * language, is barred by 42 U.S.C. §3604(c) (24 CFR §100.75(c)); "ideal for" a household is a warning
 * (HUD 1995 advertising memo). Look-alikes name a room or a place ("가족실", family room; "儿童房",
 * children's room; near schools and churches), which the memo leaves alone.
 */
const cases: Record<string, LanguageCases> = {
  Korean: {
    flagged: [
      // "A household with infants cannot move in": the subject particle, the household, the topic particle.
      ['유아가 있는 가정은 입주 불가합니다.', 'familial_status', 'block'],
      // "Guide dogs refused": an assistance animal (24 CFR §100.204).
      ['안내견은 사절합니다.', 'handicap', 'block'],
      ['여성만 입주 가능합니다.', 'sex', 'block'],
      ['피부색이 밝은 분 우대.', 'color', 'block'],
      ['중국 국적자는 입주 불가.', 'national_origin', 'block'],
      // "Just right for an elderly couple": the marker after the word.
      ['노부부에게 딱 좋은 아파트입니다.', 'familial_status', 'warn'],
      ['휠체어 사용자는 입주가 어렵습니다.', 'handicap', 'block'],
    ],
    ok: [
      '가족실과 아이 방이 있습니다.',
      '초등학교 근처, 교회 근처입니다.',
      '유럽풍 주방, 역세권 추천 매물입니다.',
    ],
  },
  Chinese: {
    flagged: [
      ['适合新婚夫妇。', 'familial_status', 'warn'],
      ['不接受残疾人。', 'handicap', 'block'],
      ['优先考虑白人租客。', 'race', 'block'],
      ['谢绝带小孩的家庭。', 'familial_status', 'block'],
      ['谢绝导盲犬。', 'handicap', 'block'],
    ],
    ok: ['儿童房和家庭室。', '靠近学校和教堂。', '适合在家办公。'],
  },
  Russian: {
    flagged: [
      ['Инвалидам не сдаем.', 'handicap', 'block'],
      ['Квартира только девушкам, целиком.', 'sex', 'block'],
      ['Идеально для пожилой пары.', 'familial_status', 'warn'],
      ['Только славянской семье.', 'national_origin', 'block'],
      ['Предпочтение православным.', 'religion', 'block'],
    ],
    ok: [
      'Комната в квартире с хозяйкой, только девушкам.',
      'Детская комната и гостиная.',
      'Рядом школа и церковь.',
      'Идеально для работы из дома.',
    ],
  },
  Arabic: {
    flagged: [
      ['لا نقبل ذوي الاحتياجات الخاصة.', 'handicap', 'block'],
      ['للنساء فقط، الشقة كاملة.', 'sex', 'block'],
      ['ممنوع الأطفال.', 'familial_status', 'block'],
    ],
    ok: [
      'سكن مشترك للنساء فقط.',
      'غرفة أطفال واسعة.',
      'قريب من المسجد والمدرسة.',
      'مطبخ على الطراز الأوروبي.',
      // No smoking, children welcome: the refusal stops at the list comma.
      'ممنوع التدخين، الأطفال مرحب بهم.',
    ],
  },
  Hindi: {
    flagged: [
      ['बच्चों वाले परिवार को कमरा नहीं देंगे।', 'familial_status', 'block'],
      ['केवल जैन परिवार के लिए।', 'religion', 'block'],
      ['सिर्फ हिंदुओं को ही देंगे।', 'religion', 'block'],
      ['Bachchon wale parivar ko flat nahi denge.', 'familial_status', 'block'],
    ],
    ok: ['बच्चों का कमरा और रसोई।', 'मंदिर और स्कूल के पास।', 'परिवार के लिए बड़ा घर।'],
  },
  Japanese: {
    flagged: [
      ['駅近の2LDK、外国籍の方お断り。', 'national_origin', 'block'],
      ['日本人のみ入居可。', 'national_origin', 'block'],
      ['女性限定マンション、オートロック付き。', 'sex', 'block'],
    ],
    ok: ['子供可、ペット不可、楽器不可。', 'シェアハウス、女性限定。', '外国人歓迎、教会の近く。'],
  },
};

describeLanguages(cases);
