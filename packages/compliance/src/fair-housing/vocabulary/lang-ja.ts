import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Japanese (Census ACS: Japanese among the languages spoken at home in the U.S.; HUD LEP guidance, 72
 * FR 2732). Rental ads written the way Japanese listings are write "外国人不可" (foreigners not
 * accepted), "日本人のみ" (Japanese only), "子供不可" (no children), "外国籍の方お断り" (foreign
 * nationals refused), "生活保護不可" (no welfare recipients), "女性限定" (women only): in the U.S.
 * 42 U.S.C. §3604(c) reaches each. "ペット不可" (no pets), "喫煙不可" (no smoking), "楽器不可" (no
 * instruments), "子供可" (children allowed), "外国人歓迎" (foreigners welcome) and "教会の近く" (near
 * a church) name no one or welcome, so "可" and "歓迎" are no markers. Written without spaces, with
 * の/は/が/を between a noun and its marker and "の方" (persons) after a class word.
 */
export const JAPANESE: LanguageData = {
  lang: 'ja',
  source: 'hudLep2007',
  joined: true,
  onlyBefore: [],
  onlyAfter: ['のみ', '限定', '専用', '優先', '希望', 'に限る', 'に限ります'],
  refuseBefore: [],
  refuseAfter: [
    '不可',
    'お断り',
    '断り',
    'ngです',
    'ng',
    'だめ',
    'ダメ',
    '禁止',
    '入居不可',
    'の入居不可',
    '入居できません',
    'はご遠慮ください',
    'ご遠慮ください',
    '遠慮',
    '受け付けません',
    'お受けできません',
  ],
  links: ['の方', 'の方々', 'の人', '方', '様'],
  particles: [
    'は',
    'の',
    'が',
    'を',
    'の方は',
    'の方の',
    'のご入居は',
    'の入居は',
    'のかたは',
    'のお客様は',
    // A household that has the class: "子供のいる家族はお断り" (families with children refused).
    ...['のいる', 'がいる', 'のある', 'がある', '連れの'].flatMap((h) =>
      ['家族', 'ご家族', '家庭', 'ご家庭', '世帯', '方'].flatMap((n) =>
        ['は', 'の', 'が', ''].map((t) => `${h}${n}${t}`),
      ),
    ),
  ],
  classes: {
    national_origin: [
      '外国人',
      '外国籍',
      '外国籍の方',
      '日本人',
      '日本国籍',
      '中国人',
      '韓国人',
      '朝鮮人',
      'ベトナム人',
      'フィリピン人',
      'インド人',
      'ブラジル人',
      'アメリカ人',
      'メキシコ人',
      'アラブ人',
      '留学生',
    ],
    race: ['黒人', '白人', '有色人種'],
    religion: ['キリスト教徒', 'クリスチャン', 'イスラム教徒', 'ムスリム', '仏教徒', 'ユダヤ教徒', '信者'],
    familial_status: [
      '子供',
      '子ども',
      '子供連れ',
      '子連れ',
      '小さなお子様',
      'お子様',
      '乳幼児',
      '幼児',
      '赤ちゃん',
      '妊婦',
    ],
    handicap: ['障害者', '障がい者', '障碍者', '車椅子', '車いす', '盲導犬', '介助犬', '精神疾患'],
    age: ['高齢者', '高齢の方', 'ご高齢', 'シニア', '年配'],
    source_of_income: [
      '生活保護',
      '生活保護受給者',
      'セクション8',
      'セクション ?8',
      '住宅バウチャー',
      'バウチャー',
    ],
    // A housemate's sex in a shared house is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      ['女性', '男性', '女子', '男子'],
      ['シェアハウス', 'ルームシェア', 'ルームメイト', '下宿', 'ホームステイ', '同居'],
    ),
  },
  couples: {
    words: ['ご夫婦', '夫婦'],
    households: ['世帯', 'ご家族', '家族'],
    without: ['なし', 'のいない', 'がいない'],
  },
};
