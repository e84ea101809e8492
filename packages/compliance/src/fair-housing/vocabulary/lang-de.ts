import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * German (Census ACS: German among the languages spoken at home in the U.S.; HUD LEP guidance, 72 FR
 * 2732). Ads write "nur für Deutsche" (Germans only), "keine Ausländer" (no foreigners), "Familien mit
 * Kindern unerwünscht" (families with children unwelcome), "bevorzugt Christen" (Christians
 * preferred): 42 U.S.C. §3604(c) reaches a notice in any language. "Nichtraucher" (non-smokers),
 * "keine Haustiere" (no pets), "nahe der Kirche" (near the church), "deutsche Einbauküche" and "nur 5
 * Minuten" name no one: only the people words below take a marker. normalise.ts folds ä/ö/ü to a/o/u
 * and keeps ß, as language-rules.ts does.
 */
export const GERMAN: LanguageData = {
  lang: 'de',
  source: 'hudLep2007',
  onlyBefore: [
    'nur für',
    'nur an',
    'ausschließlich für',
    'ausschließlich an',
    'bevorzugt',
    'bevorzugen',
    'vorzugsweise',
    'nur',
    'ausschließlich',
  ],
  onlyAfter: ['bevorzugt', 'erwünscht', 'gesucht'],
  refuseBefore: [
    'keine',
    'keinen',
    'kein',
    'nicht an',
    'nicht für',
    'vermieten nicht an',
    'vermiete nicht an',
    'ohne',
  ],
  refuseAfter: [
    'unerwünscht',
    'nicht erwünscht',
    'ausgeschlossen',
    'zwecklos',
    'bitte nicht melden',
    'bitte nicht anrufen',
    'werden nicht berücksichtigt',
    'nicht möglich',
  ],
  verbs: ['vermieten', 'vermiete', 'verkaufen', 'verkaufe', 'akzeptieren', 'nehmen'],
  // "ideal für Deutsche" (HUD 1995 memo: "ideal for" a class is a warning).
  suitsBefore: ['ideal für', 'perfekt für', 'geeignet für'],
  suitsClasses: ['race', 'religion', 'national_origin'],
  links: ['an', 'für', 'mit', 'die', 'der', 'den', 'familien', 'paare', 'mieter', 'personen', 'leute'],
  classes: {
    national_origin: [
      'deutsche',
      'deutschen',
      'ausländer',
      'ausländern',
      'ausländerinnen',
      'migranten',
      'flüchtlinge',
      'flüchtlingen',
      'türken',
      'araber',
      'arabern',
      'polen',
      'russen',
      'rumänen',
      'afrikaner',
      'afrikanern',
      'asiaten',
      'roma',
      'zigeuner',
      'einheimische',
    ],
    race: ['schwarze', 'schwarzen', 'farbige', 'farbigen', 'weiße', 'weißen', 'dunkelhäutige'],
    // Age is a state class (jurisdictions.ts): "keine Rentner", "nur unter 40 Jahren".
    age: ['rentner', 'rentnern', 'senioren', 'unter \\d{2} jahren', 'über \\d{2} jahren'],
    religion: [
      'christen',
      'muslime',
      'muslimen',
      'moslems',
      'juden',
      'katholiken',
      'protestanten',
      'hindus',
      'atheisten',
      // The adjective before a people noun: "nur an christliche Mieter", "keine muslimischen Familien".
      ...[
        'christlich',
        'muslimisch',
        'jüdisch',
        'katholisch',
        'evangelisch',
        'islamisch',
        'hinduistisch',
      ].flatMap((w) => [`${w}e`, `${w}en`]),
    ],
    familial_status: ['kinder', 'kindern', 'kleinkinder', 'kleinkindern', 'babys', 'schwangere'],
    handicap: ['behinderte', 'behinderten', 'rollstuhlfahrer', 'rollstuhlfahrern', 'blinde', 'gehörlose'],
    // A housemate's sex in a shared flat (WG) is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      ['frauen', 'männer', 'männern', 'damen', 'herren', 'mieterinnen'],
      ['wg', 'wohngemeinschaft', 'mitbewohner', 'zimmer in', 'untermiete'],
    ),
  },
};
