import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Polish (Census ACS: Polish among the languages most spoken at home with limited English; HUD LEP
 * guidance, 72 FR 2732). Ads and posts write "tylko dla Polaków" (Poles only), "nie wynajmujemy
 * obcokrajowcom", "bez dzieci" (no children), "Ukraińcy prosimy nie dzwonić": 42 U.S.C. §3604(c)
 * reaches a notice in any language. normalise.ts drops the accents (ó, ą, ę, ś, ć, ń, ż, ź) but keeps
 * ł, as language-rules.ts does. "Polska kiełbasa", "polski sklep" (a Polish deli), "blisko kościoła"
 * (near a church) and "tylko 5 minut" name no one: only the people words below take a marker.
 */
export const POLISH: LanguageData = {
  lang: 'pl',
  source: 'hudLep2007',
  onlyBefore: ['tylko dla', 'wyłącznie dla', 'jedynie dla', 'tylko', 'wyłącznie', 'jedynie'],
  onlyAfter: ['tylko', 'wyłącznie'],
  refuseBefore: [
    'nie dla',
    'nie wynajmujemy',
    'nie wynajmuję',
    'nie wynajmę',
    'nie wynajmiemy',
    'nie przyjmujemy',
    'nie przyjmuję',
    'nie akceptujemy',
    'bez',
    'zakaz',
  ],
  // "idealne dla Polaków" (HUD 1995 memo: "ideal for" a class is a warning).
  suitsBefore: ['idealne dla', 'idealny dla', 'idealna dla'],
  suitsClasses: ['race', 'religion', 'national_origin'],
  refuseAfter: [
    'nie przyjmujemy',
    'nie wynajmujemy',
    'nie dzwonić',
    'nie wchodzą w grę',
    'odpadają',
    'wykluczeni',
    'niemile widziani',
  ],
  verbs: ['wynajmę', 'wynajmujemy', 'wynajmuję', 'wynajmiemy', 'przyjmujemy', 'przyjmę', 'sprzedam'],
  links: [
    'dla',
    'osób',
    'osoby',
    'osobom',
    'rodzin',
    'rodziny',
    'rodzinom',
    'par',
    'pary',
    'z',
    'najemców',
    'lokatorów',
  ],
  classes: {
    national_origin: [
      'polaków',
      'polakom',
      'polacy',
      'polki',
      'polek',
      'ukraińców',
      'ukraińcom',
      'ukraińcy',
      'rosjan',
      'rosjanom',
      'rosjanie',
      'białorusinów',
      'cudzoziemców',
      'cudzoziemcom',
      'cudzoziemcy',
      'obcokrajowców',
      'obcokrajowcom',
      'obcokrajowcy',
      'hindusów',
      'arabów',
      'arabowie',
      'turków',
      'wietnamczyków',
      'chińczyków',
      'gruzinów',
      'romów',
      'cyganów',
      'cyganie',
    ],
    race: ['czarnych', 'czarnoskórych', 'murzynów', 'murzyni'],
    religion: [
      'muzułmanów',
      'muzułmanie',
      'żydów',
      'żydzi',
      'katolików',
      'katolicy',
      'ateistów',
      'świadków jehowy',
    ],
    familial_status: ['dzieci', 'dziećmi', 'dzieckiem', 'niemowląt', 'kobiet w ciąży'],
    handicap: [
      'niepełnosprawnych',
      'niepełnosprawnym',
      'osób na wózku',
      'na wózku',
      'wózkowiczów',
      'psów asystujących',
      'niewidomych',
    ],
    // A housemate's sex in a shared home is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      ['kobiet', 'pań', 'panów', 'mężczyzn'],
      ['współlokator', 'z właścicielką', 'z właścicielem', 'stancja', 'pokój w'],
    ),
  },
};
