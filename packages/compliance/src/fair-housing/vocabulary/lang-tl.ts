import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Tagalog (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "para lamang sa mga Pilipino",
 * "bawal ang bata", "bawal ang Muslim", "hindi tumatanggap ng may kapansanan": 42 U.S.C. §3604(c).
 * "para sa mag-asawa lamang" (couples only) keeps families out. "Bawal manigarilyo" (no smoking),
 * "bawal ang alagang hayop" (no pets) and "malapit sa simbahan" (near a church) name no one.
 */
export const TAGALOG: LanguageData = {
  lang: 'tl',
  source: 'hudLep2007',
  onlyBefore: [
    'para lamang sa',
    'para lang sa',
    'lamang sa',
    'lang sa',
    // "kwarto para sa mga bata" (a room for the children) names a room, not who may rent.
    '(?<!(?:kwarto|kuwarto|silid|kama|laruan|palaruan|lugar) )para sa',
    'lamang',
    'lang',
  ],
  onlyAfter: ['lamang', 'lang', 'only'],
  refuseBefore: [
    'bawal ang',
    'bawal',
    'hindi tumatanggap ng',
    'hindi tinatanggap ang',
    'hindi pwede ang',
    'hindi puwede ang',
    'hindi pwede',
    'hindi puwede',
    'hindi pwedeng',
    'hindi puwedeng',
    'walang kasamang',
    'bawal na',
    'ayaw namin ng',
    'walang',
    'hindi kami nagpapaupa sa',
    'hindi nagpapaupa sa',
    'hindi kami tumatanggap ng',
    'ayaw ng',
  ],
  // "perpekto para sa mga Pilipino" (HUD 1995 memo: "ideal for" a class is a warning).
  suitsBefore: ['perpekto para sa', 'bagay sa', 'swak sa'],
  suitsClasses: ['race', 'religion', 'national_origin'],
  refuseAfter: ['bawal', 'hindi pwede', 'hindi puwede', 'hindi tinatanggap'],
  links: ['mga', 'ang', 'may', 'na'],
  classes: {
    familial_status: ['bata', 'batang', 'anak', 'sanggol', 'paslit', 'chikiting'],
    national_origin: [
      'pilipino',
      'filipino',
      'pinoy',
      'pinay',
      'bisaya',
      'ilokano',
      'tagalog',
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
    // A housemate's sex in a shared home is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      ['babae', 'lalaki', 'kababaihan', 'kalalakihan'],
      ['bed ?spacer?', 'kasama sa (?:kwarto|kuwarto|bahay)', 'roommates?', 'kahati'],
    ),
    handicap: ['may kapansanan', 'pwd', 'pilay', 'bulag', 'bingi', 'naka wheelchair', 'nakawheelchair'],
  },
  couples: { words: ['mag asawa(?:ng)?'], without: ['walang'] },
};
