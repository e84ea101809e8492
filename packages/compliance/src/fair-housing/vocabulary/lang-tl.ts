import type { LanguageData } from './language-data';

/**
 * Tagalog (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "para lamang sa mga Pilipino",
 * "bawal ang bata", "bawal ang Muslim", "hindi tumatanggap ng may kapansanan": 42 U.S.C. §3604(c).
 * foreign-exclusions.ts reads children, couples, nations and faiths after "lamang"; this adds race,
 * disability and the refusals of a nation or a faith. "Bawal manigarilyo" (no smoking), "bawal ang
 * alagang hayop" (no pets) and "malapit sa simbahan" (near a church) name no one.
 */
export const TAGALOG: LanguageData = {
  lang: 'tl',
  source: 'hudLep2007',
  onlyBefore: ['para lamang sa', 'para lang sa', 'lamang sa', 'lang sa', 'para sa'],
  onlyAfter: ['lamang', 'lang', 'only'],
  refuseBefore: [
    'bawal ang',
    'bawal',
    'hindi tumatanggap ng',
    'hindi tinatanggap ang',
    'hindi pwede ang',
    'hindi puwede ang',
    'ayaw namin ng',
    'walang',
  ],
  refuseAfter: ['bawal', 'hindi pwede', 'hindi puwede', 'hindi tinatanggap'],
  links: ['mga', 'ang', 'may', 'na'],
  classes: {
    national_origin: [
      'intsik',
      'tsino',
      'bumbay',
      'amerikano',
      'koreano',
      'hapon',
      'arabo',
      'dayuhan',
      'banyaga',
    ],
    race: ['negro', 'negra', 'maitim', 'puti'],
    religion: [
      'muslim',
      'moro',
      'katoliko',
      'kristiyano',
      'iglesia ni cristo',
      'born again',
      'saksi ni jehova',
    ],
    handicap: ['may kapansanan', 'pwd', 'pilay', 'bulag', 'bingi', 'naka wheelchair', 'nakawheelchair'],
  },
};
