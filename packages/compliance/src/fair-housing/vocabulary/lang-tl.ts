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
    // "mas gusto ng may-ari ang" (the owner prefers): a stated preference of whom to rent to.
    'mas gusto (?:ng|namin|ko|nila)(?: (?:may ari|landlord|owner|nagpapaupa))?(?: ang)?',
    'mas pinipili (?:ng|namin|ko)(?: (?:may ari|landlord|owner))?(?: ang)?',
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
  links: ['mga', 'ang', 'may', 'na', 'umuupang', 'nangungupahang', 'uupang'],
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
    // Skin tone said of a person: "maputi ang balat" (light-skinned), "maitim ang balat" (dark-skinned).
    color: [
      'maputi ang balat',
      'maputing balat',
      'maitim ang balat',
      'maitim na balat',
      'kayumanggi ang balat',
      'mestiza',
      'mestizo',
    ],
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
    // Gender identity and orientation (state classes, e.g. Haw. Rev. Stat. §515-3; HUD 2021 Bostock memo).
    gender_identity: ['transgender', 'trans', 'transwoman', 'transman', 'transpinay'],
    sexual_orientation: ['bakla', 'bading', 'tomboy', 'lesbiyana', 'lesbian', 'gay'],
    handicap: ['may kapansanan', 'pwd', 'pilay', 'bulag', 'bingi', 'naka wheelchair', 'nakawheelchair'],
  },
  couples: { words: ['mag asawa(?:ng)?'], without: ['walang'] },
};
