import type { LanguageData } from './language-data';
import { unlessShared } from './shared-rooms';

/**
 * Italian (Census ACS: Italian among the languages spoken at home in the U.S.; HUD LEP guidance, 72 FR
 * 2732). Ads write "solo italiani" (Italians only), "no stranieri" (no foreigners), "non si affitta a
 * famiglie con bambini", "astenersi extracomunitari" (non-EU people keep away): 42 U.S.C. §3604(c)
 * reaches a notice in any language. "No fumatori" (no smokers), "no animali" (no pets), "cucina
 * italiana", "vicino alla chiesa" (near the church) and "solo 5 minuti" name no one: only the people
 * words below take a marker.
 */
export const ITALIAN: LanguageData = {
  lang: 'it',
  source: 'hudLep2007',
  onlyBefore: [
    'solo per',
    'solo a',
    'soltanto per',
    'soltanto a',
    'esclusivamente per',
    'esclusivamente a',
    'riservato a',
    'riservata a',
    'preferibilmente',
    'preferenza per',
    'si preferiscono',
    'solo',
    'soltanto',
    'esclusivamente',
  ],
  onlyAfter: ['solamente', 'soltanto', 'preferibilmente', 'preferiti', 'gradite', 'graditi'],
  refuseBefore: [
    'no',
    'niente',
    'astenersi',
    'non si affitta a',
    'non si affitta ad',
    'non affittiamo a',
    'non affitto a',
    'non accettiamo',
    'non si accettano',
    'senza',
  ],
  refuseAfter: ['astenersi', 'non graditi', 'non gradite', 'esclusi', 'escluse', 'non accettati'],
  verbs: ['affitto', 'affittiamo', 'si affitta', 'vendo', 'accettiamo', 'si accettano'],
  // "ideale per italiani" (HUD 1995 memo: "ideal for" a class is a warning).
  suitsBefore: ['ideale per', 'perfetto per', 'perfetta per', 'adatto a', 'adatta a'],
  suitsClasses: ['race', 'religion', 'national_origin'],
  links: ['a', 'ad', 'per', 'i', 'gli', 'le', 'con', 'famiglie', 'coppie', 'persone', 'inquilini'],
  classes: {
    national_origin: [
      'italiani',
      'italiane',
      'stranieri',
      'straniere',
      'extracomunitari',
      'immigrati',
      'rumeni',
      'albanesi',
      'marocchini',
      'cinesi',
      'africani',
      'arabi',
      'zingari',
      'rom',
    ],
    race: ['neri', 'nere', 'persone di colore', 'di colore', 'bianchi', 'bianche'],
    // Age is a state class (jurisdictions.ts): "no pensionati", "solo under 35".
    age: ['anziani', 'pensionati', 'sotto i \\d{2} anni', 'over \\d{2}', 'under \\d{2}'],
    religion: ['cristiani', 'cattolici', 'musulmani', 'ebrei', 'protestanti', 'atei', 'induisti'],
    familial_status: ['bambini', 'bimbi', 'figli', 'neonati', 'minori', 'donne incinte'],
    handicap: ['disabili', 'invalidi', 'in carrozzina', 'in sedia a rotelle', 'non vedenti', 'sordi'],
    // A housemate's sex in a shared flat is the writer's choice (shared-rooms.ts).
    sex: unlessShared(
      ['donne', 'ragazze', 'uomini', 'ragazzi', 'signore', 'studentesse', 'studenti'],
      ['stanza in', 'camera in', 'posto letto', 'appartamento condiviso', 'coinquilin'],
    ),
  },
};
