import type { LanguageData } from './language-data';

/**
 * Hindi written in Latin letters, as Indian-American rental posts mix it with English (Census ACS:
 * Hindi and other Indic languages; HUD LEP guidance, 72 FR 2732). Posts write "sirf Jain families ko
 * denge" (only to Jain families), "bachelors allowed nahi hai", "Muslims ko nahi dena", "North Indian
 * hi chahiye": 42 U.S.C. §3604(c) in any language; marital status is a state class (N.J.S.A. 10:5-12,
 * N.Y. Exec. Law §296(5)) and keeps its state's severity. Markers are Hindi words only, so an English
 * "married couple" or "Hindu temple nearby" never meets one. "Mandir paas mein hai" (a temple nearby)
 * and "family ke liye accha ghar" (a good home for a family) name no one.
 */
export const HINDI: LanguageData = {
  lang: 'hi',
  source: 'hudLep2007',
  onlyBefore: ['sirf', 'sirif', 'keval', 'kewal'],
  onlyAfter: [
    'ko hi',
    'ke liye hi',
    'hi chahiye',
    'hi chahie',
    'chahiye',
    'hi allowed',
    'ko hi denge',
    'ko hi dena',
  ],
  refuseBefore: [],
  refuseAfter: [
    'allowed nahi',
    'allowed nahin',
    'ko nahi',
    'ko nahin',
    'nahi chahiye',
    'nahin chahiye',
    'nahi denge',
    'nahi dena',
    'nahi',
    'nahin',
    'mana hai',
    'na aaye',
    'na aayen',
    'door rahe',
    'maaf karein',
  ],
  links: ['ko', 'ke liye', 'log', 'logon', 'wale', 'walon', 'parivar'],
  classes: {
    marital_status: [
      'bachelors',
      'bachelor',
      'kunwaare',
      'kuware',
      'unmarried',
      'married family',
      'married families',
      'married couples?',
      'shaadi shuda',
      'shadi shuda',
      'shaadishuda',
    ],
    religion: [
      'hindus?',
      'muslims?',
      'musalmaan',
      'musalman',
      'mussalman',
      'jains?',
      'sikhs?',
      'isai',
      'christians?',
      'brahmins?',
      'non hindus?',
      'non jains?',
      'non muslims?',
    ],
    national_origin: [
      'north indians?',
      'south indians?',
      'madrasis?',
      'biharis?',
      'punjabis?',
      'gujaratis?',
      'marwaris?',
      'bengalis?',
      'pakistanis?',
      'bangladeshis?',
      'africans?',
      'nepalis?',
      'kashmiris?',
      'videshi',
      'foreigners',
    ],
    familial_status: ['bachche', 'bacche', 'bachchon', 'bacchon', 'bachon', 'baccho'],
  },
};
