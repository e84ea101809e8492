import type { LanguageData } from './language-data';

/**
 * Arabic written in Latin letters ("Arabizi"), as chat and classified posts write it, digits for the
 * letters Latin lacks (3 for ع, 2 for ء). "Shaqqa lil ijar, lil muslimeen faqat" (a flat for rent, for
 * Muslims only), "mamnoo3 atfal" (children forbidden), "la naqbal ajanib" (we don't accept foreigners):
 * 42 U.S.C. §3604(c) reaches an ad in any language, in any script (HUD LEP guidance, 72 FR 2732).
 * normalise.ts reads a digit inside a word as a letter (leet-one.ts: "mamnoo3" → "mamnooe"), so each
 * word with a 3 is listed in both spellings. Markers are Arabic words only, so English "Muslim families welcome" never meets one; "qarib min al
 * masjid" (near the mosque) names no one.
 */
// "Forbidden" (mamnu'), which stands before or after what it forbids ("mamnoo3 atfal", "atfal mamnoo3").
const FORBIDDEN = ['mamnoo3', 'mamnooe', 'mamnou3', 'mamnoue', 'mamnu3', 'mamnue', 'mamnoo', 'mamnu'];

export const ARABIC_LATIN: LanguageData = {
  lang: 'ar-latn',
  source: 'hudLep2007',
  onlyBefore: ['faqat', 'fa2at', 'fakat', 'hasran', 'khas', 'khass', 'mukhassas'],
  onlyAfter: ['faqat', 'fa2at', 'fakat', 'hasran', 'bas'],
  refuseBefore: [
    'la naqbal',
    'la nqbal',
    'ma naqbal',
    ...FORBIDDEN,
    'bidoon',
    'bidun',
    'bdoon',
    'bedoon',
    'ma nabi',
    'ma yabgha',
    'ma bidna',
    'mish masmooh',
    'ghair masmooh',
  ],
  refuseAfter: [...FORBIDDEN, 'ghair maqboul', 'ghair masmooh', 'mish masmooh'],
  links: ['lil', 'li', 'al', 'el', 'ahl', 'ma3', 'mae'],
  classes: {
    religion: [
      'muslimeen',
      'muslimin',
      'muslimat',
      'masihiyeen',
      'masihiyin',
      'maseehiyeen',
      'nasara',
      'yahood',
      'yahud',
      'shia',
      'sunna',
    ],
    national_origin: [
      '3arab',
      'earab',
      'arab',
      'ajanib',
      'ajaneb',
      'masriyeen',
      'souriyeen',
      'suriyin',
      'lubnaniyeen',
      'hunood',
      'afariqa',
      'muhajireen',
    ],
    familial_status: ['atfal', 'atfaal', 'awlad', 'wlad', 'sighar'],
    race: ['sood', 'soud'],
    handicap: ['mu3aqeen', 'mueaqeen', 'mu3aqin', 'mueaqin', 'mu3awaqeen', 'mueawaqeen'],
  },
};
