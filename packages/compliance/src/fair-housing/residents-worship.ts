import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Residents described by where they worship: "most of the residents walk to Mass at St. Brigid's",
 * "half the neighbors attend the synagogue on Saturday", "our tenants are mostly parishioners". The
 * faith is named by its service or its house of worship rather than a class word, and it describes
 * who lives there by religion, which 24 CFR §109.20 and the HUD 1995 memo bar like the class words
 * (severity.ts). Left alone: the place of worship as a landmark ("a short walk to Mass at St.
 * Brigid's", "two blocks from the mosque"), and one resident's own practice ("our super walks to Mass").
 */
const SHARE =
  '(?:most|many|half|all|nearly all|almost all|a lot|lots|plenty|the majority|majority|a good number|a bunch|many more)(?: of)?(?: the| our| your| my)?';
const WHO =
  '(?:residents|tenants|neighbors|neighbours|owners|families|households|people here|folks here|people on the block|people in the building)';
const GOES =
  '(?:walk|walks|go|goes|head|heads|attend|attends|are at|belong to|worship at|are members of|drive|drives|pray at|gather at)(?: [a-z]+)?';
const WORSHIP =
  '(?:(?:sunday |friday |saturday |daily |morning |evening )?(?:mass|church|services|synagogue|shul|temple|mosque|masjid|friday prayers?|jummah|jumuah|sabbath services|shabbat services|kingdom hall|gurdwara|mandir|parish|congregation))';
const MEMBERS =
  '(?:churchgoers|parishioners|congregants|members of (?:the |one )?(?:church|parish|congregation|synagogue|mosque|temple))';

export const RESIDENTS_WORSHIP_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'residents-by-worship',
    category: 'religion',
    kind: 'describe',
    source: 'cfr109',
    needs: [
      'mass',
      'church',
      'services',
      'synagogue',
      'shul',
      'temple',
      'mosque',
      'masjid',
      'prayer',
      'jummah',
      'jumuah',
      'sabbath',
      'shabbat',
      'kingdom hall',
      'gurdwara',
      'mandir',
      'parish',
      'congregation',
      'congregant',
    ],
    reason: 'Describes who lives there by where they worship (24 CFR §109.20; HUD 1995 memo)',
    re: `\\b${SHARE} ${WHO}\\b(?: here| there)?(?: [a-z]+){0,2}? ${GOES} (?:to |at )?(?:the |a |our )?${WORSHIP}\\b|\\b${WHO} (?:are|here are) (?:mostly |mainly |largely |all |nearly all )?${MEMBERS}\\b`,
  },
]);
